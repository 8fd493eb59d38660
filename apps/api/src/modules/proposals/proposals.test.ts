import { ZProposal, ZProposalList, ZShipperProposalList } from '@tariq/contracts';
import { asc, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missions, notifications, offers, proposals } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces, createUser } from '../../test/helpers';
import type { TTestApp, TSignedInUser } from '../../test/helpers';
import { validOffer } from '../../test/offers';
import { expireOffers } from '../offers';

let t: TTestApp;
let shipper: TSignedInUser;
let otherShipper: TSignedInUser;
let carriers: TSignedInUser[];
/** A second user of the first carrier's company: company news reaches every user. */
let colleague: { user: { id: string } };

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, {
    role: 'ROLE_COMMISSIONNAIRE',
    companyName: 'Cevital Agro',
    // Some tests publish private offers.
    modules: ['private_freight'],
  });
  otherShipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Condor Logistique' });
  carriers = [];
  for (const name of ['Trans Sahel', 'Atlas Fret', 'Hoggar Routes']) {
    // The first one's documents verified until the end of January (the documents module keeps the date on its row).
    const documentsValidUntil = name === 'Trans Sahel' ? '2027-01-30' : null;
    carriers.push(await createSignedInUser(t, { companyName: name, documentsValidUntil }));
  }
  colleague = await createUser(t.db, { companyId: carriers[0]!.company.id });
}, 120_000);
afterAll(() => t.close());

