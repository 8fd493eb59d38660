/** Query keys of the notifications feature: every operation file reads and updates through these. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The panel's list, page after page (an infinite query), with the unread counter. */
  list: () => [...notificationKeys.all, 'list'] as const,
};
