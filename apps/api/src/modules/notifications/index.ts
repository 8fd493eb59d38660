import type { TAppModule } from '../../platform/modules';
import { notificationsRoutes } from './notifications.routes';
import { relayToHub } from './notifications.service';

export const notificationsModule: TAppModule = {
  name: 'notifications',
  routes: notificationsRoutes,
  // Every instance pushes to its own subscribers what any instance committed.
  setup: relayToHub,
};
export { forceLogout, missedNotifications, notify } from './notifications.service';
export type { TNotifyOptions } from './notifications.service';
