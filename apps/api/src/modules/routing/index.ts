import type { TAppModule } from '../../platform/modules';
import { routingRoutes } from './routing.routes';

/** The routing module's public surface: other modules and the app reach it through this file only. */
export const routingModule: TAppModule = { name: 'routing', routes: routingRoutes };
export { footprintOf, routeBetween } from './routing.service';
export { estimateRoadKm } from './estimate';
export type { TComputedRoute } from './routing.service';
