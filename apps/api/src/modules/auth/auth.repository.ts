import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { selectRows } from '../../db/client';
import { emailTokens, refreshTokens } from '../../db/schema';

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

export type TLiveSessionRow = {
  familyId: string;
  userAgent: string | null;
  ip: string | null;
  startedAt: Date;
  lastUsedAt: Date;
};

/**
 * The user's live sessions: each refresh-token family with a token neither revoked nor past its
 * expiry, described by its latest token (every refresh writes one, with the client's user agent
 * and address): that token's time is the session's last use.
 */
export async function findLiveSessions(db: TDb, userId: string, now: Date): Promise<TLiveSessionRow[]> {
  const rows = await selectRows<{
    family_id: string;
    user_agent: string | null;
    ip: string | null;
    started_at: Date | string;
    last_used_at: Date | string;
  }>(
    db,
    sql`select distinct on (family_id) family_id, user_agent, ip, created_at as last_used_at,
          min(created_at) over (partition by family_id) as started_at
        from ${refreshTokens}
        where user_id = ${userId} and revoked_at is null and expires_at > ${now.toISOString()}
        order by family_id, created_at desc`,
  );
  return rows
    .map((row) => ({
      familyId: row.family_id,
      userAgent: row.user_agent,
      ip: row.ip,
      startedAt: new Date(row.started_at),
      lastUsedAt: new Date(row.last_used_at),
    }))
    .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
}

/** Revokes one family of this user; answers whether it had a live token (false: not theirs, or over). */
export async function revokeUserRefreshFamily(db: TDb, userId: string, familyId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** Revokes every family of the user but `keptFamilyId` (null: all); answers the families it ended. */
export async function revokeOtherRefreshFamilies(
  db: TDb,
  userId: string,
  keptFamilyId: string | null,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keptFamilyId ? ne(refreshTokens.familyId, keptFamilyId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}

export async function insertPasswordResetToken(
  db: TDb,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values({ ...values, purpose: 'reset_password' });
}

/** Whether a reset link still works: read before the new password is hashed, so a dead link costs no hash. */
export async function isPasswordResetTokenLive(db: TDb, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, 'reset_password'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks a live reset token used and answers its user, in one statement: of two resets racing
 * with one link, exactly one gets it. Null for an unknown, used or expired link.
 */
export async function consumePasswordResetToken(db: TDb, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, 'reset_password'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Every other reset link of the user stops working once one has served (or the password changed). */
export async function expirePasswordResetTokens(db: TDb, userId: string, now: Date): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'reset_password'), isNull(emailTokens.usedAt)));
}
