import { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import { ApiError } from './api-client';

export type TQueryClientOptions = {
  /** Milliseconds before a failed request is asked again; TanStack's backoff (1 s, 2 s, …) when left out. */
  retryDelay?: number;
};

/** One cache of server data; a new one per signed-in user, so nothing of one account shows to the next. */
export function createQueryClient({ retryDelay }: TQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change by asking again; a network error or a 5xx may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        ...(retryDelay === undefined ? {} : { retryDelay }),
      },
      mutations: retryDelay === undefined ? {} : { retryDelay },
    },
  });
}

/**
 * What makes each user's cache (app/layout/user-query-client.ts). The app keeps the default; tests
 * provide one that retries at once (test/render.tsx), so a 5xx answer costs no real backoff there.
 */
export const QueryClientFactoryContext = createContext<() => QueryClient>(createQueryClient);
