import type { TNotificationType } from '@tariq/contracts';
import type { TTx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { TNotificationData } from '../../db/schema';

export async function insertNotifications(
  tx: TTx,
  rows: Array<{ userId: string; type: TNotificationType; data: TNotificationData; createdAt: Date }>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}
