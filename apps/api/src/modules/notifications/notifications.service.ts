import type { TNotificationType } from '@tariq/contracts';
import type { TTx } from '../../db/client';
import type { TNotificationData } from '../../db/schema';
import type { TAppContext } from '../../platform/context';
import { insertNotifications } from './notifications.repository';

export type TNotifyOptions = { userIds: readonly string[]; type: TNotificationType; data: TNotificationData };

/**
 * The one way a capability tells users something (ARCHITECTURE.md §6): the rows are written in the
 * caller's transaction, so a notification exists exactly when its event does. The push to connected
 * clients and the e-mail copy come with the notifications capability (issue 6), behind this call.
 */
export async function notify(ctx: Pick<TAppContext, 'clock'>, tx: TTx, options: TNotifyOptions): Promise<void> {
  const createdAt = ctx.clock.now();
  const userIds = [...new Set(options.userIds)];
  await insertNotifications(
    tx,
    userIds.map((userId) => ({ userId, type: options.type, data: options.data, createdAt })),
  );
}
