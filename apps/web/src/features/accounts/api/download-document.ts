import type { TLegalDocumentType } from '@tariq/contracts/documents';
import { api } from '../../../lib/api-client';

/** `GET /api/documents/{type}/file`: the file, fetched with the session (a plain link carries no token). */
export function downloadDocument(type: TLegalDocumentType): Promise<Blob> {
  return api<Blob>(`/api/documents/${encodeURIComponent(type)}/file`, { blob: true });
}
