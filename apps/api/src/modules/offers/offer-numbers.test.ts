import { ZFreightListResponse, ZOfferListResponse } from '@tariq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces } from '../../test/helpers';
import type { TTestApp, TSignedInUser } from '../../test/helpers';
import { validOffer } from '../../test/offers';

// Readable numbers of offers (issue 23): given in order per year, unique under concurrency, and
// searched in the shipper's list and the freight search, each within what the caller may see.

let t: TTestApp;
let shipper: TSignedInUser;
let otherShipper: TSignedInUser;
let carrier: TSignedInUser;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Cevital Agro' });
  otherShipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Condor Logistique' });
  carrier = await createSignedInUser(t, { companyName: 'Trans Sahel' });
}, 120_000);
afterAll(() => t.close());

async function publish(user: TSignedInUser, overrides: Parameters<typeof validOffer>[0] = {}): Promise<string[]> {
  const response = await user.inject({ method: 'POST', url: '/api/offers', payload: validOffer(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().uids as string[];
}

async function numberOf(uid: string): Promise<string> {
  const [row] = await t.db.read((db) => db.select({ number: offers.number }).from(offers).where(eq(offers.uid, uid)));
  return row!.number;
}

async function myOffers(user: TSignedInUser, query: string) {
  const response = await user.inject({ method: 'GET', url: `/api/offers/my?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZOfferListResponse.parse(response.json());
}

async function freights(user: TSignedInUser, q: string) {
  const response = await user.inject({ method: 'GET', url: `/api/freights?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZFreightListResponse.parse(response.json());
}

describe('offer numbers', () => {
  it('numbers offers EXP-<year>-<sequence> in order, copies included, and shows the number', async () => {
    const first = await publish(shipper);
    const copies = await publish(otherShipper, { copies: 3 });
    const numbers = await Promise.all([...first, ...copies].map(numberOf));
    // One sequence for the whole platform, whoever publishes.
    expect(numbers).toEqual(['EXP-26-0001', 'EXP-26-0002', 'EXP-26-0003', 'EXP-26-0004']);
    const detail = await shipper.inject({ method: 'GET', url: `/api/offers/${first[0]}` });
    expect(detail.json().number).toBe('EXP-26-0001');
    const seen = await carrier.inject({ method: 'GET', url: `/api/freights/${copies[0]}` });
    expect(seen.json().number).toBe('EXP-26-0002');
  });

  it('gives distinct numbers to offers published at once', async () => {
    const before = await t.db.read((db) => db.select({ number: offers.number }).from(offers));
    const uids = (await Promise.all(Array.from({ length: 8 }, () => publish(shipper)))).flat();
    const numbers = await Promise.all(uids.map(numberOf));
    expect(new Set(numbers).size).toBe(8);
    // Gapless: the next eight of the sequence, in some order.
    const sequences = numbers.map((number) => Number(number.slice('EXP-26-'.length))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 8 }, (_, index) => before.length + 1 + index));
  });

  it('searches the shipper list by number typed in any form, its own offers only', async () => {
    const [mine] = await publish(shipper);
    const [theirs] = await publish(otherShipper);
    const number = await numberOf(mine!);
    const digits = number.slice('EXP-26-'.length);
    for (const typed of [
      number,
      number.toLowerCase(),
      `exp26${digits}`,
      `26-${digits}`,
      digits,
      String(Number(digits)),
    ]) {
      const found = await myOffers(shipper, `q=${encodeURIComponent(typed)}`);
      expect(
        found.data.map((offer) => offer.number),
        typed,
      ).toEqual([number]);
      expect(found.count).toBe(1);
      expect(found.tabs.in_exchange).toBe(1);
    }
    // Another company's number: nothing, not even in the counters.
    const foreign = await myOffers(shipper, `q=${await numberOf(theirs!)}`);
    expect(foreign).toMatchObject({ data: [], count: 0, tabs: { scheduled: 0 } });
    // The beginning of a number finds the numbers that start so.
    const started = await myOffers(shipper, 'q=EXP-26-000&limit=100');
    expect(started.data.length).toBeGreaterThan(1);
    expect(started.data.every((offer) => offer.number.startsWith('EXP-26-000'))).toBe(true);
    // Not a number, or another kind's prefix: nothing (rather than every offer).
    for (const typed of ['camion', 'MIS-26-0001', 'EXP-2026-0001']) {
      expect((await myOffers(shipper, `q=${encodeURIComponent(typed)}`)).count, typed).toBe(0);
    }
    const tooLong = await shipper.inject({ method: 'GET', url: `/api/offers/my?q=${'1'.repeat(33)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toHaveProperty('q');
  });

  it('searches the freight search by number, among open public offers only', async () => {
    const [open, hidden, cancelled] = [
      ...(await publish(otherShipper)),
      ...(await publish(otherShipper)),
      ...(await publish(otherShipper)),
    ];
    await t.db.transaction((tx) => tx.update(offers).set({ visibility: 'private' }).where(eq(offers.uid, hidden!)));
    await otherShipper.inject({ method: 'POST', url: `/api/offers/${cancelled}/cancel` });
    const openNumber = await numberOf(open!);
    const found = await freights(carrier, openNumber.toLowerCase().replaceAll('-', ''));
    expect(found.data.map((freight) => [freight.uid, freight.number])).toEqual([[open, openNumber]]);
    expect(found.count).toBe(1);
    for (const uid of [hidden!, cancelled!]) {
      expect((await freights(carrier, await numberOf(uid))).data, uid).toEqual([]);
    }
    expect((await freights(carrier, 'pas un numéro')).data).toEqual([]);
  });

  it('starts again at 0001 on the 1st of January in Algiers (23:00 UTC the day before)', async () => {
    // 2026-12-31 23:30 UTC is already 2027 in Algiers.
    t.clock.advance(new Date('2026-12-31T23:30:00Z').getTime() - t.clock.now().getTime());
    const newYear = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const dates = {
      departure: { ...validOffer().departure, date: '2027-01-01' },
      destination: { ...validOffer().destination, date: '2027-01-02' },
    };
    const uids = [...(await publish(newYear, dates)), ...(await publish(newYear, dates))];
    // The first shipper's token is older than 15 minutes now: signed in again.
    const token = await t.app.ctx.tokens.signAccessToken(shipper.user.id, [shipper.user.role]);
    shipper = {
      ...shipper,
      inject: (request) =>
        t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } }),
    };
    expect(await Promise.all(uids.map(numberOf))).toEqual(['EXP-27-0001', 'EXP-27-0002']);
    // Typed without its year, a number is looked for in every year, among the caller's offers.
    expect((await myOffers(newYear, 'q=0001')).data.map((offer) => offer.number)).toEqual(['EXP-27-0001']);
    expect((await myOffers(shipper, 'q=1')).data.map((offer) => offer.number)).toEqual(['EXP-26-0001']);
    expect((await myOffers(newYear, 'q=27-1')).data.map((offer) => offer.number)).toEqual(['EXP-27-0001']);
    expect((await myOffers(newYear, 'q=26-1')).data).toEqual([]);
  });
});
