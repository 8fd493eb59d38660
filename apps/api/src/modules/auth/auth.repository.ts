import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export async function insertRefreshToken(
  db: TDb,
  values: {
    userId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * The successor of a rotated token, once: refreshes racing on one token all derive the same
 * successor, and the ones after the first find it there (on PostgreSQL a racing insert waits for
 * the first to commit, then does nothing).
 */
export async function insertSuccessorRefreshToken(
  db: TDb,
  values: Parameters<typeof insertRefreshToken>[1],
): Promise<void> {
  await db.insert(refreshTokens).values(values).onConflictDoNothing({ target: refreshTokens.tokenHash });
}

/**
 * Marks a live token used and returns it, in one statement: of two refreshes racing with the same
 * token, exactly one gets the row.
 */
export async function consumeRefreshToken(db: TDb, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findRefreshToken(db: TDb, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function revokeRefreshFamily(db: TDb, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserRefreshTokens(db: TDb, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Whether the family still has a token neither revoked nor past its absolute expiry. */
export async function isRefreshFamilyLive(db: TDb, userId: string, familyId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
