import type { TAppModule } from '../../platform/modules';
import { healthRoutes } from './health.routes';

export const healthModule: TAppModule = { name: 'health', routes: healthRoutes };
