import { describe, expect, it } from 'vitest';
import { makeNotification, makeNotificationList } from '../../../test/notifications';
import { flattenNotifications } from '../api/get-notifications';
import { unreadCount, withAllViewed, withPushed, withViewed } from './notification-pages';
import type { TNotificationPages } from './notification-pages';

function pagesOf(...pages: Parameters<typeof makeNotificationList>[0][]): TNotificationPages {
  return { pages: pages.map((page) => makeNotificationList(page)), pageParams: pages.map((_, index) => index + 1) };
}

describe('the cached list of notifications', () => {
  const unread = makeNotification();
  const read = makeNotification({ viewed: true });

  it('counts one read once, on every page, and leaves a read one as it is', () => {
    const pages = pagesOf(
      { data: [unread], total_not_viewed: 4, total_pages: 2 },
      { data: [read], total_not_viewed: 4 },
    );
    const once = withViewed(pages, unread.id);
    expect(once.pages.map((page) => page.total_not_viewed)).toEqual([3, 3]);
    expect(once.pages[0]!.data[0]!.viewed).toBe(true);
    expect(withViewed(once, unread.id)).toBe(once);
    expect(withViewed(pages, read.id)).toBe(pages);
    expect(withViewed(pages, 'not-listed')).toBe(pages);
  });

  it('reads everything at once: no unread left, the counter at 0', () => {
    const all = withAllViewed(pagesOf({ data: [unread, read], total_not_viewed: 12 }));
    expect(unreadCount(all)).toBe(0);
    expect(all.pages[0]!.data.every((notification) => notification.viewed)).toBe(true);
  });

  it('puts a pushed one first and counts it, but not twice, and not when it is already read', () => {
    const pages = pagesOf({ data: [read], total_not_viewed: 0 });
    const pushed = makeNotification();
    const after = withPushed(pages, pushed);
    expect(after.pages[0]!.data.map((notification) => notification.id)).toEqual([pushed.id, read.id]);
    expect(unreadCount(after)).toBe(1);
    expect(withPushed(after, pushed)).toBe(after);
    expect(unreadCount(withPushed(after, makeNotification({ viewed: true })))).toBe(1);
  });

  it('reads the counter from the last page read, and shows each notification once across pages', () => {
    const pages = pagesOf({ data: [unread, read], total_not_viewed: 1 }, { data: [read], total_not_viewed: 2 });
    expect(unreadCount(pages)).toBe(2);
    expect(unreadCount(undefined)).toBe(0);
    expect(flattenNotifications(pages.pages).map((notification) => notification.id)).toEqual([unread.id, read.id]);
  });
});
