import type { TAppModule } from '../../platform/modules';
import { notificationsRoutes } from './notifications.routes';

export const notificationsModule: TAppModule = { name: 'notifications', routes: notificationsRoutes };
export { forceLogout, missedNotifications, notify } from './notifications.service';
export type { TNotifyOptions } from './notifications.service';
