import type { QueryClient } from '@tanstack/react-query';
import type { TNotificationPages } from '../utils/notification-pages';
import { notificationKeys } from './notification-keys';

/**
 * Applies to the panel's list a change the server already knows (read, all read, pushed). A read of
 * the list in flight started before the change and would bring the old state back, and a list not
 * read yet has nothing to change: in both cases the list is read again.
 */
export function updateNotificationList(
  queryClient: QueryClient,
  update: (pages: TNotificationPages) => TNotificationPages,
): void {
  const queryKey = notificationKeys.list();
  const isHeld = queryClient.getQueryData<TNotificationPages>(queryKey) !== undefined;
  queryClient.setQueryData<TNotificationPages>(queryKey, (pages) => pages && update(pages));
  if (!isHeld || queryClient.isFetching({ queryKey }) > 0) void queryClient.invalidateQueries({ queryKey });
}
