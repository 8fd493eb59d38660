import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { createQueryClient } from '../../lib/query-client';

/**
 * Server-data cache (TanStack Query) of every page but login. It is a lazy route, not a provider in
 * providers.tsx: mounted there it adds about 7 KB gzip to the login route, which has a 200 KB budget.
 */
export function QueryLayout() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [cache, setCache] = useState<{ userId: string | null; client: QueryClient }>(() => ({
    userId,
    client: createQueryClient(),
  }));
  // Another account in the same tab starts from an empty cache.
  if (cache.userId !== userId) setCache({ userId, client: createQueryClient() });
  return (
    <QueryClientProvider client={cache.client}>
      <Outlet />
    </QueryClientProvider>
  );
}
