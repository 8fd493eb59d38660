import type { TAppModule } from '../../platform/modules';
import { adminRoutes } from './admin.routes';

/** The staff's back office: companies, their settings and users. The documents' review is the documents module's. */
export const adminModule: TAppModule = { name: 'admin', routes: adminRoutes };
