import type { TTruckSearchFilters } from '@tariq/contracts';
import { TRUCK_FILTER_NAMES, TRUCK_LIMITS, readTruckFilter, truckTypeQuery } from '@tariq/contracts/truck-filters';
import type { TTruckFilterName, TTruckViewMode } from '@tariq/contracts/truck-filters';

/** The filters of a vehicle search (spec 000 §3): every one optional, as the contract reads them. */
export type TTruckFilters = Partial<Pick<TTruckSearchFilters, TTruckFilterName>>;

/**
 * The filters of the page's URL: each value the contract reads is kept, what it cannot read (an old
 * or hand-edited link) is dropped rather than failing the whole search. Read without zod: the page
 * shows before zod and the schemas load. The names are the API's; only `type` differs in the request
 * (the URL keeps the type chosen, the request its subtypes).
 */
export function readTruckFilters(params: URLSearchParams): TTruckFilters {
  const filters: Record<string, unknown> = {};
  for (const name of TRUCK_FILTER_NAMES) {
    const value = readTruckFilter(name, params.get(name) ?? undefined);
    if (value !== undefined) filters[name] = value;
  }
  // A radius is around a place: without its place the server would refuse the whole search.
  if (!filters.start_place_id) delete filters.startRadius;
  // So would an end before the start: the end is dropped, the start kept.
  if (filters.availableFrom && filters.availableUntil && filters.availableUntil < filters.availableFrom)
    delete filters.availableUntil;
  return filters as TTruckFilters;
}

/** The filters as query parameters, in the contract's order; unset ones are left out. */
export function truckFiltersToParams(filters: TTruckFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of TRUCK_FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  return params;
}

/** `?view=MAP` shows the map; anything else, or nothing, the list. */
export function readTruckView(params: URLSearchParams): TTruckViewMode {
  return params.get('view') === 'MAP' ? 'MAP' : 'LIST';
}

/** The page's URL query: the filters, the map view when chosen, the page from the second on. */
export function truckSearchParams(filters: TTruckFilters, view: TTruckViewMode, page = 1): URLSearchParams {
  const params = truckFiltersToParams(filters);
  if (view === 'MAP') params.set('view', 'MAP');
  if (page > 1) params.set('page', String(page));
  return params;
}

/** `GET /api/trucks`'s query: the filters, a parent type expanded to its subtypes (spec 000 §7), the page and its size. */
export function truckSearchQuery({ filters, page, limit }: { filters: TTruckFilters; page: number; limit?: number }) {
  const params = truckFiltersToParams(filters);
  if (filters.type) params.set('type', truckTypeQuery(filters.type));
  params.set('page', String(page));
  params.set('limit', String(limit ?? TRUCK_LIMITS.pageSizeDefault));
  return params;
}

/** The filters with `changes` applied: undefined clears a filter. */
export function withTruckFilters(filters: TTruckFilters, changes: TTruckFilters): TTruckFilters {
  const next: Record<string, unknown> = { ...filters, ...changes };
  for (const [name, value] of Object.entries(next)) if (value === undefined) delete next[name];
  if (!next.start_place_id) delete next.startRadius;
  return next as TTruckFilters;
}
