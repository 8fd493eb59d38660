import type { TNotification } from '@tariq/contracts';
import { paths } from '../../../config/paths';

/**
 * Where a click on a notification leads (spec 000 §2; ARCHITECTURE.md §6): the shipper's shipment
 * (0, 4, 5), the carrier's offer (1, 2, 3, 8), the exchange (6), the private exchange (7). One that
 * should name its offer and does not leads to the list the offer would be in.
 */
export function notificationHref({ type, data }: TNotification): string {
  switch (type) {
    case 0:
    case 4:
    case 5:
      return data.offre_uid ? paths.expeditions.detail.getHref(data.offre_uid) : paths.expeditions.root.getHref();
    case 1:
    case 2:
    case 3:
    case 8:
      return data.offre_uid ? paths.offers.detail.getHref(data.offre_uid) : paths.offers.root.getHref();
    case 6:
      return paths.offers.root.getHref();
    case 7:
      return paths.freights.privateTarget.getHref();
    case 9:
      // Never listed (account events); the dashboard shows the account's state.
      return paths.dashboard.root.getHref();
  }
}
