import { DOCUMENT_LIMITS, DOCUMENT_MIME_TYPES } from '@tariq/contracts/documents';
import type { TCompanyDocumentsResponse, TDocumentFields, TLegalDocumentType } from '@tariq/contracts/documents';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDocumentsSaved } from './get-documents';
import type { TRefreshSessionUser } from './use-profile-saved';

export type TUploadDocumentOptions = { type: TLegalDocumentType; file: File; fields: TDocumentFields };

/** Why the server would refuse this file, checked before sending megabytes for nothing (null: none). */
export type TDocumentFileProblem = 'required' | 'empty' | 'tooBig' | 'type';

export function documentFileProblem(file: File | null): TDocumentFileProblem | null {
  if (!file) return 'required';
  if (file.size === 0) return 'empty';
  if (file.size > DOCUMENT_LIMITS.fileMaxBytes) return 'tooBig';
  // The browser's type, from the name: the server checks the bytes themselves.
  return (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type) ? null : 'type';
}

/**
 * `PUT /api/documents/{type}` (multipart: `file`, and the dates and number the document shows):
 * a new document or a replacement, in validation either way. 400, 413 or 415 name the field.
 */
export function uploadDocument({ type, file, fields }: TUploadDocumentOptions): Promise<TCompanyDocumentsResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('file', file, file.name);
  return api<TCompanyDocumentsResponse>(`/api/documents/${encodeURIComponent(type)}`, {
    method: 'PUT',
    multipart: form,
  });
}

export function useUploadDocument(refreshSessionUser: TRefreshSessionUser) {
  const onSaved = useDocumentsSaved(refreshSessionUser);
  return useMutation({ mutationFn: uploadDocument, onSuccess: onSaved });
}
