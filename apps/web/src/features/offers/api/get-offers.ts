import type { TOfferListResponse, TOfferTab } from '@tariq/contracts';
import { OFFER_LIMITS } from '@tariq/contracts/offers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

export type TGetOffersOptions = {
  tab: TOfferTab;
  /** From 1. */
  page: number;
  /** A search by offer number, as typed; '' for none. */
  q?: string;
};

/** `GET /api/offers/my`: one page of the company's offers of one tab, with every tab's count. */
export function getOffers(options: TGetOffersOptions, signal?: AbortSignal): Promise<TOfferListResponse> {
  const params = new URLSearchParams({
    tab: options.tab,
    page: String(options.page),
    limit: String(OFFER_LIMITS.pageSizeDefault),
  });
  if (options.q) params.set('q', options.q);
  return api<TOfferListResponse>(`/api/offers/my?${params.toString()}`, { signal });
}

export function getOffersQueryOptions(options: TGetOffersOptions) {
  return queryOptions({
    queryKey: offerKeys.list(options.tab, options.page, options.q ?? ''),
    queryFn: ({ signal }) => getOffers(options, signal),
    // Turning a page keeps the rows (and the tabs' counts) of the last one until the next arrives.
    placeholderData: keepPreviousData,
  });
}
