import type { TAppModule } from '../../platform/modules';
import { cataloguesRoutes } from './catalogues.routes';

export const cataloguesModule: TAppModule = { name: 'catalogues', routes: cataloguesRoutes };
