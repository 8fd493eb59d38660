import type { TAppModule } from '../../platform/modules';
import { driversRoutes } from './drivers.routes';

/** The drivers module's public surface: other modules and the app reach it through this file only. */
export const driversModule: TAppModule = { name: 'drivers', routes: driversRoutes };
