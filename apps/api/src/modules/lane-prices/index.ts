import type { TAppModule } from '../../platform/modules';
import { lanePricesRoutes } from './lane-prices.routes';

/** The lane-prices module's public surface: other modules and the app reach it through this file only. */
export const lanePricesModule: TAppModule = { name: 'lane-prices', routes: lanePricesRoutes };
