import type { TProfile } from '@tariq/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProfileSaved } from './use-profile-saved';
import type { TRefreshSessionUser } from './use-profile-saved';

const eprotocolPath = (companyId: string) => `/api/companies/${encodeURIComponent(companyId)}/eprotocol`;

/** `PUT /api/companies/{id}/eprotocol`: the default e-protocol, attached to each new offer (multipart `file`). */
export function updateCompanyEprotocol({ companyId, file }: { companyId: string; file: File }): Promise<TProfile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<TProfile>(eprotocolPath(companyId), { method: 'PUT', multipart: form });
}

/** `DELETE /api/companies/{id}/eprotocol`: new offers go without one; published ones keep theirs. */
export function deleteCompanyEprotocol({ companyId }: { companyId: string }): Promise<TProfile> {
  return api<TProfile>(eprotocolPath(companyId), { method: 'DELETE' });
}

/** `GET /api/companies/{id}/eprotocol`: the file, fetched with the session (a plain link carries no token). */
export function downloadCompanyEprotocol(companyId: string): Promise<Blob> {
  return api<Blob>(eprotocolPath(companyId), { blob: true });
}

export function useUpdateCompanyEprotocol(refreshSessionUser: TRefreshSessionUser) {
  const onSaved = useProfileSaved(refreshSessionUser);
  return useMutation({ mutationFn: updateCompanyEprotocol, onSuccess: onSaved });
}

export function useDeleteCompanyEprotocol(refreshSessionUser: TRefreshSessionUser) {
  const onSaved = useProfileSaved(refreshSessionUser);
  return useMutation({ mutationFn: deleteCompanyEprotocol, onSuccess: onSaved });
}
