import type { QueryClient } from '@tanstack/react-query';
import { freightKeys } from './freight-keys';

/**
 * After a proposal refused because the offer changed (taken, price removed): its detail is read again,
 * and the search lists, which may still show it, are marked stale.
 */
export function invalidateFreight(queryClient: QueryClient, uid: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: freightKeys.detail(uid) }),
    queryClient.invalidateQueries({ queryKey: freightKeys.lists(), refetchType: 'none' }),
  ]);
}
