import { ZDashboardResponse } from '@tariq/contracts/dashboard';
import type { TDashboardResponse } from '@tariq/contracts/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/**
 * `GET /api/dashboard`: the caller company's figures, a carrier's or a shipper's (issue 31). The
 * page every login lands on: an answer it cannot read fails the query (an error with a retry), not
 * the render of the whole page.
 */
export async function getDashboard(signal?: AbortSignal): Promise<TDashboardResponse> {
  return ZDashboardResponse.parse(await api<unknown>('/api/dashboard', { signal }));
}

export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => getDashboard(signal),
    // Drivers connect and invoices get paid while the page stays open: read again now and then.
    refetchInterval: 120_000,
  });
}
