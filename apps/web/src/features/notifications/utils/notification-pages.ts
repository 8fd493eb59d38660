import type { TNotification, TNotificationListResponse } from '@tariq/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** The panel's list as the cache holds it: the pages read so far, each with the unread counter. */
export type TNotificationPages = InfiniteData<TNotificationListResponse>;

// Every page carries the counter as it was when that page was read; a change made here goes to each
// page, so the counter reads the same whichever page it is taken from.
function updatePages(
  pages: TNotificationPages,
  update: (page: TNotificationListResponse, index: number) => TNotificationListResponse,
): TNotificationPages {
  return { ...pages, pages: pages.pages.map(update) };
}

/** The unread counter: the last page read is the freshest. */
export function unreadCount(pages: TNotificationPages | undefined): number {
  return pages?.pages.at(-1)?.total_not_viewed ?? 0;
}

/** The notification `id`, when a page read so far holds it. */
export function findNotification(pages: TNotificationPages, id: string): TNotification | undefined {
  for (const page of pages.pages) {
    const found = page.data.find((notification) => notification.id === id);
    if (found) return found;
  }
  return undefined;
}

/** One notification read: it is no longer unread, and the counter drops by one (once). */
export function withViewed(pages: TNotificationPages, id: string): TNotificationPages {
  if (findNotification(pages, id)?.viewed !== false) return pages;
  return updatePages(pages, (page) => ({
    ...page,
    data: page.data.map((notification) => (notification.id === id ? { ...notification, viewed: true } : notification)),
    total_not_viewed: Math.max(0, page.total_not_viewed - 1),
  }));
}

/** Every notification read; the counter at 0. */
export function withAllViewed(pages: TNotificationPages): TNotificationPages {
  return updatePages(pages, (page) => ({
    ...page,
    data: page.data.map((notification) => (notification.viewed ? notification : { ...notification, viewed: true })),
    total_not_viewed: 0,
  }));
}

/**
 * A pushed notification at the top, counted when unread. One already held (the hub replays what a
 * reconnecting stream missed, and the list may have read it meanwhile) changes nothing.
 */
export function withPushed(pages: TNotificationPages, notification: TNotification): TNotificationPages {
  if (findNotification(pages, notification.id)) return pages;
  const added = notification.viewed ? 0 : 1;
  return updatePages(pages, (page, index) => ({
    ...page,
    data: index === 0 ? [notification, ...page.data] : page.data,
    total_not_viewed: page.total_not_viewed + added,
  }));
}
