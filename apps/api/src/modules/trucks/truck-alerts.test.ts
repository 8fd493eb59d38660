import { ZFreightListResponse, ZSavedSearch, ZTruckResponse } from '@tariq/contracts';
import type { TCreateOfferRequest, TFreightFiltersInput, TNotification } from '@tariq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces, signInAgain, startSecondInstance } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { TEST_TODAY, validOffer } from '../../test/offers';
import { runOfferAlerts } from './truck-alerts';

let t: TTestApp;
let shipper: TSignedInUser;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, {
    role: 'ROLE_COMMISSIONNAIRE',
    modules: ['trucks', 'private_freight'],
    documentsOk: true,
  });
}, 120_000);
afterAll(() => t.close());

const ALGER = 'DZ:16';
const ORAN = 'DZ:31';
const BEJAIA = 'DZ:06:0601';
const TEN_MINUTES = 10 * 60_000;

async function ok(response: { statusCode: number; body: string; json(): unknown }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const newCarrier = () => createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', modules: ['trucks'], documentsOk: true });

async function truckWithAlerts(user: TSignedInUser, overrides: Record<string, unknown> = {}) {
  const created = ZTruckResponse.parse(
    await ok(
      await user.inject({
        method: 'POST',
        url: '/api/trucks',
        payload: {
          name: 'Alerte Alger',
          type: 'tautliner_standard',
          weight: 24000,
          startCountry: 'DZ',
          start_place_id: ALGER,
          endCountry: 'DZ',
          end_place_id: BEJAIA,
          startDate: TEST_TODAY,
          endDate: null,
          ...overrides,
        },
      }),
      201,
    ),
  ).data;
  await ok(await user.inject({ method: 'PUT', url: `/api/trucks/${created.id}`, payload: { alerts: true } }));
  return created;
}

async function searchWithAlerts(user: TSignedInUser, name: string, filters: TFreightFiltersInput) {
  const saved = ZSavedSearch.parse(
    await ok(await user.inject({ method: 'POST', url: '/api/saved-searches', payload: { name, filters } }), 201),
  );
  const on = ZSavedSearch.parse(
    await ok(
      await user.inject({ method: 'PUT', url: `/api/saved-searches/${saved.id}/alerts`, payload: { alerts: true } }),
    ),
  );
  expect(on.alerts).toBe(true);
  return on;
}

async function publish(owner: TSignedInUser, overrides: Partial<TCreateOfferRequest> = {}): Promise<string> {
  const body = (await ok(
    await owner.inject({ method: 'POST', url: '/api/offers', payload: validOffer(overrides) }),
    201,
  )) as { uids: string[] };
  return body.uids[0]!;
}

async function alertsOf(user: TSignedInUser): Promise<TNotification[]> {
  const body = (await ok(await user.inject({ method: 'GET', url: '/api/user/notifications?limit=50' }))) as {
    data: TNotification[];
  };
  return body.data.filter((notification) => notification.type === 10);
}

describe('alerts of trucks and saved searches', () => {
  it('ring at once for the first match, then at most once per 10 minutes, grouped', async () => {
    let carrier = await newCarrier();
    const truck = await truckWithAlerts(carrier);
    const search = await searchWithAlerts(carrier, 'Alger → Béjaïa', { start_place_id: ALGER, end_place_id: BEJAIA });
    // Not alerted: alerts off, another route, or the offer does not fit.
    const quiet = ZTruckResponse.parse(
      await ok(
        await carrier.inject({
          method: 'POST',
          url: '/api/trucks',
          payload: {
            name: 'Sans alerte',
            type: 'tautliner_standard',
            weight: 24000,
            startCountry: 'DZ',
            start_place_id: ALGER,
            endCountry: 'DZ',
            end_place_id: ORAN,
            startDate: TEST_TODAY,
          },
        }),
        201,
      ),
    ).data;
    await searchWithAlerts(carrier, 'Oran', { start_place_id: ORAN });

    const first = await publish(shipper);
    // Nothing before the job: the publication's request never waits for the matching.
    expect(await alertsOf(carrier)).toEqual([]);
    await runOfferAlerts(t.app.ctx);
    const rung = await alertsOf(carrier);
    expect(
      rung.map((notification) => notification.data).sort((a, b) => String(a.action).localeCompare(String(b.action))),
    ).toEqual([
      { action: 'saved_search', search_id: search.id, search_name: 'Alger → Béjaïa', count: 1, offre_uid: first },
      { action: 'truck', truck_id: truck.id, truck_name: 'Alerte Alger', count: 1, offre_uid: first },
    ]);
    expect(rung.map((notification) => notification.data.truck_id)).not.toContain(quiet.id);

    // Three more within the 10 minutes: counted, not told…
    await publish(shipper);
    await publish(shipper, { price: 90000 });
    await publish(shipper, { weight_kg: 8000 });
    await runOfferAlerts(t.app.ctx);
    expect(await alertsOf(carrier)).toHaveLength(2);

    // …then told together once the minutes are over.
    t.clock.advance(TEN_MINUTES);
    try {
      carrier = await signInAgain(t, carrier);
      await runOfferAlerts(t.app.ctx);
      await runOfferAlerts(t.app.ctx);
      const grouped = (await alertsOf(carrier)).filter((notification) => !notification.data.offre_uid);
      expect(grouped.map((notification) => [notification.data.action, notification.data.count]).sort()).toEqual([
        ['saved_search', 3],
        ['truck', 3],
      ]);
    } finally {
      t.clock.advance(-TEN_MINUTES);
      shipper = await signInAgain(t, shipper);
    }
  });

  it('never rings for a hidden truck, and a private offer only for its audience', async () => {
    const outsider = await newCarrier();
    const hidden = await truckWithAlerts(outsider, { name: 'Caché' });
    await ok(await outsider.inject({ method: 'PUT', url: `/api/trucks/${hidden.id}`, payload: { isVisible: false } }));
    const insider = await newCarrier();
    await truckWithAlerts(insider, { name: 'Du réseau' });
    await searchWithAlerts(insider, 'Depuis Alger', { start_place_id: ALGER });
    const outsiderInOther = await newCarrier();
    await truckWithAlerts(outsiderInOther, { name: 'Hors réseau' });
    await searchWithAlerts(outsiderInOther, 'Depuis Alger', { start_place_id: ALGER });

    const privateShipper = await createSignedInUser(t, {
      role: 'ROLE_COMMISSIONNAIRE',
      modules: ['trucks', 'private_freight'],
      documentsOk: true,
    });
    await ok(
      await privateShipper.inject({
        method: 'POST',
        url: '/api/private-exchange/network',
        payload: { carrierId: insider.company.id, groupIds: [] },
      }),
      201,
    );
    const uid = await publish(privateShipper, { visibility: 'private' });
    await runOfferAlerts(t.app.ctx);

    expect((await alertsOf(insider)).filter((notification) => notification.data.offre_uid === uid)).toHaveLength(2);
    expect((await alertsOf(outsiderInOther)).filter((notification) => notification.data.offre_uid === uid)).toEqual([]);
    expect((await alertsOf(outsider)).filter((notification) => notification.data.offre_uid === uid)).toEqual([]);
  });

  it('checks each offer once, whatever the number of instances running the job', async () => {
    const carrier = await newCarrier();
    await truckWithAlerts(carrier, { name: 'Deux serveurs' });
    const second = await startSecondInstance(t);
    try {
      const uid = await publish(shipper);
      await Promise.all([runOfferAlerts(t.app.ctx), runOfferAlerts(second.ctx), runOfferAlerts(t.app.ctx)]);
      const told = (await alertsOf(carrier)).filter((notification) => notification.data.offre_uid === uid);
      expect(told).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('the searches with alerts on, kept per instance', () => {
  it('never tells a search whose alerts another instance turned off meanwhile', async () => {
    const carrier = await newCarrier();
    const search = await searchWithAlerts(carrier, 'Éteinte ailleurs', { start_place_id: ALGER });
    // An offer the search does not find: this instance reads and keeps the searches with alerts on,
    // and the search's throttle stays free.
    await publish(shipper, { departure: { ...validOffer().departure, place_id: ORAN } });
    await runOfferAlerts(t.app.ctx);
    const second = await startSecondInstance(t);
    try {
      const token = await second.ctx.tokens.signAccessToken(carrier.user.id, [carrier.user.role]);
      const off = await second.inject({
        method: 'PUT',
        url: `/api/saved-searches/${search.id}/alerts`,
        headers: { authorization: `Bearer ${token}` },
        payload: { alerts: false },
      });
      expect(off.statusCode, off.body).toBe(200);
    } finally {
      await second.close();
    }
    const uid = await publish(shipper, { price: 99000 });
    await runOfferAlerts(t.app.ctx);
    expect(await alertsOf(carrier)).toEqual([]);
    expect(uid).toBeTruthy();
  });
});

describe('a saved search finding a new offer', () => {
  it('agrees with the freight search on what it finds', async () => {
    // (The cases below find all, some and none of the offers: the comparison is not of empty lists.)
    const carrier = await newCarrier();
    const published = {
      algerBejaia: await publish(shipper),
      algerOranHeavy: await publish(shipper, {
        destination: { ...validOffer().destination, place_id: ORAN },
        weight_kg: 20000,
      }),
      oranAlgerFrigo: await publish(shipper, {
        departure: { ...validOffer().departure, place_id: ORAN },
        destination: { ...validOffer().destination, place_id: ALGER },
        truck_type: 'refrigerated',
        refrigerated: true,
      }),
      dangerousLater: await publish(shipper, {
        dangerous: true,
        departure: { ...validOffer().departure, date: '2026-11-27' },
        destination: { ...validOffer().destination, date: '2026-11-28' },
      }),
    };
    // Checked once now, before any of the searches below exists: each is then made due alone.
    await runOfferAlerts(t.app.ctx);
    const cases: TFreightFiltersInput[] = [
      {},
      { start_place_id: ALGER },
      { start_place_id: ALGER, startRadius: 50 },
      { end_place_id: ORAN },
      { startState: '31' },
      { type: 'tautliner' },
      { type: 'refrigerated' },
      { maxWeight: 15000 },
      { dangerous: true },
      { dateFrom: '2026-11-25' },
      { dateTo: '2026-11-23', start_place_id: ALGER },
      { refrigerated: true, endState: '16' },
      { startState: '31', dangerous: true },
      { goodType: 'palletised', maxWeight: 25000, start_place_id: ALGER, end_place_id: BEJAIA },
    ];
    let searchIndex = 0;
    const sizes: number[] = [];
    for (const filters of cases) {
      const saved = await searchWithAlerts(carrier, `Cas ${++searchIndex}`, filters);
      const params = new URLSearchParams({ limit: '100' });
      for (const [key, value] of Object.entries(filters)) params.set(key, String(value));
      const listed = ZFreightListResponse.parse(
        await ok(await carrier.inject({ method: 'GET', url: `/api/freights?${params.toString()}` })),
      ).data.map((offer) => offer.uid);
      const expected = Object.values(published).filter((uid) => listed.includes(uid));
      const found: string[] = [];
      for (const uid of Object.values(published)) {
        await republishForAlerts(uid);
        await runOfferAlerts(t.app.ctx);
        const told = (await alertsOf(carrier)).filter(
          (notification) => notification.data.search_id === saved.id && notification.data.offre_uid === uid,
        );
        if (told.length > 0) found.push(uid);
        // Start afresh: the throttle would hold the next one.
        await carrier.inject({
          method: 'PUT',
          url: `/api/saved-searches/${saved.id}/alerts`,
          payload: { alerts: false },
        });
        await carrier.inject({
          method: 'PUT',
          url: `/api/saved-searches/${saved.id}/alerts`,
          payload: { alerts: true },
        });
      }
      expect(found, JSON.stringify(filters)).toEqual(expected);
      sizes.push(expected.length);
      // One search at a time: the limit of 10, and no other search's alerts in the way.
      await ok(await carrier.inject({ method: 'DELETE', url: `/api/saved-searches/${saved.id}` }));
    }
    expect(sizes).toContain(Object.keys(published).length);
    expect(sizes).toContain(0);
    expect(sizes.filter((size) => size > 0 && size < Object.keys(published).length).length).toBeGreaterThan(3);
  });
});

/** The offer's alerts made due again, as just published (for the comparison above only). */
async function republishForAlerts(uid: string) {
  await t.db.transaction((tx) => tx.update(offers).set({ alertsCheckedAt: null }).where(eq(offers.uid, uid)));
}
