import { FREIGHTS_TOPIC } from '@tariq/contracts';
import type { TAppModule } from '../../platform/modules';
import { subscribeOfferEvents } from '../offers';
import { freightsRoutes } from './freights.routes';
import { exchangeIndexReady } from './freights.service';

export const freightsModule: TAppModule = {
  name: 'freights',
  routes: freightsRoutes,
  setup(ctx) {
    // Every instance hears of every offer event (pub/sub) and tells its own subscribers.
    subscribeOfferEvents(ctx, (events) => {
      for (const event of events) ctx.hub.publish(FREIGHTS_TOPIC, { data: JSON.stringify(event) });
    });
  },
  async warmUp(ctx) {
    await exchangeIndexReady(ctx);
  },
};
