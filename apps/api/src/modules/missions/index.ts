import type { TAppModule } from '../../platform/modules';
import { registerMailAttachment } from '../mail';
import { onOfferClosed } from '../offers';
import { onDealMade } from '../proposals';
import { charterAttachment, createMission } from './charter.service';
import { acceptDuePods, confirmDueCharters } from './missions.jobs';
import { missionsRoutes } from './missions.routes';
import { cancelMissionOfOffer } from './missions.service';

export const missionsModule: TAppModule = {
  name: 'missions',
  routes: missionsRoutes,
  jobs: [
    { name: 'confirm-due-charters', everyMs: 60_000, run: confirmDueCharters },
    { name: 'accept-due-proofs-of-delivery', everyMs: 60_000, run: acceptDuePods },
  ],
  setup(ctx) {
    onDealMade(ctx, createMission);
    // The shipper cancels the offer: its live mission ends with it (the offer's notice tells the carrier).
    onOfferClosed(ctx, async (context, tx, closed) => {
      if (closed.status === 'cancelled' && closed.actor) {
        await cancelMissionOfOffer(context, tx, {
          auth: closed.actor,
          offerId: closed.offer.id,
          reason: closed.reason,
        });
      }
    });
    registerMailAttachment(ctx, 'charter', (ref) => charterAttachment(ctx, ref.missionId));
  },
};
export { acceptDuePods, confirmDueCharters } from './missions.jobs';
export { holdsDealOn } from './missions.service';
export {
  countDriverMissions,
  driverMissionInProgress,
  isDriverOnMissionInProgress,
  missionForTracking,
  setMissionDriver,
} from './mission-drivers';
export { carrierMissionIds, deliveredMissions, deliveredMissionsTotals } from './delivered-missions';
export type { TDeliveredMissionRow } from './delivered-missions';
