import type { TFreightExchange, TFreightFilters } from '@tariq/contracts';
import { FILTER_PRESETS } from '@tariq/contracts/catalogues/options';
import {
  FREIGHT_FILTER_NAMES,
  FREIGHT_LIMITS,
  presetFilters,
  readFreightFilter,
} from '@tariq/contracts/freight-filters';

/** The filters of a search: every one optional, as the contract reads them. */
export type TFilters = Partial<TFreightFilters>;
export type TFilterName = keyof TFreightFilters;
export type TFilterPreset = (typeof FILTER_PRESETS)[number]['value'];

/**
 * The filters of a URL's query (or of a saved search): each value the contract reads is kept, and
 * what it cannot read (an old or hand-edited link) is dropped rather than failing the whole search.
 * The names are the API's, so the page's URL is the API's query. Read without zod (each filter as
 * the contract's schema reads it): the page shows before zod and the schemas load.
 */
export function readFilters(source: URLSearchParams | Record<string, unknown>): TFilters {
  const filters: Record<string, unknown> = {};
  for (const name of FREIGHT_FILTER_NAMES) {
    const value = readFreightFilter(name, source instanceof URLSearchParams ? source.get(name) : source[name]);
    if (value !== undefined) filters[name] = value;
  }
  // A radius is around a place: without its place the server would refuse the whole search.
  if (!filters.start_place_id) delete filters.startRadius;
  if (!filters.end_place_id) delete filters.endRadius;
  return filters as TFilters;
}

/** The filters as query parameters, in the contract's order; unset ones are left out. */
export function filtersToParams(filters: TFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FREIGHT_FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  return params;
}

/** The page's exchange: `tab=private` in its URL (paths.freights.root), else the public one. */
export function exchangeOf(searchParams: URLSearchParams): TFreightExchange {
  return searchParams.get('tab') === 'private' ? 'private' : 'public';
}

/** The page's URL query of a search: the private exchange's tab first, then the filters. */
export function searchParamsOf(filters: TFilters, exchange: TFreightExchange): URLSearchParams {
  const params = new URLSearchParams(exchange === 'private' ? [['tab', 'private']] : []);
  for (const [name, value] of filtersToParams(filters)) params.set(name, value);
  return params;
}

/** The API's query: the filters, the exchange when it is the private one, then the page and its size. */
export function freightQuery({
  filters,
  page,
  limit,
  exchange = 'public',
}: {
  filters: TFilters;
  page: number;
  limit?: number;
  exchange?: TFreightExchange;
}) {
  const params = filtersToParams(filters);
  if (exchange === 'private') params.set('exchange', 'private');
  params.set('page', String(page));
  params.set('limit', String(limit ?? FREIGHT_LIMITS.pageSizeDefault));
  return params;
}

/** The filters with `changes` applied: undefined clears a filter. */
export function withFilters(filters: TFilters, changes: TFilters): TFilters {
  const next: Record<string, unknown> = { ...filters, ...changes };
  for (const [name, value] of Object.entries(next)) if (value === undefined) delete next[name];
  if (!next.start_place_id) delete next.startRadius;
  if (!next.end_place_id) delete next.endRadius;
  return next as TFilters;
}

/** The filters a preset sets, applied over the current ones. */
export function applyPreset(filters: TFilters, preset: TFilterPreset): TFilters {
  return withFilters(filters, presetFilters(preset));
}

/** The preset whose values the filters hold now, if any (the chip shown as chosen). */
export function activePreset(filters: TFilters): TFilterPreset | null {
  const preset = FILTER_PRESETS.find((entry) =>
    Object.entries(presetFilters(entry.value)).every(([name, value]) => filters[name as TFilterName] === value),
  );
  return preset?.value ?? null;
}

/** How many filters are set (the sort order is not one). */
export function countFilters(filters: TFilters): number {
  return Object.keys(filters).filter((name) => name !== 'order').length;
}
