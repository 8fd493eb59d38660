import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useUserQueryClient } from './user-query-client';

/**
 * Server-data cache (TanStack Query) of every page but login. It is a lazy route, not a provider in
 * providers.tsx: mounted there it adds about 7 KB gzip to the login route, which has a 180 KB budget.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={useUserQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
