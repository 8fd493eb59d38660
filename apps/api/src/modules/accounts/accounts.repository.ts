import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TLanguage } from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import { definePrepared } from '../../db/prepared';
import { companies, emailTokens, users } from '../../db/schema';
import type { TCompanyRow, TEmailTokenPurpose, TNewCompanyRow, TNewUserRow, TUserRow } from '../../db/schema';

export type TUserWithCompany = { user: TUserRow; company: TCompanyRow };

const userWithCompanyById = definePrepared((db) =>
  db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('find_user_with_company_by_id'),
);

export async function findUserWithCompanyById(db: TDb, userId: string): Promise<TUserWithCompany | null> {
  const [row] = await userWithCompanyById(db).execute({ userId });
  return row ?? null;
}

const enabledUserWithCompany = definePrepared((db) =>
  db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.disabledAt)))
    .limit(1)
    .prepare('find_enabled_user_with_company'),
);

/** Read on every authenticated request whose session is not cached: a prepared statement. */
export async function findEnabledUserWithCompany(db: TDb, userId: string): Promise<TUserWithCompany | null> {
  const [row] = await enabledUserWithCompany(db).execute({ userId });
  return row ?? null;
}

export async function findUserWithCompanyByEmail(tx: TDb, email: string): Promise<TUserWithCompany | null> {
  const [row] = await tx
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function updateUserLanguage(tx: TDb, userId: string, language: TLanguage, now: Date): Promise<void> {
  await tx.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}

export async function touchUserLastLogin(tx: TDb, userId: string, now: Date): Promise<void> {
  await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

export async function updateUserPasswordHash(tx: TDb, userId: string, passwordHash: string, now: Date): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function updateUserDisabledAt(tx: TDb, userId: string, disabledAt: Date | null, now: Date): Promise<void> {
  // Enabled again: whatever closed it (a report, a departure) is over; the audit log keeps the story.
  const cleared = disabledAt === null ? { reportedAt: null, reportedById: null, leftAt: null } : {};
  await tx
    .update(users)
    .set({ disabledAt, ...cleared, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function updateCompanyPlatformSettings(
  tx: TDb,
  companyId: string,
  settings: Pick<TCompanyRow, 'modules' | 'isVip'>,
  now: Date,
): Promise<void> {
  await tx
    .update(companies)
    .set({ ...settings, updatedAt: now })
    .where(eq(companies.id, companyId));
}

/** The enabled users of these companies, each with its company. */
export async function findUsersOfCompanies(
  db: TDb,
  companyIds: readonly string[],
): Promise<{ userId: string; companyId: string }[]> {
  if (companyIds.length === 0) return [];
  return db
    .select({ userId: users.id, companyId: users.companyId })
    .from(users)
    .where(and(inArray(users.companyId, [...companyIds]), isNull(users.disabledAt)));
}

/** The platform staff's own company, if one was made. */
export async function findPlatformCompany(tx: TDb): Promise<TCompanyRow | null> {
  const [row] = await tx.select().from(companies).where(eq(companies.kind, 'platform')).limit(1);
  return row ?? null;
}

/**
 * A new company, or null when its tax number is already a company's (unique index on
 * `upper(vat_number)`): the conflict is an answer, not an error that would abort the transaction.
 */
export async function insertCompany(tx: TTx, values: TNewCompanyRow): Promise<TCompanyRow | null> {
  const [row] = await tx.insert(companies).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A new user, or null when the e-mail is already a user's, whatever its case (unique index on `lower(email)`). */
export async function insertUser(tx: TTx, values: TNewUserRow): Promise<TUserRow | null> {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertEmailToken(tx: TTx, values: typeof emailTokens.$inferInsert): Promise<void> {
  await tx.insert(emailTokens).values(values);
}

/** Whether a company holds this tax number (as normalised), whatever its case. */
export async function isVatNumberTaken(db: TDb, vatNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`upper(${companies.vatNumber})`, vatNumber.toUpperCase()))
    .limit(1);
  return row !== undefined;
}

export async function findUserEmailNotifications(
  db: TDb,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ settings: Record<string, unknown> } | null> {
  const query = db.select({ settings: users.emailNotifications }).from(users).where(eq(users.id, userId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateUserEmailNotifications(
  tx: TTx,
  userId: string,
  values: { settings: Record<string, boolean>; digestAt: Date | undefined; now: Date },
): Promise<void> {
  await tx
    .update(users)
    .set({ emailNotifications: values.settings, emailDigestAt: values.digestAt, updatedAt: values.now })
    .where(eq(users.id, userId));
}

/** The company row, locked for the change that follows (or only read). */
export async function lockCompany(
  db: TDb,
  companyId: string,
  options: { lock?: boolean } = {},
): Promise<TCompanyRow | null> {
  const query = db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  const [row] = options.lock === false ? await query : await query.for('update');
  return row ?? null;
}

export async function updateCompanyRow(tx: TTx, companyId: string, values: Partial<TNewCompanyRow>): Promise<void> {
  await tx.update(companies).set(values).where(eq(companies.id, companyId));
}

export async function updateUserRow(tx: TTx, userId: string, values: Partial<TNewUserRow>): Promise<void> {
  await tx.update(users).set(values).where(eq(users.id, userId));
}

/** Whether another company than this one holds the tax number. */
export async function isVatNumberTakenByAnother(db: TDb, vatNumber: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(sql`upper(${companies.vatNumber})`, vatNumber.toUpperCase()), ne(companies.id, companyId)))
    .limit(1);
  return row !== undefined;
}

const companyEprotocol = definePrepared((db) =>
  db
    .select({
      eprotocolKey: companies.eprotocolKey,
      eprotocolName: companies.eprotocolName,
      eprotocolMime: companies.eprotocolMime,
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .limit(1)
    .prepare('find_company_eprotocol'),
);

/** Read at every publication: a prepared statement. */
export async function findCompanyEprotocol(db: TDb, companyId: string) {
  const [row] = await companyEprotocol(db).execute({ companyId });
  return row ?? null;
}
/**
 * Marks a live token used and answers its user; null when no token of that hash is live (unknown,
 * used or expired). One conditional update: of two requests with one token, one only gets the user.
 */
export async function consumeEmailToken(
  tx: TTx,
  options: { tokenHash: string; purpose: TEmailTokenPurpose; now: Date },
): Promise<{ userId: string } | null> {
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(emailTokens.tokenHash, options.tokenHash),
        eq(emailTokens.purpose, options.purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, options.now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row ?? null;
}

export async function findEmailToken(tx: TDb, tokenHash: string, purpose: TEmailTokenPurpose) {
  const [row] = await tx
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** Every still-unused token of this purpose of the user, marked used. */
export async function consumeUserEmailTokens(
  tx: TTx,
  options: { userId: string; purpose: TEmailTokenPurpose; now: Date },
): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: options.now })
    .where(
      and(eq(emailTokens.userId, options.userId), eq(emailTokens.purpose, options.purpose), isNull(emailTokens.usedAt)),
    );
}

/** The address verified now, unless it already was (the first verification's time is kept). */
export async function updateUserEmailVerified(tx: TTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** PostgreSQL's unique_violation, as either driver reports it (drizzle wraps it in its own error's `cause`). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}

/**
 * Changes a user's names, e-mail or language; answers false, changing nothing, when the e-mail is
 * already another user's (any case). Under a savepoint: a refused unique index must not abort the
 * caller's transaction, and checking first would still race another sign-up.
 */
export async function updateUserIdentity(
  tx: TTx,
  userId: string,
  values: Pick<Partial<TNewUserRow>, 'firstName' | 'lastName' | 'email' | 'language' | 'updatedAt'>,
): Promise<boolean> {
  try {
    await tx.transaction((savepoint) => savepoint.update(users).set(values).where(eq(users.id, userId)));
    return true;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) return false;
    throw error;
  }
}

/** Deletes a user of the company with this role (what hangs on it goes with it, or lets go); answers whether one was. */
export async function deleteCompanyUser(
  tx: TTx,
  options: { userId: string; companyId: string; role: TUserRow['role'] },
): Promise<boolean> {
  const rows = await tx
    .delete(users)
    .where(and(eq(users.id, options.userId), eq(users.companyId, options.companyId), eq(users.role, options.role)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Whether the user is a driver (ROLE_DRIVER) of the company. */
export async function isDriverOfCompany(db: TDb | TTx, companyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.role, 'ROLE_DRIVER')));
  return row !== undefined;
}

/** These companies' rows (the invoices module copies their identifiers). */
export function findCompaniesByIds(db: TDb | TTx, ids: readonly string[]): Promise<TCompanyRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(companies)
    .where(inArray(companies.id, [...ids]));
}
