import { z } from 'zod';
import { OPTION_LISTS } from './catalogues/options';
import { ZDate, ZPrice } from './offers';
import { vkey } from './validation';

/** Proposals: the carrier's proposals and acceptances, the shipper's choice (spec 001 §2, §3, §4). */
export const DEAL_LIMITS = {
  commentMax: 200,
  /** Tacit acceptance of the charter order, and of a proof of delivery (spec 001 §4, §9). */
  tacitAcceptanceMinutes: 30,
} as const;

/**
 * `proposal`: a price of the carrier's own; `acceptance`: the offer's price, as published
 * ('Accepter au prix').
 */
export const PROPOSAL_KINDS = ['proposal', 'acceptance'] as const;
export type TProposalKind = (typeof PROPOSAL_KINDS)[number];

/**
 * Spec 001 §4 names pending, validated and refused. Ours adds what the history keeps: `withdrawn`
 * by the carrier, and `replaced` by the carrier's next proposal on the same offer.
 */
export const PROPOSAL_STATUSES = ['pending', 'validated', 'refused', 'withdrawn', 'replaced'] as const;
export type TProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Every allowed move, and nothing else: only a pending proposal is decided, once. */
export const PROPOSAL_TRANSITIONS: Readonly<Record<TProposalStatus, readonly TProposalStatus[]>> = {
  pending: ['validated', 'refused', 'withdrawn', 'replaced'],
  validated: [],
  refused: [],
  withdrawn: [],
  replaced: [],
};

export function canTransitionProposal(from: TProposalStatus, to: TProposalStatus): boolean {
  return PROPOSAL_TRANSITIONS[from].includes(to);
}

/** 'Proposer un prix': a price in the offer's currency, a comment, and new dates if the carrier needs them. */
/** A driver of the carrier's company, by id; none when absent or null. */
const ZDriverRef = z
  .guid({ error: vkey('invalidChoice') })
  .nullish()
  .transform((value) => value ?? null);

export const ZProposalRequest = z
  .object({
    price: ZPrice,
    comment: z
      .string({ error: vkey('invalid') })
      .trim()
      .max(DEAL_LIMITS.commentMax, { error: vkey('tooLong') })
      .nullish()
      .transform((value) => value || null),
    departure_date: ZDate.nullish().transform((value) => value ?? null),
    arrival_date: ZDate.nullish().transform((value) => value ?? null),
    /** One of the carrier's drivers (spec 001 §3, optional): the mission takes it. */
    driver_id: ZDriverRef,
  })
  .superRefine((proposal, context) => {
    if (proposal.departure_date && proposal.arrival_date && proposal.arrival_date < proposal.departure_date) {
      context.addIssue({ code: 'custom', message: vkey('arrivalBeforeDeparture'), path: ['arrival_date'] });
    }
  });
export type TProposalRequest = z.input<typeof ZProposalRequest>;
export type TProposalValues = z.output<typeof ZProposalRequest>;

/**
 * 'Accepter au prix': the price the carrier saw and commits to. Sent, it must still be the offer's
 * (409 OFFER_PRICE_CHANGED otherwise), so that a price changed meanwhile is never accepted unseen.
 */
export const ZAcceptAtPriceRequest = z
  .object({ expected_price: ZPrice.optional(), driver_id: ZDriverRef })
  // No body at all is an acceptance that does not say what it saw.
  .nullish()
  .transform((body) => ({ expected_price: body?.expected_price ?? null, driver_id: body?.driver_id ?? null }));
export type TAcceptAtPriceRequest = z.input<typeof ZAcceptAtPriceRequest>;

export const ZProposalIdParams = z.object({ id: z.guid({ error: vkey('invalid') }) });

export const ZProposal = z.object({
  id: z.string(),
  offer_uid: z.string(),
  kind: z.enum(PROPOSAL_KINDS),
  status: z.enum(PROPOSAL_STATUSES),
  price: z.number(),
  currency: z.enum(OPTION_LISTS.currency),
  comment: z.string().nullable(),
  /** The dates the carrier asks for, when they differ from the offer's. */
  departure_date: z.string().nullable(),
  arrival_date: z.string().nullable(),
  /** The driver the carrier named (its own proposals only; null for the shipper). */
  driver_id: z.string().nullable(),
  created_at: z.string(),
  /** When the shipper decided, or the carrier withdrew or replaced it. */
  decided_at: z.string().nullable(),
});
export type TProposal = z.infer<typeof ZProposal>;

/** A carrier's proposals on one offer, newest first: its own only, never another carrier's. */
export const ZProposalList = z.object({ data: z.array(ZProposal) });

export const PROPOSAL_ORDERS = ['time', 'price'] as const;
export const ZShipperProposalQuery = z.object({
  order: z.enum(PROPOSAL_ORDERS, { error: vkey('invalidChoice') }).default('time'),
});

/** A proposal as the shipper sees it: with the carrier company that made it. */
export const ZShipperProposal = ZProposal.extend({
  carrier: z.object({
    company_id: z.string(),
    name: z.string(),
    /** Its legal documents are verified. */
    documents_ok: z.boolean(),
    /** 'Documents vérifiés jusqu'au': the earliest expiry of its required documents while all are verified, else null. */
    documents_verified_until: z.string().nullable(),
    /** Null until the company has been rated (ratings come with missions). */
    rating: z.object({ average: z.number(), count: z.number() }).nullable(),
  }),
});
export type TShipperProposal = z.infer<typeof ZShipperProposal>;
export const ZShipperProposalList = z.object({ data: z.array(ZShipperProposal) });

/** What accepting a proposal made: the mission of the chosen carrier. */
export const ZAcceptProposalResponse = z.object({ mission_id: z.string() });
