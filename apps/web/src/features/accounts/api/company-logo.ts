import { LOGO_LIMITS } from '@tariq/contracts/profile';
import type { TProfile } from '@tariq/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProfileSaved } from './use-profile-saved';
import type { TRefreshSessionUser } from './use-profile-saved';

/** Why a file cannot be a logo, checked before it is sent (the server checks its bytes again). */
export function logoFileProblem(file: File): 'type' | 'size' | null {
  if (!(LOGO_LIMITS.mimeTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > LOGO_LIMITS.maxBytes) return 'size';
  return null;
}

/** `PUT /api/companies/{id}/logo`: multipart, field `file`. */
export function updateCompanyLogo({ companyId, file }: { companyId: string; file: File }): Promise<TProfile> {
  const form = new FormData();
  form.append('file', file);
  return api<TProfile>(`/api/companies/${encodeURIComponent(companyId)}/logo`, { method: 'PUT', multipart: form });
}

/** `DELETE /api/companies/{id}/logo`. */
export function deleteCompanyLogo({ companyId }: { companyId: string }): Promise<TProfile> {
  return api<TProfile>(`/api/companies/${encodeURIComponent(companyId)}/logo`, { method: 'DELETE' });
}

export function useUpdateCompanyLogo(refreshSessionUser: TRefreshSessionUser) {
  const onSaved = useProfileSaved(refreshSessionUser);
  return useMutation({ mutationFn: updateCompanyLogo, onSuccess: onSaved });
}

export function useDeleteCompanyLogo(refreshSessionUser: TRefreshSessionUser) {
  const onSaved = useProfileSaved(refreshSessionUser);
  return useMutation({ mutationFn: deleteCompanyLogo, onSuccess: onSaved });
}
