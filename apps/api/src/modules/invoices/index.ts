import type { TAppModule } from '../../platform/modules';
import { invoicesRoutes } from './invoices.routes';

/** The invoices module's public surface: other modules and the app reach it through this file only. */
export const invoicesModule: TAppModule = { name: 'invoices', routes: invoicesRoutes };
