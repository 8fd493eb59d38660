import { ZFreight } from '@tariq/contracts';
import type { TFreight, TFreightListResponse } from '@tariq/contracts';
import { toOffer } from '../offers';
import { companyRatingOf } from '../ratings';
import type { TFreightRow } from './freights.repository';

type TShipperColumns = {
  shipperName: string;
  shipperRatingAverage: string | null;
  shipperRatingCount: number;
  shipperDocumentsValidUntil: string | null;
};

/** The shipper company as every freight view shows it. */
export function shipperView(companyId: string, columns: TShipperColumns): TFreight['shipper'] {
  return {
    company_id: companyId,
    name: columns.shipperName,
    rating: companyRatingOf(columns.shipperRatingAverage, columns.shipperRatingCount),
    documents_verified_until: columns.shipperDocumentsValidUntil,
  };
}

/** The offer as a carrier sees it: the schema keeps only its fields, so nothing of the shipper's own goes out. */
export function toFreight(row: TFreightRow): TFreight {
  return ZFreight.parse({
    ...toOffer(row.offer),
    exchange: row.offer.visibility === 'private' ? 'private' : 'public',
    shipper: shipperView(row.offer.shipperCompanyId, row),
  });
}

/** A page's figures from the count up to the cap (count = cap + 1 says there are more). */
export function pageFigures(params: {
  count: number;
  shown: number;
  page: number;
  limit: number;
  cap: number;
}): Omit<TFreightListResponse, 'data'> {
  const capped = params.count > params.cap;
  const count = Math.min(params.count, params.cap);
  // Past the cap the last page is unknown: offer the next one while this one is full.
  const totalPages = Math.max(
    Math.ceil(count / params.limit),
    capped && params.shown === params.limit ? params.page + 1 : 0,
  );
  return { page: params.page, total_pages: totalPages, count, count_capped: capped };
}
