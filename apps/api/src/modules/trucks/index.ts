import type { TAppModule } from '../../platform/modules';
import { trucksRoutes } from './trucks.routes';

/** The trucks module's public surface: other modules and the app reach it through this file only. */
export const trucksModule: TAppModule = { name: 'trucks', routes: trucksRoutes };
