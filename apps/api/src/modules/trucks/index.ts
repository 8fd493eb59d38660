import type { TAppModule } from '../../platform/modules';
import { runAlertsOnPublication, runOfferAlerts } from './truck-alerts';
import { truckIndex } from './truck-index';
import { askTrucksStillAvailable, endTruckPostings } from './truck-matching.service';
import { trucksRoutes } from './trucks.routes';

/** The trucks module's public surface: other modules and the app reach it through this file only. */
export const trucksModule: TAppModule = {
  name: 'trucks',
  routes: trucksRoutes,
  jobs: [
    // No ghost trucks (issue 28): a posting ends with its availability…
    { name: 'trucks.end-postings', everyMs: 60_000, run: endTruckPostings },
    // …and a truck visible for a day is asked about in the bell, once a day.
    { name: 'trucks.still-available', everyMs: 10 * 60_000, run: askTrucksStillAvailable },
    // Alerts: new offers for trucks and saved searches; grouped ones once their 10 minutes are over.
    { name: 'trucks.offer-alerts', everyMs: 30_000, run: runOfferAlerts },
  ],
  async warmUp(ctx, log) {
    // And at once after a publication, rather than at the next tick.
    runAlertsOnPublication(ctx, log);
    // The vehicle search's index, before the first search needs it.
    await truckIndex(ctx);
  },
};
/** For the matching benchmark (db/seed/bench-matching.ts): one run of the alerts' job. */
export { runOfferAlerts } from './truck-alerts';
