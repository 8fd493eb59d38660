import type { TNotification, TNotificationListResponse } from '@tariq/contracts';
import { ZNotification, ZNotificationListResponse } from '@tariq/contracts/notifications';

let sequence = 0;

/**
 * A notification as the list and the hub give it: unread, a minute old, a new proposal on the offer
 * x7Kp2mQa by Transports Atlas. Checked against the shared schema; each gets its own id.
 */
export function makeNotification(overrides: Partial<TNotification> = {}): TNotification {
  sequence += 1;
  return ZNotification.parse({
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 0,
    viewed: false,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    data: { offre_uid: 'x7Kp2mQa', transporteurname: 'Transports Atlas' },
    ...overrides,
  });
}

/** A page of `GET /api/user/notifications`. */
export function makeNotificationList(overrides: Partial<TNotificationListResponse> = {}): TNotificationListResponse {
  const data = overrides.data ?? [];
  return ZNotificationListResponse.parse({
    data,
    total_pages: 1,
    total_not_viewed: data.filter((notification) => !notification.viewed).length,
    ...overrides,
  });
}
