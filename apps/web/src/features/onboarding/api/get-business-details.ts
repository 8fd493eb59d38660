import type { TBusinessDetails } from '@tariq/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/auth/businessDetails`: what the company already answered (at sign-up), for the wizard to start from. */
export function getBusinessDetails(): Promise<TBusinessDetails> {
  return api<TBusinessDetails>('/api/auth/businessDetails');
}

export const businessDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['business-details'], queryFn: getBusinessDetails, staleTime: Infinity });

export function useBusinessDetails() {
  return useQuery(businessDetailsQueryOptions());
}
