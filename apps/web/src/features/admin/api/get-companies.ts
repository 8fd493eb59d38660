import { ADMIN_LIMITS } from '@tariq/contracts/admin';
import type { TAdminCompaniesResponse } from '@tariq/contracts/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type TGetCompaniesOptions = {
  /** By name, NIF, RC or a user's e-mail; '' for every company. */
  q: string;
  /** From 1. */
  page: number;
};

/** `GET /api/admin/companies?q=&page=&limit=`: a page of the companies, newest first. */
export function getCompanies(options: TGetCompaniesOptions, signal?: AbortSignal): Promise<TAdminCompaniesResponse> {
  const params = new URLSearchParams({
    page: String(options.page),
    limit: String(ADMIN_LIMITS.pageSizeDefault),
  });
  if (options.q) params.set('q', options.q);
  return api<TAdminCompaniesResponse>(`/api/admin/companies?${params.toString()}`, { signal });
}

export function getCompaniesQueryOptions(options: TGetCompaniesOptions) {
  return queryOptions({
    queryKey: adminKeys.companyList(options.q, options.page),
    queryFn: ({ signal }) => getCompanies(options, signal),
    // Typing a search or turning a page keeps the last rows until the next arrive.
    placeholderData: keepPreviousData,
  });
}
