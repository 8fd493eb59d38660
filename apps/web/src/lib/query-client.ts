import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One cache of server data; a new one per signed-in user, so nothing of one account shows to the next. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change by asking again; a network error or a 5xx may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
