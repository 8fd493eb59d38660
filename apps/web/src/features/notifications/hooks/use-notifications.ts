import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { flattenNotifications, getNotificationsQueryOptions } from '../api/get-notifications';
import { useViewAllNotifications } from '../api/view-all-notifications';
import { useViewNotification } from '../api/view-notification';
import { unreadCount } from '../utils/notification-pages';
import { logFailure } from '../utils/log-failure';

/**
 * The panel's list and the bell's counter, from one cache entry: pages of 5 read one after the
 * other ('more' appends the next), kept in step with every change (read, all read, pushed). A list
 * that cannot be read is only logged (spec 000 §8): the bell shows no badge, the panel no items.
 */
export function useNotifications() {
  const { data, error, isPending, isError, isStale, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useInfiniteQuery(getNotificationsQueryOptions());
  const markViewed = useViewNotification();
  const markAllViewed = useViewAllNotifications();

  useEffect(() => {
    if (error) logFailure('the list could not be read', error);
  }, [error]);

  const notifications = useMemo(() => flattenNotifications(data?.pages ?? []), [data]);

  const loadMore = useCallback(() => {
    void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage]);

  /** For the panel as it opens: a list read a while ago, or not at all, is read again. */
  const refreshIfStale = useCallback(() => {
    if (isStale || isError) void refetch();
  }, [isStale, isError, refetch]);

  return {
    notifications,
    unread: unreadCount(data),
    /** The first read, or a read again after a failure; never while a list is on screen. */
    isLoading: isPending,
    hasMore: hasNextPage,
    isLoadingMore: isFetchingNextPage,
    loadMore,
    refreshIfStale,
    markViewed,
    markAllViewed,
  };
}
