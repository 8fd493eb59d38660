import { useSearchParams } from 'react-router';
import { readPageParam } from '../../../lib/page-param';
import { filtersToParams, readFilters } from '../utils/filters';
import type { TFilters } from '../utils/filters';

/**
 * The search lives in the URL: a reload, the back button or a shared link give the same search.
 * Changing the filters goes back to the first page.
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const page = readPageParam(searchParams);
  const setFilters = (next: TFilters) => setSearchParams(filtersToParams(next));
  return { filters, page, setFilters, searchParams };
}
