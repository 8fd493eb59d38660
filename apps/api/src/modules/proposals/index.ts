import { onOfferClosed, onOfferNotice } from '../offers';
import type { TAppModule } from '../../platform/modules';
import { proposalsRoutes } from './proposals.routes';
import { closePendingProposals, tellInvolvedCarriers } from './proposals.service';

export const proposalsModule: TAppModule = {
  name: 'proposals',
  routes: proposalsRoutes,
  setup(ctx) {
    onOfferNotice(ctx, tellInvolvedCarriers);
    onOfferClosed(ctx, closePendingProposals);
  },
};
export { onDealMade } from './proposals.service';
export type { TDealMade } from './proposals.service';
