import type { TMissionListResponse, TMissionTab } from '@tariq/contracts';
import { MISSION_LIMITS } from '@tariq/contracts/missions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { missionKeys } from './mission-keys';

export type TGetMissionsOptions = {
  tab: TMissionTab;
  /** From 1. */
  page: number;
  /** A search by mission, charter or offer number, as typed; '' for none. */
  q?: string;
};

/** `GET /api/missions?tab=&page=&limit=`: one page of the carrier's missions of a tab, newest first. */
export function getMissions(options: TGetMissionsOptions, signal?: AbortSignal): Promise<TMissionListResponse> {
  const params = new URLSearchParams({
    tab: options.tab,
    page: String(options.page),
    limit: String(MISSION_LIMITS.pageSizeDefault),
  });
  if (options.q) params.set('q', options.q);
  return api<TMissionListResponse>(`/api/missions?${params.toString()}`, { signal });
}

export function getMissionsQueryOptions(options: TGetMissionsOptions) {
  return queryOptions({
    queryKey: missionKeys.list(options.tab, options.page, options.q ?? ''),
    queryFn: ({ signal }) => getMissions(options, signal),
    // Turning a page keeps the rows of the last one until the next arrives.
    placeholderData: keepPreviousData,
  });
}
