import { ZLanePriceResponse } from '@tariq/contracts';
import type { TCreateOfferRequest, TLanePrice } from '@tariq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestAppWithPlaces, signInAgain } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { leavingOn, validOffer } from '../../test/offers';

let t: TTestApp;
let shipper: TSignedInUser;
let otherShipper: TSignedInUser;
let carrier: TSignedInUser;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Cevital Agro' });
  otherShipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Condor Logistique' });
  carrier = await createSignedInUser(t, { companyName: 'Trans Sahel' });
}, 120_000);
afterAll(() => t.close());

type TLane = { from: string; to: string; truckType?: string; currency?: TCreateOfferRequest['currency'] };

/**
 * A deal on a lane, made by the API as the companies make it: the shipper publishes an offer leaving
 * on the clock's day from wilaya `from` to wilaya `to`, the carrier proposes `price`, the shipper
 * accepts (the mission is made, its charter pending).
 */
async function deal(by: TSignedInUser, lane: TLane, price: number): Promise<string> {
  const dates = leavingOn(t.clock.now());
  const offer = validOffer({
    departure: { ...dates.departure, place_id: `DZ:${lane.from}` },
    destination: { ...dates.destination, place_id: `DZ:${lane.to}` },
    truck_type: lane.truckType ?? 'tautliner_standard',
    currency: lane.currency ?? 'DZD',
  });
  const published = await by.inject({ method: 'POST', url: '/api/offers', payload: offer });
  expect(published.statusCode, published.body).toBe(201);
  const uid = (published.json().uids as string[])[0]!;
  const proposal = await carrier.inject({ method: 'POST', url: `/api/freights/${uid}/proposals`, payload: { price } });
  expect(proposal.statusCode, proposal.body).toBe(201);
  const accepted = await by.inject({ method: 'POST', url: `/api/proposals/${proposal.json().id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().mission_id as string;
}

/** Deals at these prices, the first shipper and the other taking turns (two shipper companies). */
async function deals(lane: TLane, prices: readonly number[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, price] of prices.entries()) ids.push(await deal(index % 2 ? otherShipper : shipper, lane, price));
  return ids;
}

async function lanePrice(query: string, user: TSignedInUser = carrier): Promise<TLanePrice | null> {
  const response = await user.inject({ method: 'GET', url: `/api/lane-prices?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZLanePriceResponse.parse(response.json()).data;
}

describe('GET /api/lane-prices', () => {
  it('shows nothing with 4 deals, and the median and the 10th–90th percentiles from the 5th', async () => {
    // Alger → Oran, tautliner. Sorted: 70 000, 75 000, 80 000, 90 000, 120 000. percentile_cont at
    // fraction f reads position 1 + f × (n − 1) and interpolates:
    // p10 at 1.4 → 70 000 + 0.4 × 5 000 = 72 000; median at 3 → 80 000; p90 at 4.6 → 90 000 + 0.6 × 30 000 = 108 000.
    const lane = { from: '16', to: '31' };
    await deals(lane, [120_000, 75_000, 90_000, 70_000]);
    expect(await lanePrice('from_state=16&to_state=31&truck_type=tautliner')).toBeNull();

    await deals(lane, [80_000]);
    expect(await lanePrice('from_state=16&to_state=31&truck_type=tautliner')).toEqual({
      from_state: '16',
      to_state: '31',
      truck_type: 'tautliner',
      currency: 'DZD',
      p10: 72_000,
      median: 80_000,
      p90: 108_000,
      count: 5,
    });
    // A shipper sees the same figures as a carrier.
    expect((await lanePrice('from_state=16&to_state=31&truck_type=tautliner', shipper))?.median).toBe(80_000);
  });

  it('counts a parent type and its subtypes as one lane, whichever of them is asked', async () => {
    // Alger → Béjaïa: 3 standard and 2 mega tautliners, and a van that is another lane.
    const lane = { from: '16', to: '06' };
    await deals({ ...lane, truckType: 'tautliner_standard' }, [60_000, 62_000, 64_000]);
    await deals({ ...lane, truckType: 'tautliner_mega' }, [66_000, 68_000]);
    await deals({ ...lane, truckType: 'van_12m3' }, [20_000]);
    for (const truckType of ['tautliner', 'tautliner_mega', 'tautliner_standard']) {
      const figures = await lanePrice(`from_state=16&to_state=06&truck_type=${truckType}`);
      expect(figures, truckType).toMatchObject({ truck_type: 'tautliner', count: 5, median: 64_000 });
    }
    // The van's lane has one deal: nothing.
    expect(await lanePrice('from_state=16&to_state=06&truck_type=van')).toBeNull();
  });

  it('mixes no other lane in: not the way back, not another family, not another wilaya', async () => {
    // The lanes of the tests above (Alger → Oran and Alger → Béjaïa, tautliners) hold 5 deals each.
    expect(await lanePrice('from_state=31&to_state=16&truck_type=tautliner')).toBeNull();
    expect(await lanePrice('from_state=16&to_state=31&truck_type=rigid')).toBeNull();
    expect(await lanePrice('from_state=09&to_state=31&truck_type=tautliner')).toBeNull();
    await deals({ from: '31', to: '16' }, [10_000, 10_000]);
    await deals({ from: '16', to: '31', truckType: 'rigid_19t' }, [500_000]);
    const figures = await lanePrice('from_state=16&to_state=31&truck_type=tautliner');
    expect(figures).toMatchObject({ count: 5, p10: 72_000, median: 80_000, p90: 108_000 });
  });

  it('leaves out cancelled missions, declined charters and deals in another currency', async () => {
    // Alger → Blida: 5 deals that hold, and three that do not count, each far above them.
    const lane = { from: '16', to: '09' };
    await deals(lane, [40_000, 41_000, 42_000, 43_000, 44_000]);
    const [cancelled, declined] = await deals(lane, [900_000, 900_000]);
    const cancel = await shipper.inject({
      method: 'POST',
      url: `/api/missions/${cancelled}/cancel`,
      payload: { reason: 'Marchandise pas prête' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const decline = await carrier.inject({ method: 'POST', url: `/api/missions/${declined}/decline` });
    expect(decline.statusCode, decline.body).toBe(200);
    await deals({ ...lane, currency: 'EUR' }, [900_000]);

    expect(await lanePrice('from_state=16&to_state=09&truck_type=tautliner')).toMatchObject({
      count: 5,
      p10: 40_000,
      median: 42_000,
      p90: 44_000,
    });
  });

  it('shows nothing for the deals of a single shipper company, however many', async () => {
    // Alger → Tizi Ouzou: 6 deals of one shipper would be that shipper's own prices.
    const lane = { from: '16', to: '15' };
    for (const price of [50_000, 51_000, 52_000, 53_000, 54_000, 55_000]) await deal(shipper, lane, price);
    expect(await lanePrice('from_state=16&to_state=15&truck_type=tautliner')).toBeNull();
    await deal(otherShipper, lane, 56_000);
    expect(await lanePrice('from_state=16&to_state=15&truck_type=tautliner')).toMatchObject({
      count: 7,
      median: 53_000,
    });
  });

  it('rounds every amount to the nearest 1 000 DZD: no price of a deal appears in the answer', async () => {
    // Alger → Constantine. Sorted: 81 250, 83 740, 86 420, 88 610, 94 380.
    // p10 = 81 250 + 0.4 × 2 490 = 82 246 → 82 000; median 86 420 → 86 000; p90 = 88 610 + 0.6 × 5 770 = 92 072 → 92 000.
    const prices = [86_420, 81_250, 94_380, 83_740, 88_610];
    await deals({ from: '16', to: '25' }, prices);
    const response = await carrier.inject({
      method: 'GET',
      url: '/api/lane-prices?from_state=16&to_state=25&truck_type=tautliner',
    });
    expect(response.json().data).toMatchObject({ p10: 82_000, median: 86_000, p90: 92_000, count: 5 });
    for (const price of prices) {
      expect(response.body).not.toContain(String(price));
      expect(response.body).not.toContain(String(price / 1000));
    }
  });

  it('counts the deals of the last 90 days of the clock only', async () => {
    // Alger → Sétif: 5 deals today; still counted 89 days on, gone after 91.
    await deals({ from: '16', to: '19' }, [30_000, 31_000, 32_000, 33_000, 34_000]);
    t.clock.advance(89 * DAY_MS);
    carrier = await signInAgain(t, carrier);
    expect(await lanePrice('from_state=16&to_state=19&truck_type=tautliner')).toMatchObject({ count: 5 });
    t.clock.advance(2 * DAY_MS);
    carrier = await signInAgain(t, carrier);
    expect(await lanePrice('from_state=16&to_state=19&truck_type=tautliner')).toBeNull();
  });

  it('refuses a query that names no wilaya or no truck type of the catalogue, field by field', async () => {
    const refused = async (query: string) => {
      const response = await carrier.inject({ method: 'GET', url: `/api/lane-prices?${query}` });
      expect(response.statusCode, query).toBe(400);
      return Object.keys(response.json().fields ?? {}).sort();
    };
    expect(await refused('')).toEqual(['from_state', 'to_state', 'truck_type']);
    expect(await refused('from_state=1&to_state=31&truck_type=tautliner')).toEqual(['from_state']);
    expect(await refused('from_state=16&to_state=00&truck_type=tautliner')).toEqual(['to_state']);
    expect(await refused('from_state=DZ:16&to_state=316&truck_type=tautliner')).toEqual(['from_state', 'to_state']);
    expect(await refused('from_state=16&to_state=31&truck_type=boat')).toEqual(['truck_type']);
  });

  it('answers only signed-in shippers and carriers whose account is active', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/lane-prices?from_state=16&to_state=31&truck_type=tautliner',
    });
    expect(anonymous.statusCode).toBe(401);
    const inactive = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', documentsOk: false });
    const refused = await inactive.inject({
      method: 'GET',
      url: '/api/lane-prices?from_state=16&to_state=31&truck_type=tautliner',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('DOCUMENTS_REQUIRED');
  });
});
