import type { TFreightExchange } from '@tariq/contracts';
import { useSearchParams } from 'react-router';
import { readPageParam } from '../../../lib/page-param';
import { exchangeOf, filtersToParams, readFilters, searchParamsOf } from '../utils/filters';
import type { TFilters } from '../utils/filters';

/**
 * The search lives in the URL: a reload, the back button or a shared link give the same search.
 * Changing the filters goes back to the first page and stays in the same exchange (`tab=private`).
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const page = readPageParam(searchParams);
  const exchange: TFreightExchange = exchangeOf(searchParams);
  const setFilters = (next: TFilters) => setSearchParams(searchParamsOf(next, exchange));
  return { filters, page, exchange, setFilters, searchParams, filterParams: filtersToParams(filters) };
}
