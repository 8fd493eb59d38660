import { notificationEventOf } from '@tariq/contracts';
import type { TNotification } from '@tariq/contracts';
import { paths } from '../../../config/paths';

/**
 * Where a click on a notification leads: its event's target in the shared table (spec 000 §2;
 * ARCHITECTURE.md §6). One that should name its offer and does not leads to the list the offer
 * would be in.
 */
export function notificationHref(notification: TNotification): string {
  const uid = notification.data.offre_uid;
  switch (notificationEventOf(notification).target) {
    case '/expeditions/{offre_uid}':
      return uid ? paths.expeditions.detail.getHref(uid) : paths.expeditions.root.getHref();
    case '/offres/{offre_uid}':
      return uid ? paths.offers.detail.getHref(uid) : paths.offers.root.getHref();
    case '/offres':
      return paths.offers.root.getHref();
    case '/private':
      return paths.freights.privateTarget.getHref();
    case '/freights?search={search_id}': {
      const id = notification.data.search_id;
      return id
        ? paths.freights.root.getHref({ search: new URLSearchParams({ search: id }) })
        : paths.freights.root.getHref();
    }
    case '/trucks/my?truck={truck_id}': {
      const id = notification.data.truck_id;
      return id ? paths.trucks.mine.getHref({ truck: id }) : paths.trucks.mine.getHref();
    }
    case null:
      // Never listed (account events); the dashboard shows the account's state.
      return paths.dashboard.root.getHref();
  }
}
