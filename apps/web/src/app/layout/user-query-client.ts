import type { QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { QueryClientFactoryContext } from '../../lib/query-client';
import { useSession, useSessionStore } from '../../lib/session';
import type { TSessionStore } from '../../lib/session';

// One cache per session store (one per tab, one per test) and per user.
const caches = new WeakMap<TSessionStore, { userId: string | null; client: QueryClient }>();

/**
 * The server-data cache of the signed-in user, shared by the pages (query-layout.tsx) and the header
 * (the notifications of user-menus.tsx), which sits above the pages' outlet. Another account in the
 * same tab starts from an empty cache. It lives outside providers.tsx for the login route's 180 KB
 * budget: only lazy, signed-in code imports it.
 */
export function useUserQueryClient(): QueryClient {
  const store = useSessionStore();
  const createQueryClient = useContext(QueryClientFactoryContext);
  const userId = useSession().user?.id ?? null;
  let cache = caches.get(store);
  // Created while rendering, but once per user: every later render, of either user, reads it back.
  if (cache?.userId !== userId) {
    cache = { userId, client: createQueryClient() };
    caches.set(store, cache);
  }
  return cache.client;
}
