import type { TNotification } from '@tariq/contracts';

type TProgress = 'inProgress' | 'completed' | 'cancelled';

type TProgressKey = `notifications.text.mission.${TProgress}` | `notifications.text.shipment.${TProgress}`;

/** A text of the `notifications` namespace that also has a `_named` variant, which names who caused it. */
type TNamedTextKey =
  | 'notifications.text.newProposal'
  | 'notifications.text.proposalAccepted'
  | 'notifications.text.proposalRefused'
  | `notifications.text.offerChanged.${NonNullable<TNotification['data']['updatetype']>}`
  | 'notifications.text.acceptedAtPrice'
  | `notifications.text.mission.${TProgress}`
  | 'notifications.text.privateOffer'
  | 'notifications.text.mission.charterDeclined'
  | 'notifications.text.shipment.cancelled'
  | 'notifications.text.shipment.deleted'
  | 'notifications.text.shipment.podAccepted'
  | 'notifications.text.shipment.podContested';

/** What a notification says: a text that names who caused it, or one that names nobody. */
export type TNotificationText =
  | { key: TNamedTextKey; name: string }
  | {
      key:
        | TNamedTextKey
        | Exclude<TProgressKey, TNamedTextKey>
        | 'notifications.text.assignedToAnother'
        | 'notifications.text.account';
      name: null;
    };

/** The named text when the server gave a name (an empty one counts as none). */
function named(key: TNamedTextKey, name: string | undefined): TNotificationText {
  return name ? { key, name } : { key, name: null };
}

/** Types 5 and 8 carry a status: 3 in progress (also any status not known), 4 completed, 5 cancelled. */
function progress(status: number | undefined): TProgress {
  if (status === 4) return 'completed';
  if (status === 5) return 'cancelled';
  return 'inProgress';
}

/**
 * The text of each type (ARCHITECTURE.md §6; our wording). A shipper hears of carriers (0, 4, 5), a
 * carrier of shippers (1, 2, 3, 7, 8); a name left empty by the server gives the text without one.
 */
export function notificationText({ type, data }: TNotification): TNotificationText {
  const carrier = data.transporteurname;
  const shipper = data.expediteurname;
  switch (type) {
    case 0:
      return named('notifications.text.newProposal', carrier);
    case 1:
      return named('notifications.text.proposalAccepted', shipper);
    case 2:
      return named('notifications.text.proposalRefused', shipper);
    case 3:
      return named(`notifications.text.offerChanged.${data.updatetype ?? 'other'}`, shipper);
    case 4:
      return named('notifications.text.acceptedAtPrice', carrier);
    case 5:
      if (data.action === 'charter_declined') return named('notifications.text.mission.charterDeclined', carrier);
      return named(`notifications.text.mission.${progress(data.status)}`, carrier);
    case 6:
      return { key: 'notifications.text.assignedToAnother', name: null };
    case 7:
      return named('notifications.text.privateOffer', shipper);
    case 8: {
      if (data.action === 'deleted') return named('notifications.text.shipment.deleted', shipper);
      if (data.action === 'pod_accepted') return named('notifications.text.shipment.podAccepted', shipper);
      if (data.action === 'pod_contested') return named('notifications.text.shipment.podContested', shipper);
      const state = progress(data.status);
      // Who started or finished the shipment is not the shipper: only a cancellation is theirs to sign.
      return state === 'cancelled'
        ? named('notifications.text.shipment.cancelled', shipper)
        : { key: `notifications.text.shipment.${state}`, name: null };
    }
    case 9:
      // Never listed; kept readable should the list ever carry one.
      return { key: 'notifications.text.account', name: null };
  }
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
