import type { TAdminCompanyDetail } from '@tariq/contracts/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/companies/{id}`: its users, documents, deal counts and audit trail. 404 for no such company. */
export function getCompany(id: string, signal?: AbortSignal): Promise<TAdminCompanyDetail> {
  return api<TAdminCompanyDetail>(`/api/admin/companies/${encodeURIComponent(id)}`, { signal });
}

export function getCompanyQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.company(id),
    queryFn: ({ signal }) => getCompany(id, signal),
  });
}
