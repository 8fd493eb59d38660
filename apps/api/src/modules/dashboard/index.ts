import type { TAppModule } from '../../platform/modules';
import { dashboardRoutes } from './dashboard.routes';

/**
 * The dashboard module's public surface (issue 31): its figures read the other modules through
 * their index files (documents, drivers, invoices) and its own aggregates of missions and offers.
 */
export const dashboardModule: TAppModule = {
  name: 'dashboard',
  routes: dashboardRoutes,
};
