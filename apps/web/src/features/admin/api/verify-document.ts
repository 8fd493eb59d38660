import type { TQueuedDocument, TVerifyDocumentRequest } from '@tariq/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isConflict } from '../../../lib/api-client';
import { dropReviewedDocument } from './get-document-queue';

export type TVerifyDocumentOptions = { id: string; request: TVerifyDocumentRequest };

/**
 * `POST /api/admin/documents/{id}/verify`: the document is valid, until the expiry date read on it
 * (null: none, or the type's default validity). 409 once it is no longer in validation; 400 with
 * `fields.expiresAt` for a past date.
 */
export function verifyDocument({ id, request }: TVerifyDocumentOptions): Promise<TQueuedDocument> {
  return api<TQueuedDocument>(`/api/admin/documents/${encodeURIComponent(id)}/verify`, {
    method: 'POST',
    body: request,
  });
}

/** Reviewed, or reviewed by a colleague meanwhile (409): either way it leaves the queue. */
export function useVerifyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDocument,
    // Not awaited: the page moves on to the next document while the lists are read again.
    onSuccess: (_document, { id }) => void dropReviewedDocument(queryClient, id),
    onError: (error, { id }) => {
      if (isConflict(error)) void dropReviewedDocument(queryClient, id);
    },
  });
}
