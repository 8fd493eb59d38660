import type { TCompanyDocumentsResponse, TLegalDocumentType } from '@tariq/contracts/documents';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDocumentsSaved } from './get-documents';
import type { TRefreshSessionUser } from './use-profile-saved';

/** `DELETE /api/documents/{type}`: the document and its file are gone; a required one makes the account inactive again. */
export function deleteDocument(type: TLegalDocumentType): Promise<TCompanyDocumentsResponse> {
  return api<TCompanyDocumentsResponse>(`/api/documents/${encodeURIComponent(type)}`, { method: 'DELETE' });
}

export function useDeleteDocument(refreshSessionUser: TRefreshSessionUser) {
  const onSaved = useDocumentsSaved(refreshSessionUser);
  return useMutation({ mutationFn: deleteDocument, onSuccess: onSaved });
}
