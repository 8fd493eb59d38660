import type { QueryClient } from '@tanstack/react-query';
import { offerKeys } from './offer-keys';

/**
 * After a change to one offer: its detail and every list (a tab's rows and counts) are read again.
 * `refetchDetail: false` only marks the detail stale, for an offer that is gone (a refetch would 404
 * on the page still showing it).
 */
export function invalidateOffer(
  queryClient: QueryClient,
  uid: string,
  options: { refetchDetail?: boolean } = {},
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: offerKeys.detail(uid),
      refetchType: options.refetchDetail === false ? 'none' : 'active',
    }),
    queryClient.invalidateQueries({ queryKey: offerKeys.lists() }),
  ]);
}
