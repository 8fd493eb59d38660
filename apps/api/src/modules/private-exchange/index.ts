import type { TAppModule } from '../../platform/modules';
import { privateExchangeRoutes } from './private-exchange.routes';

/** The private exchange's public surface (issue 27): other modules and the app reach it through this file only. */
export const privateExchangeModule: TAppModule = { name: 'private-exchange', routes: privateExchangeRoutes };

export {
  findAudienceCompanyIds,
  joinInvitedNetworks,
  offerVisibleToCarrier,
  privateAudienceHolds,
  recordNetworkSignUp,
  resolvePrivateAudience,
  tellPrivateAudience,
  writeOfferAudience,
} from './private-exchange.service';
