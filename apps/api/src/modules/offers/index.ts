import type { TAppModule } from '../../platform/modules';
import { offersRoutes } from './offers.routes';
import { expireOffers, publishPrivateOffersDue } from './offers.service';

export const offersModule: TAppModule = {
  name: 'offers',
  routes: offersRoutes,
  jobs: [
    { name: 'expire-offers', everyMs: 60_000, run: expireOffers },
    // The private exchange's cascade to the public one (issue 27).
    { name: 'private-offers-cascade', everyMs: 60_000, run: publishPrivateOffersDue },
  ],
};
export {
  changeOfferStatus,
  claimNewOffersForAlerts,
  expireOffers,
  findShipperOffer,
  getOffer,
  publishPrivateOffersDue,
} from './offers.service';
export { offerNumberCondition } from './offers.repository';
export type { TOfferRow } from './offers.repository';
export type { TChangeOfferStatusOptions } from './offers.service';
export { offerEventTopics, publishOfferEvents, subscribeOfferEvents } from './offer-events';
export type { TOfferEvent, TOfferEventMessage } from './offer-events';
export { onOfferClosed, onOfferNotice } from './offer-lifecycle';
export type { TOfferClosed, TOfferNotice } from './offer-lifecycle';
export { toOffer } from './offer-view';
