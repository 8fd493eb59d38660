import { and, eq, isNull, lt } from 'drizzle-orm';
import type { TTx } from './client';
import { idempotencyKeys } from './schema';
import type { TIdempotencyKeyRow } from './schema';

/** The statements of the idempotent calls (platform/idempotency.ts), each in the caller's transaction. */

const keyOf = (userId: string, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** Records a new key for a call under way: false when the user has it already. */
export async function insertIdempotencyKey(
  tx: TTx,
  row: { userId: string; key: string; request: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/** Takes over the key of the same call still under way since before `abandonedBefore` (its server stopped). */
export async function takeOverIdempotencyKey(
  tx: TTx,
  options: { userId: string; key: string; request: string; abandonedBefore: Date; now: Date },
): Promise<boolean> {
  const taken = await tx
    .update(idempotencyKeys)
    .set({ createdAt: options.now })
    .where(
      and(
        keyOf(options.userId, options.key),
        eq(idempotencyKeys.request, options.request),
        isNull(idempotencyKeys.statusCode),
        lt(idempotencyKeys.createdAt, options.abandonedBefore),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

export async function findIdempotencyKey(tx: TTx, userId: string, key: string): Promise<TIdempotencyKeyRow | null> {
  const [row] = await tx.select().from(idempotencyKeys).where(keyOf(userId, key));
  return row ?? null;
}

export async function recordIdempotentAnswer(
  tx: TTx,
  options: { userId: string; key: string; statusCode: number; body: string; contentType: string | null },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: options.statusCode, body: options.body, contentType: options.contentType })
    .where(keyOf(options.userId, options.key));
}

export async function deleteIdempotencyKey(tx: TTx, userId: string, key: string): Promise<void> {
  await tx.delete(idempotencyKeys).where(keyOf(userId, key));
}

export async function deleteIdempotencyKeysBefore(tx: TTx, before: Date): Promise<number> {
  const gone = await tx
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
