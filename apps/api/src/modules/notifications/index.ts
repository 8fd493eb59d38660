import type { TAppModule } from '../../platform/modules';
import { notificationsRoutes } from './notifications.routes';
import { relayToHub, sendEmailDigests } from './notifications.service';

export const notificationsModule: TAppModule = {
  name: 'notifications',
  routes: notificationsRoutes,
  // Every instance pushes to its own subscribers what any instance committed.
  setup: relayToHub,
  // Due digests are looked for every quarter of an hour; each user's comes a day after the last.
  jobs: [{ name: 'email-digest', everyMs: 15 * 60_000, run: (ctx) => sendEmailDigests(ctx) }],
};
export {
  forceLogout,
  forceSessionsLogout,
  missedNotifications,
  notify,
  notifyCompanyUsers,
  notifyEach,
  sendEmailDigests,
} from './notifications.service';
export type { TNotifyOptions } from './notifications.service';
