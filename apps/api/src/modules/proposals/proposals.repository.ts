import type { TProposalStatus } from '@tariq/contracts';
import { and, asc, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { companies, offers, proposals } from '../../db/schema';

export type TProposalRow = typeof proposals.$inferSelect;
export type TNewProposalRow = typeof proposals.$inferInsert;
export type TOfferRow = typeof offers.$inferSelect;

/**
 * An offer as a carrier may deal on it, locked until the end of the transaction: proposals,
 * acceptances and the shipper's choice on one offer happen one after the other.
 */
export async function lockOfferByUid(tx: TTx, uid: string): Promise<TOfferRow | null> {
  const [row] = await tx.select().from(offers).where(eq(offers.uid, uid)).limit(1).for('update');
  return row ?? null;
}

export async function lockOfferById(tx: TTx, id: string): Promise<TOfferRow | null> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function insertProposal(tx: TTx, values: TNewProposalRow): Promise<TProposalRow> {
  const [row] = await tx.insert(proposals).values(values).returning();
  return row!;
}

/** The company's pending proposal on the offer, if any, becomes `replaced`. */
export async function replacePendingProposal(tx: TTx, offerId: string, carrierCompanyId: string, now: Date) {
  await tx
    .update(proposals)
    .set({ status: 'replaced', decidedAt: now })
    .where(
      and(
        eq(proposals.offerId, offerId),
        eq(proposals.carrierCompanyId, carrierCompanyId),
        eq(proposals.status, 'pending'),
      ),
    );
}

/** Moves a pending proposal to `status`; null when it was no longer pending. */
export async function decidePendingProposal(
  tx: TTx,
  id: string,
  status: Exclude<TProposalStatus, 'pending'>,
  now: Date,
): Promise<TProposalRow | null> {
  const [row] = await tx
    .update(proposals)
    .set({ status, decidedAt: now })
    .where(and(eq(proposals.id, id), eq(proposals.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Every pending proposal of the offer but the winner's, refused; answers them. */
export async function refusePendingProposals(
  tx: TTx,
  offerId: string,
  now: Date,
  winnerId?: string,
): Promise<TProposalRow[]> {
  return tx
    .update(proposals)
    .set({ status: 'refused', decidedAt: now })
    .where(
      and(
        eq(proposals.offerId, offerId),
        eq(proposals.status, 'pending'),
        winnerId ? ne(proposals.id, winnerId) : undefined,
      ),
    )
    .returning();
}

export async function findProposal(db: TDb | TTx, id: string): Promise<TProposalRow | null> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1);
  return row ?? null;
}

export async function findProposalForUpdate(tx: TTx, id: string): Promise<TProposalRow | null> {
  const [row] = await tx.select().from(proposals).where(eq(proposals.id, id)).limit(1).for('update');
  return row ?? null;
}

/** A carrier company's proposals on one offer, newest first. */
export function findCompanyProposalsOnOffer(
  db: TDb,
  carrierCompanyId: string,
  uid: string,
): Promise<Array<{ proposal: TProposalRow; offerUid: string }>> {
  return db
    .select({ proposal: proposals, offerUid: offers.uid })
    .from(proposals)
    .innerJoin(offers, eq(offers.id, proposals.offerId))
    .where(and(eq(offers.uid, uid), eq(proposals.carrierCompanyId, carrierCompanyId)))
    .orderBy(desc(proposals.createdAt), desc(proposals.id));
}

export type TShipperProposalRow = {
  proposal: TProposalRow;
  offerUid: string;
  carrierName: string;
  carrierDocumentsOk: boolean;
  carrierDocumentsValidUntil: string | null;
  carrierRatingAverage: string | null;
  carrierRatingCount: number;
};

/** The proposals the shipper chooses from (not those the carriers withdrew or replaced). */
export function findOfferProposalsForShipper(
  db: TDb,
  offerId: string,
  order: 'time' | 'price',
): Promise<TShipperProposalRow[]> {
  return db
    .select({
      proposal: proposals,
      offerUid: offers.uid,
      carrierName: companies.legalName,
      carrierDocumentsOk: companies.documentsOk,
      carrierDocumentsValidUntil: companies.documentsValidUntil,
      carrierRatingAverage: companies.ratingAverage,
      carrierRatingCount: companies.ratingCount,
    })
    .from(proposals)
    .innerJoin(offers, eq(offers.id, proposals.offerId))
    .innerJoin(companies, eq(companies.id, proposals.carrierCompanyId))
    .where(and(eq(proposals.offerId, offerId), notInArray(proposals.status, ['withdrawn', 'replaced'])))
    .orderBy(
      ...(order === 'price'
        ? [asc(proposals.price), desc(proposals.createdAt)]
        : [desc(proposals.createdAt), asc(proposals.price)]),
      asc(proposals.id),
    );
}

/** Carrier companies with a pending or validated proposal on the offer: they hear of its changes. */
export async function findInvolvedCarrierCompanyIds(db: TDb | TTx, offerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: proposals.carrierCompanyId })
    .from(proposals)
    .where(and(eq(proposals.offerId, offerId), inArray(proposals.status, ['pending', 'validated'])));
  return rows.map((row) => row.companyId);
}

export async function findCompanyName(db: TDb | TTx, companyId: string): Promise<string> {
  const [row] = await db
    .select({ name: companies.legalName })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.name ?? '';
}
