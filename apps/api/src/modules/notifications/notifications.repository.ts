import type { TLanguage, TNotificationType } from '@tariq/contracts';
import { UNLISTED_NOTIFICATION_TYPE } from '@tariq/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { TNotificationData } from '../../db/schema';

export type TNotificationRow = typeof notifications.$inferSelect;

type TNotificationInsert = { userId: string; type: TNotificationType; data: TNotificationData; createdAt: Date };
type TWritten = Array<{ row: TNotificationRow; recipient: TEmailRecipient | null }>;

/**
 * The notifications written, each with its user's e-mail settings when that user may get the copy
 * (enabled, address verified; else null), in one statement: a deal's transaction makes fewer round
 * trips while it holds the offer.
 */
export function insertNotificationsForRecipients(tx: TTx, rows: TNotificationInsert[]): Promise<TWritten> {
  return rows.length === 0 ? Promise.resolve([]) : insertWithRecipients(tx, { rows });
}

/**
 * The same notification to every enabled user of these companies, chosen by the statement that
 * writes them (a deal's news goes to the whole company), with their e-mail settings as above.
 */
export function insertCompanyNotificationsForRecipients(
  tx: TTx,
  companyIds: readonly string[],
  message: Omit<TNotificationInsert, 'userId'>,
): Promise<TWritten> {
  return companyIds.length === 0 ? Promise.resolve([]) : insertWithRecipients(tx, { companyIds, message });
}

/** `INSERT … SELECT` the enabled users of these companies (the identity `seq` is the table's to give). */
function companyInsert(companyIds: readonly string[], message: Omit<TNotificationInsert, 'userId'>) {
  const chosen = and(inArray(users.companyId, [...companyIds]), isNull(users.disabledAt));
  return sql`INSERT INTO ${notifications} (${sql.identifier('user_id')}, ${sql.identifier('type')}, ${sql.identifier('data')}, ${sql.identifier('created_at')})
    SELECT ${users.id}, ${message.type}::smallint, ${JSON.stringify(message.data)}::jsonb, ${message.createdAt.toISOString()}::timestamptz
    FROM ${users} WHERE ${chosen} RETURNING *`;
}

async function insertWithRecipients(
  tx: TTx,
  source:
    { rows: TNotificationInsert[] } | { companyIds: readonly string[]; message: Omit<TNotificationInsert, 'userId'> },
): Promise<TWritten> {
  const inserted =
    'rows' in source
      ? tx.$with('inserted').as(tx.insert(notifications).values(source.rows).returning())
      : tx.$with('inserted', getTableColumns(notifications)).as(companyInsert(source.companyIds, source.message));
  const found = await tx
    .with(inserted)
    .select({
      id: inserted.id,
      seq: inserted.seq,
      userId: inserted.userId,
      type: inserted.type,
      data: inserted.data,
      viewedAt: inserted.viewedAt,
      createdAt: inserted.createdAt,
      recipient: recipientColumns,
    })
    .from(inserted)
    .leftJoin(users, and(eq(users.id, inserted.userId), isNull(users.disabledAt), isNotNull(users.emailVerifiedAt)))
    .orderBy(asc(inserted.seq));
  return found.map(({ recipient, ...row }) => ({ row, recipient }));
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
