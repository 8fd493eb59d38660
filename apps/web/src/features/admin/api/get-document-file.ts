import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * `GET /api/admin/documents/{id}/file`: the file, for the preview. Fetched with the session (a
 * plain `src` would carry no Bearer token) and shown from a blob URL.
 */
export function getDocumentFile(id: string, signal?: AbortSignal): Promise<Blob> {
  return api<Blob>(`/api/admin/documents/${encodeURIComponent(id)}/file`, { blob: true, signal });
}

export function getDocumentFileQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.documentFile(id),
    queryFn: ({ signal }) => getDocumentFile(id, signal),
    // A stored file never changes (a new upload is a new document): read once. Up to 10 MB each, so
    // a file no longer shown is dropped soon rather than kept for the cache's usual 5 minutes.
    staleTime: Infinity,
    gcTime: 30_000,
  });
}
