import type { TQueuedDocument, TRefuseDocumentRequest } from '@tariq/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isConflict } from '../../../lib/api-client';
import { dropReviewedDocument } from './get-document-queue';

export type TRefuseDocumentOptions = { id: string; request: TRefuseDocumentRequest };

/**
 * `POST /api/admin/documents/{id}/refuse`: refused, with the reason the company reads. 409 once it is
 * no longer in validation.
 */
export function refuseDocument({ id, request }: TRefuseDocumentOptions): Promise<TQueuedDocument> {
  return api<TQueuedDocument>(`/api/admin/documents/${encodeURIComponent(id)}/refuse`, {
    method: 'POST',
    body: request,
  });
}

/** Reviewed, or reviewed by a colleague meanwhile (409): either way it leaves the queue. */
export function useRefuseDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseDocument,
    // Not awaited: the page moves on to the next document while the lists are read again.
    onSuccess: (_document, { id }) => void dropReviewedDocument(queryClient, id),
    onError: (error, { id }) => {
      if (isConflict(error)) void dropReviewedDocument(queryClient, id);
    },
  });
}
