import type { TAppModule } from '../../platform/modules';
import { authRoutes } from './auth.routes';

export const authModule: TAppModule = { name: 'auth', routes: authRoutes };
export { isSessionLive, revokeUserSessions } from './auth.service';
