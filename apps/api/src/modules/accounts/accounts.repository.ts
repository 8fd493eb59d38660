import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TLanguage } from '@tariq/contracts';
import type { TDb } from '../../db/client';
import { companies, users } from '../../db/schema';
import type { TCompanyRow, TUserRow } from '../../db/schema';

export type TUserWithCompany = { user: TUserRow; company: TCompanyRow };

export async function findUserWithCompanyById(tx: TDb, userId: string): Promise<TUserWithCompany | null> {
  const [row] = await tx
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The fields of an enabled user and its company that make up a request's identity. */
export async function findEnabledUserAccess(tx: TDb, userId: string) {
  const [row] = await tx
    .select({
      userId: users.id,
      companyId: users.companyId,
      role: users.role,
      language: users.language,
      modules: companies.modules,
      documentsOk: companies.documentsOk,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), isNull(users.disabledAt)))
    .limit(1);
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
