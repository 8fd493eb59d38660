import type { TAppModule } from '../../platform/modules';
import { freightsRoutes } from './freights.routes';

export const freightsModule: TAppModule = { name: 'freights', routes: freightsRoutes };
