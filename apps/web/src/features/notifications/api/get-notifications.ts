import {
  NOTIFICATION_LIMITS,
  UNLISTED_NOTIFICATION_TYPE,
  ZNotification,
  ZNotificationListResponse,
} from '@tariq/contracts';
import type { TNotification, TNotificationListResponse } from '@tariq/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

// The list shows in the header of every page: an answer it cannot read must fail the query (logged),
// not the render of the whole layout. One notification it does not know is left out, not the page.
const ZCounts = ZNotificationListResponse.omit({ data: true });

function readAnswer(answer: unknown): TNotificationListResponse {
  const counts = ZCounts.parse(answer);
  const items: unknown = (answer as { data?: unknown }).data;
  if (!Array.isArray(items)) throw new TypeError('The notifications answer has no list');
  return {
    ...counts,
    data: items.flatMap((item) => {
      const parsed = ZNotification.safeParse(item);
      return parsed.success && parsed.data.type !== UNLISTED_NOTIFICATION_TYPE ? [parsed.data] : [];
    }),
  };
}

/** `GET /api/user/notifications?page=&limit=`: one page, newest first, with every unread one counted. */
export async function getNotifications(page: number, signal?: AbortSignal): Promise<TNotificationListResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(NOTIFICATION_LIMITS.pageSizeDefault) });
  return readAnswer(await api<unknown>(`/api/user/notifications?${query}`, { signal }));
}

export function getNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam: number) =>
      lastPageParam < lastPage.total_pages ? lastPageParam + 1 : undefined,
  });
}

/**
 * The pages as one list. A notification pushed since the first page was read moved every later one
 * down a place, so the next page can repeat the last of the previous one: each shows once.
 */
export function flattenNotifications(pages: readonly TNotificationListResponse[]): TNotification[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.data.filter((notification) => !seen.has(notification.id) && Boolean(seen.add(notification.id))),
  );
}
