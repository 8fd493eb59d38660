import type { TCompanyUpdate, TProfile } from '@tariq/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProfileSaved } from './use-profile-saved';
import type { TRefreshSessionUser } from './use-profile-saved';

export type TUpdateCompanyOptions = { companyId: string; changes: TCompanyUpdate };

/**
 * `PUT /api/companies/{id}`, by a user of that company. A new NIF or RC sends the documents back
 * to validation; a NIF another company holds answers 409 on the `nif` field.
 */
export function updateCompany({ companyId, changes }: TUpdateCompanyOptions): Promise<TProfile> {
  return api<TProfile>(`/api/companies/${encodeURIComponent(companyId)}`, { method: 'PUT', body: changes });
}

export function useUpdateCompany(refreshSessionUser: TRefreshSessionUser) {
  const onSaved = useProfileSaved(refreshSessionUser);
  return useMutation({ mutationFn: updateCompany, onSuccess: onSaved });
}