async function publish(overrides: Parameters<typeof validOffer>[0] = {}, owner = shipper): Promise<string> {
  const response = await owner.inject({ method: 'POST', url: '/api/offers', payload: validOffer(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().uids as string[])[0]!;
}

function propose(carrier: TSignedInUser, uid: string, payload: Record<string, unknown> = { price: 80000 }) {
  return carrier.inject({ method: 'POST', url: `/api/freights/${uid}/proposals`, payload });
}

async function proposed(carrier: TSignedInUser, uid: string, payload: Record<string, unknown> = { price: 80000 }) {
  const response = await propose(carrier, uid, payload);
  expect(response.statusCode, response.body).toBe(201);
  return ZProposal.parse(response.json());
}

async function shipperList(uid: string, query = '', owner = shipper) {
  const response = await owner.inject({ method: 'GET', url: `/api/offers/${uid}/proposals${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZShipperProposalList.parse(response.json()).data;
}

async function lastSeq(): Promise<number> {
  const [row] = await t.db.read((db) =>
    db.select({ seq: sql<number>`coalesce(max(${notifications.seq}), 0)`.mapWith(Number) }).from(notifications),
  );
  return row!.seq;
}

/** Every notification written after `since`, as [user id, type] pairs sorted. */
async function notifiedSince(since: number): Promise<Array<[string, number]>> {
  const rows = await t.db.read((db) =>
    db
      .select({ userId: notifications.userId, type: notifications.type, seq: notifications.seq })
      .from(notifications)
      .where(gt(notifications.seq, since))
      .orderBy(asc(notifications.seq)),
  );
  return rows.map((row): [string, number] => [row.userId, row.type]).sort();
}

const pairs = (users: Array<{ user: { id: string } }>, type: number) =>
  users.map((user): [string, number] => [user.user.id, type]);

describe('proposing a price (carrier)', () => {
  it('records a pending proposal, tells every user of the shipper company (type 0), and shows it to its carrier only', async () => {
    const uid = await publish();
    const since = await lastSeq();
    const proposal = await proposed(carriers[0]!, uid, {
      price: 78000.5,
      comment: '  Camion disponible dès 6 h  ',
      departure_date: '2026-11-23',
      arrival_date: '2026-11-24',
    });
    expect(proposal).toMatchObject({
      offer_uid: uid,
      kind: 'proposal',
      status: 'pending',
      price: 78000.5,
      currency: 'DZD',
      comment: 'Camion disponible dès 6 h',
      departure_date: '2026-11-23',
      arrival_date: '2026-11-24',
      decided_at: null,
    });
    expect(await notifiedSince(since)).toEqual(pairs([shipper], 0));
    const [notification] = (await shipper.inject({ method: 'GET', url: '/api/user/notifications?limit=1' })).json()
      .data as Array<{ data: Record<string, unknown> }>;
    expect(notification!.data).toEqual({ offre_uid: uid, transporteurname: 'Trans Sahel' });

    const mine = await carriers[0]!.inject({ method: 'GET', url: `/api/freights/${uid}/proposals` });
    expect(ZProposalList.parse(mine.json()).data.map((item) => item.id)).toEqual([proposal.id]);
    // Another carrier never sees it, nor its price.
    const theirs = await carriers[1]!.inject({ method: 'GET', url: `/api/freights/${uid}/proposals` });
    expect(theirs.json()).toEqual({ data: [] });
    expect(await shipperList(uid)).toEqual([
      {
        ...proposal,
        carrier: {
          company_id: carriers[0]!.company.id,
          name: 'Trans Sahel',
          documents_ok: true,
          // 'Documents vérifiés jusqu'au 30 janv. 2027' on the shipper's card.
          documents_verified_until: '2027-01-30',
          rating: null,
        },
      },
    ]);
  });

  it('replaces the company’s pending proposal with the next one, keeping the history', async () => {
    const uid = await publish();
    const first = await proposed(carriers[0]!, uid, { price: 90000 });
    t.clock.advance(1000);
    const second = await proposed(carriers[0]!, uid, { price: 85000 });
    const history = ZProposalList.parse(
      (await carriers[0]!.inject({ method: 'GET', url: `/api/freights/${uid}/proposals` })).json(),
    ).data;
    expect(history.map((item) => [item.id, item.status])).toEqual([
      [second.id, 'pending'],
      [first.id, 'replaced'],
    ]);
    expect((await shipperList(uid)).map((item) => item.id)).toEqual([second.id]);
  });

  it('accepts at the offer’s price (type 4), and refuses it for an offer without a price', async () => {
    const uid = await publish({ price: 91000 });
    const since = await lastSeq();
    const response = await carriers[1]!.inject({ method: 'POST', url: `/api/freights/${uid}/accept` });
    expect(response.statusCode, response.body).toBe(201);
    expect(ZProposal.parse(response.json())).toMatchObject({ kind: 'acceptance', price: 91000, status: 'pending' });
    expect(await notifiedSince(since)).toEqual(pairs([shipper], 4));

    // The price the carrier saw must still be the offer's: a changed price is never accepted unseen.
    const repriced = await publish({ price: 92000 });
    const before = await countProposals();
    const stale = await carriers[1]!.inject({
      method: 'POST',
      url: `/api/freights/${repriced}/accept`,
      payload: { expected_price: 91000 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'OFFER_PRICE_CHANGED',
      message: "Le prix de l'offre a changé : vérifiez le nouveau prix avant d'accepter.",
    });
    expect(await countProposals()).toBe(before);
    const seen = await carriers[1]!.inject({
      method: 'POST',
      url: `/api/freights/${repriced}/accept`,
      payload: { expected_price: 92000 },
    });
    expect(seen.statusCode, seen.body).toBe(201);
    const badPrice = await carriers[1]!.inject({
      method: 'POST',
      url: `/api/freights/${repriced}/accept`,
      payload: { expected_price: -1 },
    });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().fields).toHaveProperty('expected_price');

    const negotiable = await publish({ price: null });
    const refused = await carriers[1]!.inject({ method: 'POST', url: `/api/freights/${negotiable}/accept` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OFFER_WITHOUT_PRICE',
      message: "Cette offre n'a pas de prix : proposez le vôtre.",
    });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const uid = await publish();
    const before = await countProposals();
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{}, ['price']],
      [{ price: 0, comment: 'x'.repeat(201) }, ['comment', 'price']],
      [{ price: 1000, departure_date: '2026-11-21' }, ['departure_date']],
      [{ price: 1000, departure_date: '2026-11-25', arrival_date: '2026-11-24' }, ['arrival_date']],
      // The offer arrives on 2026-11-23: leaving after that without a new arrival date cannot be.
      [{ price: 1000, departure_date: '2026-11-26' }, ['departure_date']],
      [{ price: 1000, arrival_date: '2026-13-01' }, ['arrival_date']],
    ];
    for (const [payload, fields] of cases) {
      const response = await propose(carriers[0]!, uid, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields).sort(), JSON.stringify(payload)).toEqual(fields);
    }
    const dated = await propose(carriers[0]!, uid, { price: 1000, departure_date: '2026-11-21' });
    expect(dated.json().fields.departure_date).toBe("La date ne peut pas être antérieure à aujourd'hui");
    const late = await propose(carriers[0]!, uid, { price: 1000, departure_date: '2026-11-26' });
    expect(late.json().fields.departure_date).toBe(
      "La date de départ doit être au plus tard le jour de l'arrivée prévue",
    );
    expect(await countProposals()).toBe(before);
  });

  it('checks the role, the documents and the offer: only open offers of the public exchange', async () => {
    const uid = await publish();
    expect((await propose(shipper, uid)).json()).toMatchObject({ code: 'ROLE_FORBIDDEN' });
    const unverified = await createSignedInUser(t, { documentsOk: false });
    expect((await propose(unverified, uid)).json()).toMatchObject({ code: 'DOCUMENTS_REQUIRED' });
    expect((await propose(carriers[0]!, 'NO-SUCH-UID')).statusCode).toBe(404);
    // A private offer: its audience deals on it, any other carrier finds nothing.
    const added = await shipper.inject({
      method: 'POST',
      url: '/api/private-exchange/network',
      payload: { carrierId: carriers[1]!.company.id },
    });
    expect(added.statusCode, added.body).toBe(201);
    const privateUid = await publish({ visibility: 'private' });
    expect((await propose(carriers[0]!, privateUid)).statusCode).toBe(404);
    expect((await propose(carriers[1]!, privateUid)).statusCode).toBe(201);
    const cancelled = await publish();
    await shipper.inject({ method: 'POST', url: `/api/offers/${cancelled}/cancel`, payload: {} });
    const late = await propose(carriers[0]!, cancelled);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('OFFER_NOT_AVAILABLE');
  });
});

async function countProposals(): Promise<number> {
  const [row] = await t.db.read((db) => db.select({ n: count() }).from(proposals));
  return row!.n;
}

describe('an offer that leaves the exchange without a choice', () => {
  it('refuses the pending proposals of an offer that expires', async () => {
    const uid = await publish();
    const proposal = await proposed(carriers[1]!, uid);
    // Past the end of the departure day, the expiry job runs.
    const [offer] = await t.db.read((db) => db.select().from(offers).where(eq(offers.uid, uid)));
    await t.db.transaction((tx) =>
      tx
        .update(offers)
        .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
        .where(eq(offers.id, offer!.id)),
    );
    await expireOffers(t.app.ctx);
    const mine = ZProposalList.parse(
      (await carriers[1]!.inject({ method: 'GET', url: `/api/freights/${uid}/proposals` })).json(),
    ).data;
    expect(mine.map((item) => [item.id, item.status])).toEqual([[proposal.id, 'refused']]);
  });
});

describe('withdrawing a proposal (carrier)', () => {
  it('withdraws its own pending one; another carrier’s is not found; a decided one is a conflict', async () => {
    const uid = await publish();
    const proposal = await proposed(carriers[0]!, uid);
    const withdraw = (carrier: TSignedInUser) =>
      carrier.inject({ method: 'DELETE', url: `/api/proposals/${proposal.id}` });
    expect((await withdraw(carriers[1]!)).statusCode).toBe(404);
    expect((await withdraw(carriers[0]!)).statusCode).toBe(200);
    const again = await withdraw(carriers[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROPOSAL_NOT_PENDING');
    expect(await shipperList(uid)).toEqual([]);
  });
});

describe('the shipper’s choice', () => {
  it('lists proposals by time or by price, for its own offers only', async () => {
    const uid = await publish();
    const cheap = await proposed(carriers[0]!, uid, { price: 70000 });
    t.clock.advance(1000);
    const dear = await proposed(carriers[1]!, uid, { price: 95000 });
    expect((await shipperList(uid)).map((item) => item.id)).toEqual([dear.id, cheap.id]);
    expect((await shipperList(uid, '?order=price')).map((item) => item.id)).toEqual([cheap.id, dear.id]);
    expect((await otherShipper.inject({ method: 'GET', url: `/api/offers/${uid}/proposals` })).statusCode).toBe(404);
    expect((await carriers[0]!.inject({ method: 'GET', url: `/api/offers/${uid}/proposals` })).statusCode).toBe(403);
    const bad = await shipper.inject({ method: 'GET', url: `/api/offers/${uid}/proposals?order=cheapest` });
    expect(bad.statusCode).toBe(400);
  });

  it('accepts one: a mission, the offer scheduled, the others refused; winner type 1, losers type 6, nobody else', async () => {
    const uid = await publish();
    const [first, winner, third] = [
      await proposed(carriers[0]!, uid, { price: 80000 }),
      await proposed(carriers[1]!, uid, { price: 82000 }),
      await proposed(carriers[2]!, uid, { price: 79000 }),
    ];
    const since = await lastSeq();
    const response = await shipper.inject({ method: 'POST', url: `/api/proposals/${winner!.id}/accept` });
    expect(response.statusCode, response.body).toBe(200);
    const missionId = response.json().mission_id as string;

    const [mission] = await t.db.read((db) => db.select().from(missions).where(eq(missions.id, missionId)));
    expect(mission).toMatchObject({
      carrierCompanyId: carriers[1]!.company.id,
      shipperCompanyId: shipper.company.id,
      status: 'scheduled',
      price: '82000.00',
      charterStatus: 'pending',
      charterDueAt: new Date(t.clock.now().getTime() + 30 * 60_000),
    });
    const [offer] = await t.db.read((db) => db.select().from(offers).where(eq(offers.uid, uid)));
    expect(offer!.status).toBe('scheduled');
    expect(Object.fromEntries((await shipperList(uid)).map((item) => [item.id, item.status]))).toEqual({
      [first!.id]: 'refused',
      [winner!.id]: 'validated',
      [third!.id]: 'refused',
    });
    expect(await notifiedSince(since)).toEqual(
      [...pairs([carriers[1]!], 1), ...pairs([carriers[0]!, colleague, carriers[2]!], 6)].sort(),
    );
    // It left the exchange: no longer listed, no more proposals.
    const search = await carriers[0]!.inject({
      method: 'GET',
      url: `/api/freights?ownerId=${shipper.company.id}&limit=100`,
    });
    expect((search.json().data as Array<{ uid: string }>).some((item) => item.uid === uid)).toBe(false);
    expect((await propose(carriers[0]!, uid)).json().code).toBe('OFFER_NOT_AVAILABLE');
    const twice = await shipper.inject({ method: 'POST', url: `/api/proposals/${winner!.id}/accept` });
    expect(twice.json().code).toBe('PROPOSAL_NOT_PENDING');
  });

  it('refuses one (type 2); another shipper cannot act on it; a decided one is a conflict', async () => {
    const uid = await publish();
    const proposal = await proposed(carriers[2]!, uid);
    expect(
      (await otherShipper.inject({ method: 'POST', url: `/api/proposals/${proposal.id}/refuse` })).statusCode,
    ).toBe(404);
    expect(
      (await otherShipper.inject({ method: 'POST', url: `/api/proposals/${proposal.id}/accept` })).statusCode,
    ).toBe(404);
    const since = await lastSeq();
    expect((await shipper.inject({ method: 'POST', url: `/api/proposals/${proposal.id}/refuse` })).statusCode).toBe(
      200,
    );
    expect(await notifiedSince(since)).toEqual(pairs([carriers[2]!], 2));
    const again = await shipper.inject({ method: 'POST', url: `/api/proposals/${proposal.id}/accept` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROPOSAL_NOT_PENDING');
  });

  it('tells the carriers with a pending proposal of a price change (type 3), and no one else', async () => {
    const uid = await publish();
    await proposed(carriers[2]!, uid);
    const since = await lastSeq();
    const changed = await shipper.inject({
      method: 'PATCH',
      url: `/api/offers/${uid}/price`,
      payload: { price: 99000, version: 1 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await notifiedSince(since)).toEqual(pairs([carriers[2]!], 3));
  });
});

describe('races: exactly one winner', () => {
  it('20 concurrent acceptances of different proposals of one offer make one mission; the others get 409', async () => {
    const uid = await publish();
    const bidders = await Promise.all(
      Array.from({ length: 20 }, (_, index) => createSignedInUser(t, { companyName: `Course ${index}` })),
    );
    const bids = [];
    for (const bidder of bidders) bids.push(await proposed(bidder, uid, { price: 80000 }));
    const answers = await Promise.all(
      bids.map((bid) => shipper.inject({ method: 'POST', url: `/api/proposals/${bid.id}/accept` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const losers = answers.filter((answer) => answer.statusCode !== 200);
    expect(losers.map((answer) => answer.statusCode)).toEqual(Array(19).fill(409));
    for (const loser of losers) expect(['OFFER_NOT_AVAILABLE', 'PROPOSAL_NOT_PENDING']).toContain(loser.json().code);
    const [offer] = await t.db.read((db) => db.select().from(offers).where(eq(offers.uid, uid)));
    const live = await t.db.read((db) => db.select().from(missions).where(eq(missions.offerId, offer!.id)));
    expect(live).toHaveLength(1);
    const statuses = (await shipperList(uid)).map((item) => item.status).sort();
    expect(statuses).toEqual(['validated', ...Array(19).fill('refused')].sort());
  });

  it('an acceptance and a withdrawal of the same proposal at once: one of them wins, nothing half-written', async () => {
    for (let round = 0; round < 5; round++) {
      const uid = await publish();
      const proposal = await proposed(carriers[0]!, uid);
      const [accepted, withdrawn] = await Promise.all([
        shipper.inject({ method: 'POST', url: `/api/proposals/${proposal.id}/accept` }),
        carriers[0]!.inject({ method: 'DELETE', url: `/api/proposals/${proposal.id}` }),
      ]);
      expect([accepted.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409]);
      const [offer] = await t.db.read((db) => db.select().from(offers).where(eq(offers.uid, uid)));
      const live = await t.db.read((db) => db.select().from(missions).where(eq(missions.offerId, offer!.id)));
      expect(offer!.status).toBe(accepted.statusCode === 200 ? 'scheduled' : 'in_exchange');
      expect(live).toHaveLength(accepted.statusCode === 200 ? 1 : 0);
    }
  });
});

describe('instant booking', () => {
  it('gives the mission at once to the first carrier who accepts at the price', async () => {
    const uid = await publish({ instant_booking: true, price: 95000 });
    await proposed(carriers[2]!, uid, { price: 90000 });
    const since = await lastSeq();
    const booked = await carriers[0]!.inject({ method: 'POST', url: `/api/freights/${uid}/accept` });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ kind: 'acceptance', status: 'validated', price: 95000 });
    const [offer] = await t.db.read((db) => db.select().from(offers).where(eq(offers.uid, uid)));
    expect(offer!.status).toBe('scheduled');
    const live = await t.db.read((db) => db.select().from(missions).where(eq(missions.offerId, offer!.id)));
    expect(live).toHaveLength(1);
    expect(live[0]!.carrierCompanyId).toBe(carriers[0]!.company.id);
    expect(await notifiedSince(since)).toEqual(
      [...pairs([shipper], 4), ...pairs([carriers[0]!, colleague], 1), ...pairs([carriers[2]!], 6)].sort(),
    );
    // A proposal of its own price is not a booking: only an acceptance at the price is.
    const other = await publish({ instant_booking: true });
    expect((await proposed(carriers[1]!, other)).status).toBe('pending');
  });

  it('20 concurrent instant bookings make exactly one mission; the others get 409', async () => {
    const uid = await publish({ instant_booking: true });
    const bidders = await Promise.all(
      Array.from({ length: 20 }, (_, index) => createSignedInUser(t, { companyName: `Réservation ${index}` })),
    );
    const answers = await Promise.all(
      bidders.map((bidder) => bidder.inject({ method: 'POST', url: `/api/freights/${uid}/accept` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const losers = answers.filter((answer) => answer.statusCode !== 201);
    expect(losers.map((answer) => [answer.statusCode, answer.json().code])).toEqual(
      Array(19).fill([409, 'OFFER_NOT_AVAILABLE']),
    );
    const [offer] = await t.db.read((db) => db.select().from(offers).where(eq(offers.uid, uid)));
    const live = await t.db.read((db) => db.select().from(missions).where(eq(missions.offerId, offer!.id)));
    expect(live).toHaveLength(1);
  });
});

describe('the proposal state machine, through the API', () => {
  type TState = 'pending' | 'validated' | 'refused' | 'withdrawn' | 'replaced';
  type TAction = 'accept' | 'refuse' | 'withdraw';

  // Written out again on purpose: only a pending proposal is decided, once (PROPOSAL_TRANSITIONS).
  const ALLOWED: Record<TState, Record<TAction, TState | null>> = {
    pending: { accept: 'validated', refuse: 'refused', withdraw: 'withdrawn' },
    validated: { accept: null, refuse: null, withdraw: null },
    refused: { accept: null, refuse: null, withdraw: null },
    withdrawn: { accept: null, refuse: null, withdraw: null },
    replaced: { accept: null, refuse: null, withdraw: null },
  };

  function run(id: string, action: TAction) {
    if (action === 'withdraw') return carriers[2]!.inject({ method: 'DELETE', url: `/api/proposals/${id}` });
    return shipper.inject({ method: 'POST', url: `/api/proposals/${id}/${action}` });
  }

  /** A proposal of the third carrier brought to `state`; with the offer it is on. */
  async function proposalIn(state: TState): Promise<{ id: string; uid: string }> {
    const uid = await publish();
    const { id } = await proposed(carriers[2]!, uid);
    if (state === 'replaced') await proposed(carriers[2]!, uid, { price: 79000 });
    if (state === 'validated') expect((await run(id, 'accept')).statusCode).toBe(200);
    if (state === 'refused' || state === 'withdrawn') {
      expect((await run(id, state === 'refused' ? 'refuse' : 'withdraw')).statusCode).toBe(200);
    }
    return { id, uid };
  }

  async function statusOf(uid: string, id: string) {
    const response = await carriers[2]!.inject({ method: 'GET', url: `/api/freights/${uid}/proposals` });
    return ZProposalList.parse(response.json()).data.find((proposal) => proposal.id === id)?.status;
  }

  for (const [from, actions] of Object.entries(ALLOWED) as Array<[TState, Record<TAction, TState | null>]>) {
    for (const [action, to] of Object.entries(actions) as Array<[TAction, TState | null]>) {
      it(`${to ? 'allows' : 'refuses with 409'} ${action} from ${from}`, async () => {
        const { id, uid } = await proposalIn(from);
        expect(await statusOf(uid, id)).toBe(from);
        const response = await run(id, action);
        if (to) {
          expect(response.statusCode, response.body).toBe(200);
          expect(await statusOf(uid, id)).toBe(to);
        } else {
          expect(response.statusCode, response.body).toBe(409);
          expect(await statusOf(uid, id)).toBe(from);
        }
      });
    }
  }
});
