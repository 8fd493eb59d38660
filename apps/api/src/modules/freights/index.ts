import type { TAppModule } from '../../platform/modules';
import { offerEventTopics, subscribeOfferEvents } from '../offers';
import { freightsRoutes } from './freights.routes';
import { exchangeIndexReady } from './freights.service';

export const freightsModule: TAppModule = {
  name: 'freights',
  routes: freightsRoutes,
  setup(ctx) {
    // Every instance hears of every offer event (pub/sub) and tells its own subscribers.
    // A private offer's events go to its audience's private-exchange topics only.
    subscribeOfferEvents(ctx, (events) => {
      for (const event of events) {
        const data = JSON.stringify({ uid: event.uid, event: event.event });
        for (const topic of offerEventTopics(event)) ctx.hub.publish(topic, { data });
      }
    });
  },
  async warmUp(ctx) {
    await exchangeIndexReady(ctx);
  },
};
export { alertSavedSearches, flushSavedSearchAlerts } from './saved-search-alerts';
