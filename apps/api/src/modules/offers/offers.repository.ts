import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TNumberQuery, TOfferStatus, TOfferTab } from '@tariq/contracts';
import { NUMBER_PREFIXES, OFFER_TABS } from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import { numberSearchCondition } from '../../db/numbers';
import type { TNumberTarget } from '../../db/numbers';
import { offerTemplates, offers } from '../../db/schema';
import type { TNewOfferRow, TOfferRow, TOfferTemplateRow } from '../../db/schema';

export type { TOfferRow, TOfferTemplateRow };

export async function insertOffers(tx: TTx, rows: TNewOfferRow[]): Promise<TOfferRow[]> {
  return tx.insert(offers).values(rows).returning();
}

/** One offer of one company: another company's offer is not found (404, never 403). */
export async function findCompanyOffer(db: TDb, companyId: string, uid: string): Promise<TOfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.uid, uid), eq(offers.shipperCompanyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** An offer by id, locked until the end of the transaction. */
export async function lockOfferById(tx: TTx, id: string): Promise<TOfferRow | null> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).limit(1).for('update');
  return row ?? null;
}

/** The same, locked until the end of the transaction: concurrent changes wait for this one. */
export async function lockCompanyOffer(tx: TTx, companyId: string, uid: string): Promise<TOfferRow | null> {
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.uid, uid), eq(offers.shipperCompanyId, companyId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Where an offer's number is searched (freight search and the shipper's list alike). */
export const OFFER_NUMBER_TARGET: TNumberTarget = {
  column: offers.number,
  kind: 'offer',
  prefix: NUMBER_PREFIXES.offer,
  names: [NUMBER_PREFIXES.offer],
};

/** The condition of a number search on offers; undefined (no condition) when there is no search. */
export async function offerNumberCondition(db: TDb, query: TNumberQuery | null | undefined): Promise<SQL | undefined> {
  return query === undefined ? undefined : numberSearchCondition(db, query, [OFFER_NUMBER_TARGET]);
}

export async function findCompanyOffersPage(
  db: TDb,
  params: { companyId: string; tab: TOfferTab; limit: number; offset: number; numberQuery?: TNumberQuery | null },
): Promise<{ rows: TOfferRow[]; count: number }> {
  const where = and(
    eq(offers.shipperCompanyId, params.companyId),
    inArray(offers.status, [...OFFER_TABS[params.tab]] as TOfferStatus[]),
    await offerNumberCondition(db, params.numberQuery),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(where)
      // The next departures first in the working tabs; the latest first in the archive tabs.
      .orderBy(
        ...(params.tab === 'in_exchange' || params.tab === 'scheduled' || params.tab === 'in_progress'
          ? [offers.depDate, offers.depTime, offers.id]
          : [desc(offers.depDate), desc(offers.depTime), offers.id]),
      )
      .limit(params.limit)
      .offset(params.offset),
    db.select({ count: count() }).from(offers).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** Offers of a company per status, for the tab counters. */
export async function countCompanyOffersByStatus(
  db: TDb,
  companyId: string,
  numberQuery?: TNumberQuery | null,
): Promise<Map<TOfferStatus, number>> {
  const rows = await db
    .select({ status: offers.status, count: count() })
    .from(offers)
    .where(and(eq(offers.shipperCompanyId, companyId), await offerNumberCondition(db, numberQuery)))
    .groupBy(offers.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

export async function updateOffer(tx: TTx, id: string, values: Partial<TNewOfferRow>): Promise<TOfferRow> {
  const [row] = await tx
    .update(offers)
    .set({ ...values, version: sql`${offers.version} + 1` })
    .where(eq(offers.id, id))
    .returning();
  return row!;
}

/** The update if the offer's status is one of `from` (the row locked by the update itself); null otherwise or when no such offer. */
export async function updateOfferFrom(
  tx: TTx,
  id: string,
  from: readonly TOfferStatus[],
  values: Partial<TNewOfferRow>,
): Promise<TOfferRow | null> {
  const [row] = await tx
    .update(offers)
    .set({ ...values, version: sql`${offers.version} + 1` })
    .where(and(eq(offers.id, id), inArray(offers.status, [...from])))
    .returning();
  return row ?? null;
}

export async function deleteOffer(tx: TTx, id: string): Promise<void> {
  await tx.delete(offers).where(eq(offers.id, id));
}

/**
 * Marks offers still in exchange whose departure day is over as expired, a batch at a time.
 * `SKIP LOCKED`: two instances running the job at once share the rows instead of both taking them.
 */
export async function expireDueOffers(tx: TTx, now: Date, batchSize: number): Promise<TOfferRow[]> {
  const due = tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.status, 'in_exchange'), lte(offers.expiresAt, now)))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return tx
    .update(offers)
    .set({ status: 'expired', updatedAt: now, version: sql`${offers.version} + 1` })
    .where(inArray(offers.id, due))
    .returning();
}

/**
 * The cascade (issue 27): private offers still in exchange whose time to go public has come become
 * public, once each (locked, skipped by another instance's sweep, the time cleared).
 */
export async function publishDuePrivateOffers(tx: TTx, now: Date, batchSize: number): Promise<TOfferRow[]> {
  const due = tx
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.status, 'in_exchange'),
        eq(offers.visibility, 'private'),
        isNotNull(offers.publicAfter),
        lte(offers.publicAfter, now),
      ),
    )
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return tx
    .update(offers)
    .set({
      visibility: 'public',
      publicAfter: null,
      madePublicAt: now,
      updatedAt: now,
      version: sql`${offers.version} + 1`,
    })
    .where(inArray(offers.id, due))
    .returning();
}

export async function findCompanyTemplates(db: TDb, companyId: string): Promise<TOfferTemplateRow[]> {
  return db
    .select()
    .from(offerTemplates)
    .where(eq(offerTemplates.companyId, companyId))
    .orderBy(offerTemplates.name, offerTemplates.id);
}

export async function countCompanyTemplates(tx: TTx, companyId: string): Promise<number> {
  const [row] = await tx.select({ count: count() }).from(offerTemplates).where(eq(offerTemplates.companyId, companyId));
  return row?.count ?? 0;
}

export async function insertTemplate(
  tx: TTx,
  values: { companyId: string; createdByUserId: string; name: string; offer: Record<string, unknown>; createdAt: Date },
): Promise<TOfferTemplateRow> {
  const [row] = await tx.insert(offerTemplates).values(values).returning();
  return row!;
}

/** Answers whether a template of this company was deleted. */
export async function deleteCompanyTemplate(tx: TTx, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(offerTemplates)
    .where(and(eq(offerTemplates.id, id), eq(offerTemplates.companyId, companyId)))
    .returning({ id: offerTemplates.id });
  return rows.length > 0;
}

/**
 * Serialises template creation per company so that two requests cannot both pass the limit check
 * (an advisory lock on the company, released at commit).
 */
export async function lockCompanyTemplates(tx: TTx, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7261003, hashtext(${companyId}))`);
}

/**
 * Offers whose alerts were not checked yet, oldest publication first: marked checked now, in the
 * caller's transaction (locked rows skipped, so that two instances never take the same offer).
 */
export async function claimOffersForAlerts(tx: TTx, now: Date, limit: number): Promise<TOfferRow[]> {
  const due = tx
    .select({ id: offers.id })
    .from(offers)
    .where(isNull(offers.alertsCheckedAt))
    .orderBy(asc(offers.publishedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx.update(offers).set({ alertsCheckedAt: now }).where(inArray(offers.id, due)).returning();
}
