import type { TTruckViewMode } from '@tariq/contracts/truck-filters';
import { useSearchParams } from 'react-router';
import { readPageParam } from '../../../lib/page-param';
import { readTruckFilters, readTruckView, truckSearchParams } from '../utils/truck-search-filters';
import type { TTruckFilters } from '../utils/truck-search-filters';

/**
 * The vehicle search lives in the URL: a reload, the back button or a shared link give the same
 * search, view and page. Changing the filters goes back to the first page and keeps the view.
 */
export function useTruckSearchUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readTruckFilters(searchParams);
  const view = readTruckView(searchParams);
  const page = readPageParam(searchParams);
  const setFilters = (next: TTruckFilters) => setSearchParams(truckSearchParams(next, view));
  /** The address of the same search in another view or at another page. */
  const hrefOf = (options: { view?: TTruckViewMode; page?: number }) => ({
    search: truckSearchParams(filters, options.view ?? view, options.page).toString(),
  });
  return { filters, view, page, setFilters, hrefOf };
}
