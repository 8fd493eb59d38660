import type { TCompanyBillingUpdate, TProfile } from '@tariq/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProfileSaved } from './use-profile-saved';
import type { TRefreshSessionUser } from './use-profile-saved';

export type TUpdateCompanyBillingOptions = { companyId: string; changes: TCompanyBillingUpdate };

/** `PUT /api/companies/{id}/billing`: who receives and pays the invoices (printed on them). */
export function updateCompanyBilling({ companyId, changes }: TUpdateCompanyBillingOptions): Promise<TProfile> {
  return api<TProfile>(`/api/companies/${encodeURIComponent(companyId)}/billing`, { method: 'PUT', body: changes });
}

export function useUpdateCompanyBilling(refreshSessionUser: TRefreshSessionUser) {
  const onSaved = useProfileSaved(refreshSessionUser);
  return useMutation({ mutationFn: updateCompanyBilling, onSuccess: onSaved });
}
