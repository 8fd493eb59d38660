import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TLanguage } from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import { definePrepared } from '../../db/prepared';
import { companies, emailTokens, users } from '../../db/schema';
import type { TCompanyRow, TNewCompanyRow, TNewUserRow, TUserRow } from '../../db/schema';

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

export async function updateUserDisabledAt(tx: TDb, userId: string, disabledAt: Date | null, now: Date): Promise<void> {
  await tx.update(users).set({ disabledAt, updatedAt: now }).where(eq(users.id, userId));
}

/** The enabled users of these companies: who hears of what happens to the company's deals. */
export async function findCompanyUserIds(db: TDb, companyIds: readonly string[]): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.companyId, [...companyIds]), isNull(users.disabledAt)));
  return rows.map((row) => row.id);
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
