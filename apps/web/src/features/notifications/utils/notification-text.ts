import { notificationEventOf } from '@tariq/contracts';
import type { TNotification, TNotificationEvent } from '@tariq/contracts';

/** The text of the `notifications` namespace of an event of the shared table (ARCHITECTURE.md §6). */
type TTextKey<E extends TNotificationEvent> = `notifications.text.${E['text']}`;

type TEvents = TNotificationEvent;

/** A text that also has a `_named` variant, which names who caused it. */
type TNamedTextKey = TTextKey<Extract<TEvents, { names: string }>>;

/** What a notification says: a text that names who caused it, or one that names nobody. */
export type TNotificationText = ({ key: TNamedTextKey; name: string } | { key: TTextKey<TEvents>; name: null }) & {
  /** What the alerts' texts (types 10 and 11) name: how many offers, which search or truck. */
  values: { count: number; search: string; truck: string };
};

/**
 * The text of a notification, from the shared table: its event's text, naming who caused it when
 * the event names someone and the server gave a name (an empty one counts as none). A shipper hears
 * of carriers, a carrier of shippers.
 */
export function notificationText(notification: TNotification): TNotificationText {
  const event = notificationEventOf(notification);
  const key: TTextKey<TEvents> = `notifications.text.${event.text}`;
  const name = event.names ? notification.data[event.names] : undefined;
  const values = {
    count: notification.data.count ?? 1,
    search: notification.data.search_name ?? '',
    truck: notification.data.truck_name ?? '',
  };
  return name ? { key: key as TNamedTextKey, name, values } : { key, name: null, values };
}

/** Up to two letters of a name, for an avatar without a picture: 'Transports Atlas' → 'TA'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase())
    .join('');
}
