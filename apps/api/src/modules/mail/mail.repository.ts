import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type TMailRow = typeof mailOutbox.$inferSelect;

export async function insertMails(tx: TTx, rows: Array<typeof mailOutbox.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(mailOutbox).values(rows);
}

/**
 * Takes the mails due for this runner: each is leased until `leaseUntil` (another runner skips it
 * meanwhile, and takes it again after, should this one die before it is sent) and counted as tried.
 */
export function leaseDueMails(tx: TTx, now: Date, leaseUntil: Date, batchSize: number): Promise<TMailRow[]> {
  const due = tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return tx
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function updateMail(tx: TTx, id: string, values: Partial<typeof mailOutbox.$inferInsert>): Promise<void> {
  await tx.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));
}

/** Every mail sent to this address, oldest first (tests and the dev mailbox). */
export function findMailsTo(db: TDb, address: string): Promise<TMailRow[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(asc(mailOutbox.createdAt));
}

/** The newest mails, to one address (any case) or to all: the dev mailbox. */
export function findRecentMails(db: TDb, options: { to?: string; limit: number }): Promise<TMailRow[]> {
  const query = db.select().from(mailOutbox);
  const filtered = options.to ? query.where(eq(sql`lower(${mailOutbox.toAddress})`, options.to.toLowerCase())) : query;
  return filtered.orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(options.limit);
}
