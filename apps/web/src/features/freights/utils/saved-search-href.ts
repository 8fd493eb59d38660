import type { TSavedSearch } from '@tariq/contracts';
import { paths } from '../../../config/paths';
import { filtersToParams, readFilters } from './filters';

/** The URL of a saved search: /freights with its filters (those this version still reads). */
export function savedSearchHref(saved: TSavedSearch): string {
  return paths.freights.root.getHref({ search: filtersToParams(readFilters(saved.filters)) });
}
