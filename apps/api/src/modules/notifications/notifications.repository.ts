import type { TLanguage, TNotificationType } from '@tariq/contracts';
import { UNLISTED_NOTIFICATION_TYPE } from '@tariq/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { TNotificationData } from '../../db/schema';

export type TNotificationRow = typeof notifications.$inferSelect;

export async function insertNotifications(
  tx: TTx,
  rows: Array<{ userId: string; type: TNotificationType; data: TNotificationData; createdAt: Date }>,
): Promise<TNotificationRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(notifications).values(rows).returning();
}

/** The panel lists every type but the account events. */
const listedOf = (userId: string) =>
  and(eq(notifications.userId, userId), ne(notifications.type, UNLISTED_NOTIFICATION_TYPE));

export function findUserNotificationsPage(
  db: TDb,
  userId: string,
  page: { limit: number; offset: number },
): Promise<TNotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(listedOf(userId))
    .orderBy(desc(notifications.seq))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countUserNotifications(db: TDb, userId: string): Promise<{ total: number; notViewed: number }> {
  const [row] = await db
    .select({
      total: count(),
      notViewed: sql<number>`count(*) FILTER (WHERE ${notifications.viewedAt} IS NULL)`.mapWith(Number),
    })
    .from(notifications)
    .where(listedOf(userId));
  return { total: row?.total ?? 0, notViewed: row?.notViewed ?? 0 };
}

/** Marks one of the user's notifications viewed; false when the user has none of this id. */
export async function markNotificationViewed(tx: TTx, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(notifications)
    .set({ viewedAt: sql`coalesce(${notifications.viewedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsViewed(tx: TTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(notifications)
    .set({ viewedAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.viewedAt)));
}

/** The notifications of these sequence numbers (a commit's), in order. */
export function findNotificationsBySeq(db: TDb, seqs: number[]): Promise<TNotificationRow[]> {
  if (seqs.length === 0) return Promise.resolve([]);
  return db.select().from(notifications).where(inArray(notifications.seq, seqs)).orderBy(asc(notifications.seq));
}

/** What a user missed after `seq`: the latest `limit` of them, oldest first. */
export async function findNotificationsAfter(
  db: TDb,
  userId: string,
  seq: number,
  limit: number,
): Promise<TNotificationRow[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.seq, seq)))
    .orderBy(desc(notifications.seq))
    .limit(limit);
  return rows.reverse();
}

/** Who may get the e-mail copy of a notification: enabled users whose address is verified. */
export type TEmailRecipient = {
  id: string;
  email: string;
  firstName: string;
  language: TLanguage;
  settings: Record<string, unknown>;
};

const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
  settings: users.emailNotifications,
};

export function findEmailRecipients(tx: TTx, userIds: readonly string[]): Promise<TEmailRecipient[]> {
  return tx
    .select(recipientColumns)
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNull(users.disabledAt), isNotNull(users.emailVerifiedAt)));
}

/**
 * Users whose daily digest is due (made a day or more ago), locked so that one instance makes each;
 * with the start of the day the digest covers.
 */
export function leaseDueDigests(
  tx: TTx,
  now: Date,
  dayMs: number,
  limit: number,
): Promise<(TEmailRecipient & { since: Date | null })[]> {
  const dayAgo = new Date(now.getTime() - dayMs);
  return tx
    .select({ ...recipientColumns, since: users.emailDigestAt })
    .from(users)
    .where(
      and(
        isNull(users.disabledAt),
        isNotNull(users.emailVerifiedAt),
        sql`(${users.emailNotifications} ->> 'dailyDigest') = 'true'`,
        or(isNull(users.emailDigestAt), lte(users.emailDigestAt, dayAgo)),
      ),
    )
    .orderBy(asc(users.emailDigestAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export function findNotificationsBetween(
  tx: TTx,
  userId: string,
  range: { after: Date; until: Date },
): Promise<TNotificationRow[]> {
  return tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        gt(notifications.createdAt, range.after),
        lte(notifications.createdAt, range.until),
      ),
    )
    .orderBy(asc(notifications.seq));
}

export async function updateDigestAt(tx: TTx, userId: string, at: Date): Promise<void> {
  await tx.update(users).set({ emailDigestAt: at }).where(eq(users.id, userId));
}
