import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { savedSearchesQueryOptions } from '../api/get-saved-searches';
import { savedSearchHref } from '../utils/saved-search-href';

/**
 * The parameter of a saved search's alert (notification type 10): `/freights?search=<id>`. It is no
 * filter (readFilters reads only the contract's filter names): the page's URL is the API's query.
 */
export const SAVED_SEARCH_PARAM = 'search';

/**
 * `/freights?search=<id>` becomes the saved search's own URL (its filters) once the saved searches
 * are read, in place of the link (the back button does not bring it back); an id the user no longer
 * has, or a list that cannot be read, just drops the parameter. Answers whether that is still to
 * come: the search waits for it rather than reading the whole exchange first.
 */
export function useSavedSearchLink(): boolean {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const id = searchParams.get(SAVED_SEARCH_PARAM);
  const { data: searches, isError } = useQuery({ ...savedSearchesQueryOptions(), enabled: id !== null });

  useEffect(() => {
    if (id === null || (!searches && !isError)) return;
    const saved = searches?.find((search) => search.id === id);
    if (saved) {
      void navigate(savedSearchHref(saved), { replace: true });
      return;
    }
    const rest = new URLSearchParams(searchParams);
    rest.delete(SAVED_SEARCH_PARAM);
    void navigate({ search: rest.toString() }, { replace: true });
  }, [id, searches, isError, searchParams, navigate]);

  return id !== null;
}
