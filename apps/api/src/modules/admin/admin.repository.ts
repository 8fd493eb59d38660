import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { auditLog, companies, companyDocuments, missions, offers, users } from '../../db/schema';
import type { TCompanyRow, TUserRow } from '../../db/schema';

export type TCompanyListRow = TCompanyRow & { usersCount: number };

/** Correlated by name: inside a subquery, drizzle's columns render unqualified. */
const usersCount = sql<number>`(select count(*)::int from users u where u.company_id = "companies"."id")`;

/** `%…%` with the LIKE wildcards of the input taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Companies (platform staff's own apart) whose name, NIF or RC, or one of whose users' e-mail, contains `q`. */
export async function searchCompanies(
  db: TDb,
  options: { q: string; limit: number; offset: number },
): Promise<{ rows: TCompanyListRow[]; count: number }> {
  const conditions: SQL[] = [sql`${companies.kind} <> 'platform'`];
  if (options.q) {
    const pattern = contains(options.q);
    conditions.push(
      or(
        ilike(companies.legalName, pattern),
        ilike(companies.vatNumber, pattern),
        ilike(companies.tradeRegisterNumber, pattern),
        sql`exists (select 1 from users u where u.company_id = "companies"."id" and u.email ilike ${pattern})`,
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ company: companies, usersCount })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), companies.id)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.company, usersCount: row.usersCount })), count: total?.total ?? 0 };
}

export async function findCompanyWithCount(db: TDb, companyId: string): Promise<TCompanyListRow | null> {
  const [row] = await db
    .select({ company: companies, usersCount })
    .from(companies)
    .where(and(eq(companies.id, companyId), sql`${companies.kind} <> 'platform'`));
  return row ? { ...row.company, usersCount: row.usersCount } : null;
}

export async function findCompanyUsers(db: TDb, companyId: string): Promise<TUserRow[]> {
  return db.select().from(users).where(eq(users.companyId, companyId)).orderBy(users.createdAt, users.id);
}

export async function findCompanyDocumentSummaries(db: TDb, companyId: string) {
  return db
    .select({
      id: companyDocuments.id,
      type: companyDocuments.type,
      status: companyDocuments.status,
      expiresAt: companyDocuments.expiresAt,
      uploadedAt: companyDocuments.uploadedAt,
    })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId))
    .orderBy(companyDocuments.type);
}

export async function countCompanyDeals(db: TDb, companyId: string): Promise<{ offers: number; missions: number }> {
  const [[offerCount], [missionCount]] = await Promise.all([
    db.select({ total: count() }).from(offers).where(eq(offers.shipperCompanyId, companyId)),
    db
      .select({ total: count() })
      .from(missions)
      .where(or(eq(missions.shipperCompanyId, companyId), eq(missions.carrierCompanyId, companyId))),
  ]);
  return { offers: offerCount?.total ?? 0, missions: missionCount?.total ?? 0 };
}

const actors = alias(users, 'actor');

/** What was done by the company's users, or to the company, its users or its documents; newest first. */
export async function findCompanyAudit(db: TDb, options: { companyId: string; entityIds: string[]; limit: number }) {
  const ids = [options.companyId, ...options.entityIds];
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      actorFirstName: actors.firstName,
      actorLastName: actors.lastName,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
    .where(or(eq(auditLog.actorCompanyId, options.companyId), inArray(auditLog.entityId, ids)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(options.limit);
}

export async function findUserById(db: TDb, userId: string): Promise<TUserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}
