import {
  FREIGHTS_TOPIC,
  FREIGHT_ORDERS,
  ZFreightDetail,
  ZFreightListResponse,
  findTruckType,
  offerExpiresAt,
  parseNumberQuery,
} from '@tariq/contracts';
import type { TFreight, TFreightSearchQuery } from '@tariq/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../../db/client';
import { offers } from '../../db/schema';
import type { TNewOfferRow } from '../../db/schema';
import {
  createRandom,
  generateOffers,
  haversineKm,
  insertGeneratedOffers,
  loadGeneratorPlaces,
} from '../../db/seed/offer-generator';
import { createPostgresPubSub } from '../../platform/pubsub';
import type { TPubSub } from '../../platform/pubsub';
import {
  bearer,
  createSignedInUser,
  createTestAppWithPlaces,
  createTestClock,
  startSecondInstance,
  TEST_PASSWORD,
} from '../../test/helpers';
import type { TTestApp, TSignedInUser } from '../../test/helpers';
import { hubToken, listen, subscribe } from '../../test/hub';
import { TEST_TODAY, validOffer } from '../../test/offers';
import { offerNumberCondition, publishOfferEvents } from '../offers';
import { findPlaceIdsWithin, getPlaceSnapshot } from '../places';
import { explainExchangeSearch } from './freights.repository';
import { exchangeIndexReady } from './freights.service';
import type { TFreightCriteria } from './freights.repository';

let t: TTestApp;
let carrier: TSignedInUser;
let shippers: TSignedInUser[];
/** The generated offers, as inserted. */
let rows: TNewOfferRow[];

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ', 'TN']);
  carrier = await createSignedInUser(t);
  shippers = [
    await createSignedInUser(t, {
      role: 'ROLE_COMMISSIONNAIRE',
      companyName: 'Sonatrach Logistique',
      documentsValidUntil: '2027-02-28',
    }),
    await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Cevital Agro' }),
  ];
  const random = createRandom(15);
  const dz = await loadGeneratorPlaces(t.db, 'DZ');
  const now = t.clock.now();
  const owners = shippers.map((shipper) => ({ companyId: shipper.company.id, userId: shipper.user.id }));
  const statuses = ['in_exchange', 'in_exchange', 'in_exchange', 'scheduled', 'cancelled', 'expired'] as const;
  const generated = [
    ...generateOffers({ count: 300, owners, places: dz, now, random, statusOf: (i) => statuses[i % statuses.length]! }),
    // Abroad: unloading in Tunisia.
    ...generateOffers({
      count: 12,
      owners,
      places: [...dz.slice(0, 20), ...(await loadGeneratorPlaces(t.db, 'TN'))],
      now,
      random,
    }),
  ];
  // Some offers in exchange are private, some are past their day and not yet swept by the job.
  generated.forEach((row, index) => {
    if (row.status !== 'in_exchange') return;
    if (index % 17 === 0) row.visibility = 'private';
    else if (index % 19 === 0) {
      row.depDate = '2026-11-21';
      row.expiresAt = offerExpiresAt(row.depDate);
    }
  });
  rows = await t.db.transaction((tx) => insertGeneratedOffers(tx, generated));
  // Searches are served from the in-memory index from here on (the equivalence test below checks it against SQL).
  expect(await exchangeIndexReady(t.app.ctx)).toBe(true);
}, 120_000);
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// A reference of the search, written again by hand over the generated rows

type TQuery = Partial<Record<keyof TFreightSearchQuery, string | number | boolean>>;

function isListed(row: TNewOfferRow): boolean {
  return row.status === 'in_exchange' && row.visibility === 'public' && row.expiresAt! > t.clock.now();
}

async function reference(query: TQuery): Promise<TNewOfferRow[]> {
  const startPlace = query.start_place_id
    ? await t.db.read((db) => getPlaceSnapshot(db, String(query.start_place_id)))
    : null;
  const types = query.type
    ? [String(query.type), ...(findTruckType(String(query.type))?.subTypes ?? []).map((s) => s.value)]
    : null;
  const length = (row: TNewOfferRow) => row.lengthM ?? row.mpl;
  return rows.filter(
    (row) =>
      isListed(row) &&
      (!query.startState || (row.depCountry === 'DZ' && row.depStateCode === query.startState)) &&
      (!query.endCountry || row.destCountry === query.endCountry) &&
      (!startPlace ||
        (query.startRadius
          ? haversineKm({ lat: row.depLat, lng: row.depLng }, startPlace) <= Number(query.startRadius)
          : startPlace.cityId
            ? row.depPlaceId === startPlace.placeId
            : row.depStateCode === startPlace.stateCode && row.depCountry === startPlace.country)) &&
      (!query.dateFrom || row.depDate >= String(query.dateFrom)) &&
      (!query.dateTo || row.depDate <= String(query.dateTo)) &&
      (!types || types.includes(row.truckType)) &&
      (!query.goodType || row.goodsType === query.goodType) &&
      (!query.bulk ||
        row.goodsType === 'bulk' ||
        row.goodsType === 'solid_bulk' ||
        (query.container && row.goodsType === 'container')) &&
      (!query.container ||
        row.goodsType === 'container' ||
        (query.bulk && ['bulk', 'solid_bulk'].includes(row.goodsType))) &&
      (query.maxWeight === undefined || row.weightKg <= Number(query.maxWeight)) &&
      (query.maxHeight === undefined || row.heightM * 100 <= Number(query.maxHeight) + 1e-9) &&
      (query.maxWidth === undefined || row.widthM == null || row.widthM * 100 <= Number(query.maxWidth) + 1e-9) &&
      (query.maxLength === undefined || length(row) * 100 <= Number(query.maxLength) + 1e-9) &&
      (query.minLength === undefined || length(row) * 100 >= Number(query.minLength) - 1e-9) &&
      (!query.noTailLift || !row.tailLift) &&
      (query.dangerous === undefined || row.dangerous === query.dangerous) &&
      (query.refrigerated === undefined || row.refrigerated === query.refrigerated) &&
      (!query.ownerId || row.shipperCompanyId === query.ownerId) &&
      (!query.identicalZones || (row.depCountry === row.destCountry && row.depStateCode === row.destStateCode)) &&
      (!query.publishedSince ||
        row.publishedAt!.getTime() >= t.clock.now().getTime() - Number(query.publishedSince) * 3600_000),
  );
}

function search(user: TSignedInUser, query: TQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return user.inject({ method: 'GET', url: `/api/freights?${params}` });
}

/** Every page of a search. */
async function searchAll(query: TQuery): Promise<TFreight[]> {
  const found: TFreight[] = [];
  for (let page = 1; ; page++) {
    const response = await search(carrier, { ...query, page, limit: 100 });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZFreightListResponse.parse(response.json());
    found.push(...body.data);
    if (page >= body.total_pages) return found;
  }
}

const uidsOf = (list: { uid: string }[]) => list.map((entry) => entry.uid).sort();

describe('GET /api/freights', () => {
  it('lists offers in the public exchange only: never scheduled, cancelled, expired, private or past their day', async () => {
    const found = await searchAll({});
    const expected = await reference({});
    expect(expected.length).toBeGreaterThan(100);
    expect(uidsOf(found)).toEqual(uidsOf(expected));
    const hidden = rows.filter((row) => !isListed(row)).map((row) => row.uid);
    expect(hidden.some((uid) => rows.find((row) => row.uid === uid)!.visibility === 'private')).toBe(true);
    expect(found.filter((offer) => hidden.includes(offer.uid))).toEqual([]);
  });

  const cases: [string, () => TQuery][] = [
    ['loading wilaya', () => ({ startState: '16' })],
    ['loading place (a wilaya)', () => ({ start_place_id: 'DZ:31' })],
    ['loading place (a commune)', () => ({ start_place_id: rows.find((row) => row.depCityId)!.depPlaceId })],
    ['loading place with a 50 km radius', () => ({ start_place_id: 'DZ:16', startRadius: 50 })],
    ['loading place with a 150 km radius', () => ({ start_place_id: 'DZ:25', startRadius: 150 })],
    ['unloading country abroad', () => ({ endCountry: 'TN' })],
    ['a loading date range', () => ({ dateFrom: '2026-11-24', dateTo: '2026-11-27' })],
    ['a parent truck type', () => ({ type: 'tautliner' })],
    ['a truck subtype', () => ({ type: 'van_20m3' })],
    ['goods type', () => ({ goodType: 'palletised' })],
    ['container', () => ({ container: true })],
    ['bulk', () => ({ bulk: true })],
    ['container or bulk (the preset)', () => ({ container: true, bulk: true, maxWeight: 44000 })],
    ['maximum weight', () => ({ maxWeight: 10000 })],
    ['maximum height', () => ({ maxHeight: 260 })],
    ['maximum width', () => ({ maxWidth: 240 })],
    ['maximum length', () => ({ maxLength: 850 })],
    ['minimum length', () => ({ minLength: 1000 })],
    ['no tail-lift', () => ({ noTailLift: true })],
    ['dangerous goods only', () => ({ dangerous: true })],
    ['no dangerous goods', () => ({ dangerous: false })],
    ['refrigerated only', () => ({ refrigerated: true })],
    ['one shipper', () => ({ ownerId: shippers[1]!.company.id })],
    ['identical zones', () => ({ identicalZones: true })],
    ['published in the last 48 hours', () => ({ publishedSince: 48 })],
    [
      'semi-trailer dimensions with a date and a truck type',
      () => ({
        maxLength: 1320,
        maxWidth: 240,
        maxHeight: 270,
        maxWeight: 44000,
        dateFrom: '2026-11-22',
        dateTo: '2026-11-30',
        type: 'tautliner',
      }),
    ],
    [
      'a radius, a truck type and a weight',
      () => ({ start_place_id: 'DZ:16', startRadius: 200, type: 'rigid', maxWeight: 20000 }),
    ],
  ];
  it.each(cases)('filters by %s, as a hand computation over the offers says', async (_name, makeQuery) => {
    const query = makeQuery();
    const expected = await reference(query);
    // A case that keeps nothing, or everything, would prove nothing.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan((await reference({})).length);
    const found = await searchAll(query);
    expect(uidsOf(found)).toEqual(uidsOf(expected));
  });

  it('filters by radius on great-circle distance: in at 49 km, out at 51 km', async () => {
    // Boumerdès' and Blida's distances from Alger, computed here, decide what a radius keeps.
    const alger = (await t.db.read((db) => getPlaceSnapshot(db, 'DZ:16')))!;
    const near = rows.filter((row) => isListed(row) && row.depPlaceId !== 'DZ:16');
    const distances = near.map((row) => haversineKm({ lat: row.depLat, lng: row.depLng }, alger));
    const radius = Math.ceil(Math.min(...distances.filter((km) => km > 5))) + 1;
    const inside = near.filter((_, index) => distances[index]! <= radius).map((row) => row.uid);
    expect(inside.length).toBeGreaterThan(0);
    const found = uidsOf(await searchAll({ start_place_id: 'DZ:16', startRadius: radius }));
    for (const uid of inside) expect(found).toContain(uid);
    const tighter = uidsOf(await searchAll({ start_place_id: 'DZ:16', startRadius: radius - 2 }));
    expect(tighter.filter((uid) => inside.includes(uid)).length).toBeLessThan(inside.length);
  });

  it('sorts by each order, the loading date first by default', async () => {
    const expected = await reference({});
    const checks: Record<(typeof FREIGHT_ORDERS)[number], (a: TFreight, b: TFreight) => boolean> = {
      date: (a, b) => `${a.departure.date} ${a.departure.time}` <= `${b.departure.date} ${b.departure.time}`,
      newest: (a, b) => a.published_at >= b.published_at,
      price_asc: (a, b) => b.price === null || (a.price !== null && a.price <= b.price),
      price_desc: (a, b) => b.price === null || (a.price !== null && a.price >= b.price),
      distance: (a, b) => b.distance_km === null || (a.distance_km !== null && a.distance_km <= b.distance_km),
      weight: (a, b) => a.weight_kg <= b.weight_kg,
    };
    for (const order of FREIGHT_ORDERS) {
      const found = await searchAll({ order });
      expect(found).toHaveLength(expected.length);
      for (let i = 1; i < found.length; i++)
        expect(checks[order](found[i - 1]!, found[i]!), `${order} at ${i}`).toBe(true);
    }
    const byDefault = await searchAll({});
    expect(uidsOf(byDefault.slice(0, 5))).toEqual(uidsOf((await searchAll({ order: 'date' })).slice(0, 5)));
  });

  it('pages by 20 by default, at most 100, and answers an empty page past the end', async () => {
    const expected = (await reference({})).length;
    const first = ZFreightListResponse.parse((await search(carrier, {})).json());
    expect(first).toMatchObject({
      page: 1,
      count: expected,
      count_capped: false,
      total_pages: Math.ceil(expected / 20),
    });
    expect(first.data).toHaveLength(20);
    const second = ZFreightListResponse.parse((await search(carrier, { page: 2 })).json());
    expect(second.data.map((offer) => offer.uid)).not.toContain(first.data[0]!.uid);
    const past = ZFreightListResponse.parse((await search(carrier, { page: 999 })).json());
    expect(past.data).toEqual([]);
    expect((await search(carrier, { limit: 101 })).statusCode).toBe(400);
    expect((await search(carrier, { page: 0 })).statusCode).toBe(400);
  });

  it("answers 400 naming the field of a value it does not know, in the caller's language", async () => {
    const response = await search(carrier, { order: 'cheapest', type: 'spaceship' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      message: expect.any(String),
      fields: { order: 'Choix invalide', type: 'Choix invalide' },
    });
    const radiusAlone = await search(carrier, { startRadius: 50 });
    expect(radiusAlone.json().fields).toEqual({ start_place_id: expect.any(String) });
    const unknownPlace = await search(carrier, { start_place_id: 'DZ:99', startRadius: 10 });
    expect(unknownPlace.statusCode).toBe(400);
    expect(unknownPlace.json().fields).toHaveProperty('start_place_id');
  });

  it("shows the shipper company, the price or null, and never the shipper's references", async () => {
    const [offer] = (await searchAll({ ownerId: shippers[0]!.company.id })).slice(0, 1);
    // 'Documents vérifiés jusqu'au', read with the company's name: from the index here, from SQL for the detail.
    expect(offer!.shipper).toEqual({
      company_id: shippers[0]!.company.id,
      name: 'Sonatrach Logistique',
      rating: null,
      documents_verified_until: '2027-02-28',
    });
    const detail = await carrier.inject({ method: 'GET', url: `/api/freights/${offer!.uid}` });
    expect(detail.json().shipper.documents_verified_until).toBe('2027-02-28');
    const [other] = await searchAll({ ownerId: shippers[1]!.company.id });
    expect(other!.shipper.documents_verified_until).toBeNull();
    expect(offer).not.toHaveProperty('loading_reference');
    expect(offer).not.toHaveProperty('version');
  });

  it('refuses shippers (403) and carriers whose documents are not validated (403)', async () => {
    const shipperAnswer = await search(shippers[0]!, {});
    expect(shipperAnswer.statusCode).toBe(403);
    expect(shipperAnswer.json().code).toBe('ROLE_FORBIDDEN');
    const unverified = await createSignedInUser(t, { documentsOk: false });
    const answer = await search(unverified, {});
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('DOCUMENTS_REQUIRED');
    expect((await unverified.inject({ method: 'GET', url: `/api/freights/${rows[0]!.uid}` })).statusCode).toBe(403);
    expect((await unverified.inject({ method: 'GET', url: '/api/saved-searches' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/freights' })).statusCode).toBe(401);
  });

  it('counts up to 1,000 and then says there are more', async () => {
    const owner = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const many = generateOffers({
      count: 1001,
      owners: [{ companyId: owner.company.id, userId: owner.user.id }],
      places: await loadGeneratorPlaces(t.db, 'DZ'),
      now: t.clock.now(),
      random: createRandom(7),
    });
    const inserted = await t.db.transaction((tx) => insertGeneratedOffers(tx, many));
    // Written behind the offers module: said as it would say it.
    const told = (event: 'published' | 'withdrawn') =>
      publishOfferEvents(
        t.app.ctx,
        inserted.map((row) => ({ uid: row.uid, event })),
      );
    await told('published');
    try {
      const body = ZFreightListResponse.parse(
        (await search(carrier, { ownerId: owner.company.id, limit: 100 })).json(),
      );
      expect(body).toMatchObject({ count: 1000, count_capped: true, total_pages: 10 });
      const tenth = ZFreightListResponse.parse(
        (await search(carrier, { ownerId: owner.company.id, limit: 100, page: 10 })).json(),
      );
      // Past the cap, a full page offers the next one.
      expect(tenth.total_pages).toBe(11);
      const last = ZFreightListResponse.parse(
        (await search(carrier, { ownerId: owner.company.id, limit: 100, page: 11 })).json(),
      );
      expect(last.data).toHaveLength(1);
    } finally {
      await t.db.transaction((tx) => tx.delete(offers).where(eq(offers.shipperCompanyId, owner.company.id)));
      await told('withdrawn');
    }
  });
});

describe('live changes', () => {
  it('shows a new offer on the next search and drops a withdrawn one at once', async () => {
    const shipper = shippers[0]!;
    const query = { ownerId: shipper.company.id, startState: '16', dateTo: '2026-11-22' };
    const before = uidsOf(await searchAll(query));
    const published = await shipper.inject({
      method: 'POST',
      url: '/api/offers',
      payload: validOffer({ destination: { ...validOffer().destination, place_id: 'DZ:31' } }),
    });
    expect(published.statusCode, published.body).toBe(201);
    const [uid] = published.json().uids as string[];
    expect(uidsOf(await searchAll(query))).toEqual([...before, uid!].sort());
    await shipper.inject({ method: 'POST', url: `/api/offers/${uid}/cancel` });
    expect(uidsOf(await searchAll(query))).toEqual(before);
  });

  it('reads every search from the database when the index is off (FREIGHT_INDEX=off)', async () => {
    const shipper = shippers[0]!;
    const published = await shipper.inject({
      method: 'POST',
      url: '/api/offers',
      payload: validOffer({ price: 70000, destination: { ...validOffer().destination, place_id: 'DZ:48' } }),
    });
    const [uid] = published.json().uids as string[];
    const uncached = await startSecondInstance({
      db: t.db,
      clock: t.clock,
      config: { ...t.config, freightIndex: false },
    });
    const query = new URLSearchParams({ ownerId: shipper.company.id, endState: '48' });
    const priceOf = async () => {
      const response = await uncached.inject({
        method: 'GET',
        url: `/api/freights?${query}`,
        headers: bearer(carrier.token),
      });
      return ZFreightListResponse.parse(response.json()).data.find((offer) => offer.uid === uid)?.price;
    };
    try {
      expect(await priceOf()).toBe(70000);
      // Behind the service's back, with no event: seen at once all the same.
      await t.db.transaction((tx) => tx.update(offers).set({ price: '71000' }).where(eq(offers.uid, uid!)));
      expect(await priceOf()).toBe(71000);
    } finally {
      await uncached.close();
      await shipper.inject({ method: 'DELETE', url: `/api/offers/${uid}` });
    }
  });
});

describe('the in-memory exchange index', () => {
  /** A search drawn from a seed: 1 to 5 filters, an order, a page, a page size. */
  function generatedQuery(random: ReturnType<typeof createRandom>): TQuery {
    const fromRows = () => random.pick(rows.filter(isListed));
    const filters: (() => TQuery)[] = [
      () => ({ startState: fromRows().depStateCode }),
      () => ({ endState: fromRows().destStateCode }),
      () => ({ start_place_id: fromRows().depPlaceId }),
      () => ({ end_place_id: fromRows().destPlaceId }),
      () => ({ start_place_id: fromRows().depPlaceId, startRadius: random.pick([25, 50, 100, 150]) }),
      () => ({ end_place_id: fromRows().destPlaceId, endRadius: random.pick([50, 150]) }),
      () => ({ endCountry: random.pick(['DZ', 'TN']) }),
      () => ({ type: random.pick(['tautliner', 'rigid', 'van', 'van_20m3', 'reefer']) }),
      () => ({ maxWeight: random.pick([3500, 10000, 20000, 33000]) }),
      () => ({ dateFrom: '2026-11-25' }),
      () => ({ dateFrom: '2026-11-24', dateTo: random.pick(['2026-11-24', '2026-11-27', '2026-12-03']) }),
      () => ({ goodType: random.pick(['palletised', 'container', 'bulk']) }),
      () => ({ container: true }),
      () => ({ bulk: true }),
      () => ({ maxHeight: random.pick([250, 270]), maxWidth: 240 }),
      () => ({ maxLength: random.pick([700, 1360]) }),
      () => ({ minLength: 1000 }),
      () => ({ noTailLift: true }),
      () => ({ dangerous: random.pick([true, false]) }),
      () => ({ refrigerated: random.pick([true, false]) }),
      () => ({ ownerId: random.pick(shippers).company.id }),
      () => ({ identicalZones: true }),
      () => ({ publishedSince: random.pick([1, 48]) }),
    ];
    const query: TQuery = {};
    for (let count = random.int(1, 5); count > 0; count--) Object.assign(query, random.pick(filters)());
    query.order = random.pick([...FREIGHT_ORDERS]);
    query.page = random.pick([1, 1, 2, 3]);
    query.limit = random.pick([5, 20, 100]);
    return query;
  }

  it('answers every generated search exactly as the database does: same offers, order, fields and count', async () => {
    const database = await startSecondInstance({ ...t, config: { ...t.config, freightIndex: false } });
    try {
      const random = createRandom(24);
      let nonEmpty = 0;
      for (let index = 0; index < 150; index++) {
        const query = generatedQuery(random);
        const params = new URLSearchParams(
          Object.entries(query).map(([key, value]) => [key, String(value)] as [string, string]),
        );
        const [fromIndex, fromDatabase] = await Promise.all([
          search(carrier, query),
          database.inject({ method: 'GET', url: `/api/freights?${params}`, headers: bearer(carrier.token) }),
        ]);
        expect(fromIndex.statusCode, JSON.stringify(query)).toBe(fromDatabase.statusCode);
        expect(fromIndex.body, JSON.stringify(query)).toBe(fromDatabase.body);
        if (fromIndex.statusCode === 200 && fromIndex.json().data.length > 0) nonEmpty++;
      }
      // Searches that all come back empty would prove nothing.
      expect(nonEmpty).toBeGreaterThan(60);
      expect(await exchangeIndexReady(t.app.ctx)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('lets go past its byte bound, and the database answers every search the same', async () => {
    const bounded = await startSecondInstance({ ...t, config: { ...t.config, freightIndexMaxBytes: 50_000 } });
    try {
      expect(await exchangeIndexReady(bounded.ctx)).toBe(false);
      const response = await bounded.inject({
        method: 'GET',
        url: '/api/freights?startState=16',
        headers: bearer(carrier.token),
      });
      expect(response.body).toBe((await search(carrier, { startState: '16' })).body);
    } finally {
      await bounded.close();
    }
  });

  it('lets the offers of a day go once it is over, as the database does', async () => {
    const clock = createTestClock(t.clock.now());
    const later = await startSecondInstance({ ...t, clock });
    try {
      expect(await exchangeIndexReady(later.ctx)).toBe(true);
      // Signed in on the day searched (an access token lives minutes).
      const tokenNow = async () => {
        const login = await later.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { username: carrier.user.email, password: TEST_PASSWORD },
        });
        expect(login.statusCode, login.body).toBe(200);
        return login.json().token as string;
      };
      const both = async (query: TQuery) => {
        const headers = bearer(await tokenNow());
        const params = new URLSearchParams(
          Object.entries(query).map(([key, value]) => [key, String(value)] as [string, string]),
        );
        const url = `/api/freights?${params}`;
        const fromIndex = await later.inject({ method: 'GET', url, headers });
        expect(fromIndex.statusCode, fromIndex.body).toBe(200);
        const database = await startSecondInstance({ ...t, clock, config: { ...t.config, freightIndex: false } });
        try {
          const fromDatabase = await database.inject({ method: 'GET', url, headers });
          expect(fromIndex.body).toBe(fromDatabase.body);
        } finally {
          await database.close();
        }
        return ZFreightListResponse.parse(fromIndex.json());
      };
      const today = (await both({ limit: 100 })).count;
      // The next morning: the first day's offers have expired, in the index as in the table.
      clock.advance(24 * 3600_000);
      const tomorrow = await both({ limit: 100, order: 'price_desc' });
      expect(tomorrow.count).toBeLessThan(today);
      expect(tomorrow.data.every((offer) => offer.departure.date > TEST_TODAY)).toBe(true);
    } finally {
      await later.close();
    }
  });

  it("shows the shipper's name as it is now, read again a few seconds after it changed", async () => {
    const shipper = shippers[1]!;
    const nameOf = async () =>
      ZFreightListResponse.parse((await search(carrier, { ownerId: shipper.company.id })).json()).data[0]?.shipper.name;
    expect(await nameOf()).toBe('Cevital Agro');
    await t.db.transaction((tx) =>
      tx.execute(sql`UPDATE companies SET legal_name = 'Cevital Agro SPA' WHERE id = ${shipper.company.id}`),
    );
    t.clock.advance(6000);
    try {
      await vi.waitFor(async () => expect(await nameOf()).toBe('Cevital Agro SPA'));
    } finally {
      await t.db.transaction((tx) =>
        tx.execute(sql`UPDATE companies SET legal_name = 'Cevital Agro' WHERE id = ${shipper.company.id}`),
      );
      t.clock.advance(6000);
      await vi.waitFor(async () => expect(await nameOf()).toBe('Cevital Agro'));
    }
  });

  // Several instances exist only on PostgreSQL (PGlite holds its folder for one process).
  describe.runIf(process.env.DATABASE_URL)('ghost loads across instances (PostgreSQL)', () => {
    it('never serves, on an instance that hears of it late, an offer taken or withdrawn on another once that answered', async () => {
      // Instance B hears every notification late (in order, as PostgreSQL delivers them): an event
      // of A reaches B's handlers 100 ms after A answered, long after B's next search.
      const listener = createPostgresPubSub(t.db.pool!);
      const late: TPubSub = {
        ...listener,
        subscribe: (channel, handler) =>
          listener.subscribe(channel, (payload) => setTimeout(() => handler(payload), 100)),
      };
      const deaf = await startSecondInstance({ ...t, pubsub: late });
      const shipper = shippers[0]!;
      const published = await shipper.inject({
        method: 'POST',
        url: '/api/offers',
        payload: validOffer({
          copies: 5,
          price: 64000,
          destination: { ...validOffer().destination, place_id: 'DZ:47' },
        }),
      });
      expect(published.statusCode, published.body).toBe(201);
      const uids = published.json().uids as string[];
      const query = `/api/freights?endState=47&ownerId=${shipper.company.id}&limit=100`;
      const seenOnB = async () =>
        ZFreightListResponse.parse(
          (await deaf.inject({ method: 'GET', url: query, headers: bearer(carrier.token) })).json(),
        ).data.map((offer) => offer.uid);
      try {
        expect(await exchangeIndexReady(deaf.ctx)).toBe(true);
        expect(await seenOnB()).toEqual(expect.arrayContaining(uids));
        // Under load: searches on B run all along while A withdraws the offers one by one.
        let loading = true;
        const load = (async () => {
          while (loading) {
            await Promise.all(Array.from({ length: 8 }, () => seenOnB()));
            // Served from memory, a search may not wait for anything: let the writes' I/O through.
            await new Promise((resolve) => setImmediate(resolve));
          }
        })();
        try {
          for (const uid of uids) {
            const cancelled = await shipper.inject({ method: 'POST', url: `/api/offers/${uid}/cancel` });
            expect(cancelled.statusCode, cancelled.body).toBe(200);
            const after = await Promise.all(Array.from({ length: 4 }, () => seenOnB()));
            for (const seen of after) expect(seen).not.toContain(uid);
          }
        } finally {
          loading = false;
          await load;
        }
      } finally {
        await deaf.close();
      }
    });
  });
});

describe('the live freights topic', () => {
  it('tells every subscriber at once of an offer published, changed and withdrawn', async () => {
    const url = await listen(t.app);
    const shipper = shippers[1]!;
    const stream = await subscribe(url, await hubToken(t.app, carrier.user.id), [FREIGHTS_TOPIC]);
    try {
      const published = await shipper.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
      const [uid] = published.json().uids as string[];
      await shipper.inject({ method: 'PATCH', url: `/api/offers/${uid}/price`, payload: { price: 90000, version: 1 } });
      await shipper.inject({ method: 'DELETE', url: `/api/offers/${uid}` });
      expect((await stream.waitFor(3)).map((event) => event.data)).toEqual([
        { uid, event: 'published' },
        { uid, event: 'changed' },
        { uid, event: 'withdrawn' },
      ]);
    } finally {
      await stream.close();
    }
  });

  // Several instances exist only on PostgreSQL (PGlite holds its folder for one process).
  describe.runIf(process.env.DATABASE_URL)('across instances (PostgreSQL)', () => {
    let second: FastifyInstance;
    beforeAll(async () => {
      second = await startSecondInstance(t);
    });
    afterAll(async () => second.close());

    it('delivers to a subscriber of instance B the event of an offer published on instance A', async () => {
      const secondUrl = await listen(second);
      await expect.poll(() => second.ctx.pubsub.isListening()).toBe(true);
      const token = await hubToken(second, carrier.user.id);
      const stream = await subscribe(secondUrl, token, [FREIGHTS_TOPIC]);
      try {
        const published = await shippers[0]!.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
        const [uid] = published.json().uids as string[];
        expect((await stream.waitFor(1)).map((event) => event.data)).toEqual([{ uid, event: 'published' }]);
      } finally {
        await stream.close();
      }
    });
  });
});

describe('GET /api/freights/{uid}', () => {
  it("shows an offer with its publisher's contact when the offer shows it, and records the consultation", async () => {
    const row = rows.find((candidate) => isListed(candidate) && candidate.showContact)!;
    const response = await carrier.inject({ method: 'GET', url: `/api/freights/${row.uid}` });
    expect(response.statusCode).toBe(200);
    const detail = ZFreightDetail.parse(response.json());
    expect(detail).toMatchObject({
      uid: row.uid,
      available: true,
      contact: { name: 'Nadia Bouzid', phone: '+213 550 00 00 00' },
    });
    const hidden = rows.find((candidate) => isListed(candidate) && !candidate.showContact)!;
    expect(
      ZFreightDetail.parse((await carrier.inject({ method: 'GET', url: `/api/freights/${hidden.uid}` })).json())
        .contact,
    ).toBeNull();
  });

  it('says an offer is no longer available instead of failing, and hides private offers', async () => {
    const taken = rows.find((row) => row.status === 'scheduled' && row.visibility === 'public')!;
    const detail = ZFreightDetail.parse(
      (await carrier.inject({ method: 'GET', url: `/api/freights/${taken.uid}` })).json(),
    );
    expect(detail).toMatchObject({ available: false, status: 'scheduled', contact: null });
    const expired = rows.find((row) => row.status === 'in_exchange' && row.visibility === 'public' && !isListed(row))!;
    expect(
      ZFreightDetail.parse((await carrier.inject({ method: 'GET', url: `/api/freights/${expired.uid}` })).json())
        .available,
    ).toBe(false);
    const hidden = rows.find((row) => row.visibility === 'private')!;
    expect((await carrier.inject({ method: 'GET', url: `/api/freights/${hidden.uid}` })).statusCode).toBe(404);
    expect((await carrier.inject({ method: 'GET', url: '/api/freights/nope' })).statusCode).toBe(404);
  });
});

describe('favourites and consultations', () => {
  it("are the user's own: starred, listed newest first, unstarred, never seen by another user", async () => {
    const me = await createSignedInUser(t);
    const colleague = await createSignedInUser(t);
    const listed = (await reference({})).slice(0, 3);
    for (const row of listed) {
      t.clock.advance(1000);
      expect((await me.inject({ method: 'POST', url: `/api/freights/${row.uid}/favorite` })).statusCode).toBe(200);
    }
    // Twice is fine.
    expect((await me.inject({ method: 'POST', url: `/api/freights/${listed[0]!.uid}/favorite` })).statusCode).toBe(200);
    const mine = ZFreightListResponse.parse((await me.inject({ method: 'GET', url: '/api/freights/favorite' })).json());
    expect(mine.data.map((offer) => offer.uid)).toEqual(listed.map((row) => row.uid).reverse());
    const uids = (user: TSignedInUser) =>
      user.inject({ method: 'GET', url: '/api/freights/favorite/uids' }).then((r) => r.json().data);
    expect(await uids(me)).toEqual(listed.map((row) => row.uid).reverse());
    const detail = await me.inject({ method: 'GET', url: `/api/freights/${listed[0]!.uid}` });
    expect(detail.json().is_favorite).toBe(true);

    const theirs = ZFreightListResponse.parse(
      (await colleague.inject({ method: 'GET', url: '/api/freights/favorite' })).json(),
    );
    expect(theirs).toMatchObject({ data: [], count: 0 });
    expect(await uids(colleague)).toEqual([]);
    const seenByColleague = await colleague.inject({ method: 'GET', url: `/api/freights/${listed[0]!.uid}` });
    expect(seenByColleague.json().is_favorite).toBe(false);
    // Unstarring someone else's star is not possible: it only touches the caller's own.
    await colleague.inject({ method: 'DELETE', url: `/api/freights/${listed[0]!.uid}/favorite` });
    expect(
      ZFreightListResponse.parse((await me.inject({ method: 'GET', url: '/api/freights/favorite' })).json()).count,
    ).toBe(3);

    await me.inject({ method: 'DELETE', url: `/api/freights/${listed[1]!.uid}/favorite` });
    const after = ZFreightListResponse.parse(
      (await me.inject({ method: 'GET', url: '/api/freights/favorite' })).json(),
    );
    expect(after.data.map((offer) => offer.uid)).toEqual([listed[2]!.uid, listed[0]!.uid]);
    const privateRow = rows.find((row) => row.visibility === 'private')!;
    expect((await me.inject({ method: 'POST', url: `/api/freights/${privateRow.uid}/favorite` })).statusCode).toBe(404);
  });

  it('lists the consulted offers newest first, each once, for the user who opened them only', async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const [a, b] = (await reference({})).slice(0, 2);
    for (const uid of [a!.uid, b!.uid, a!.uid]) {
      t.clock.advance(1000);
      await me.inject({ method: 'GET', url: `/api/freights/${uid}` });
    }
    const consulted = ZFreightListResponse.parse(
      (await me.inject({ method: 'GET', url: '/api/freights/consulted' })).json(),
    );
    expect(consulted.data.map((offer) => offer.uid)).toEqual([a!.uid, b!.uid]);
    const theirs = ZFreightListResponse.parse(
      (await other.inject({ method: 'GET', url: '/api/freights/consulted' })).json(),
    );
    expect(theirs.count).toBe(0);
  });
});

describe('saved searches', () => {
  it('saves, lists, renames and deletes, ten at most, per user', async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const filters = { start_place_id: 'DZ:16', startRadius: 50, type: 'tautliner' };
    const created = await me.inject({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: 'Alger 50 km', filters },
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ name: 'Alger 50 km', filters });
    for (let i = 2; i <= 10; i++) {
      const next = await me.inject({
        method: 'POST',
        url: '/api/saved-searches',
        payload: { name: `Recherche ${i}`, filters: {} },
      });
      expect(next.statusCode).toBe(201);
    }
    const eleventh = await me.inject({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: 'Une de trop', filters: {} },
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      code: 'SAVED_SEARCH_LIMIT',
      message:
        'Vous avez atteint le nombre maximum de 10 recherches enregistrées. Supprimez-en une pour en enregistrer une autre.',
    });
    // Another user has their own ten.
    expect(
      (await other.inject({ method: 'POST', url: '/api/saved-searches', payload: { name: 'À moi', filters: {} } }))
        .statusCode,
    ).toBe(201);
    expect((await other.inject({ method: 'GET', url: '/api/saved-searches' })).json().data).toHaveLength(1);

    const renamed = await me.inject({
      method: 'PUT',
      url: `/api/saved-searches/${saved.id}`,
      payload: { name: 'Alger 80 km', filters: { ...filters, startRadius: 80 } },
    });
    expect(renamed.json()).toMatchObject({ name: 'Alger 80 km', filters: { startRadius: 80 } });
    expect(
      (
        await other.inject({
          method: 'PUT',
          url: `/api/saved-searches/${saved.id}`,
          payload: { name: 'Volée', filters: {} },
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.inject({ method: 'DELETE', url: `/api/saved-searches/${saved.id}` })).statusCode).toBe(404);
    expect((await me.inject({ method: 'DELETE', url: `/api/saved-searches/${saved.id}` })).statusCode).toBe(200);
    const list = (await me.inject({ method: 'GET', url: '/api/saved-searches' })).json().data as { name: string }[];
    expect(list).toHaveLength(9);
    expect(list.map((entry) => entry.name)).not.toContain('Alger 80 km');
  });

  it('refuses a nameless search or filters it cannot read, and changes nothing', async () => {
    const me = await createSignedInUser(t);
    const bad = await me.inject({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: ' ', filters: { order: 'cheapest' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ name: expect.any(String), 'filters.order': expect.any(String) });
    expect((await me.inject({ method: 'GET', url: '/api/saved-searches' })).json().data).toEqual([]);
  });
});

// PostgreSQL's planner only: PGlite's tables here are too small for plans to mean anything.
describe.runIf(process.env.DATABASE_URL)('query plans (PostgreSQL)', () => {
  it('serves every filter through an index, never a sequential scan of offers', async () => {
    const now = t.clock.now();
    const alger = await t.db.read(async (db) =>
      findPlaceIdsWithin(t.app.ctx, db, { place: (await getPlaceSnapshot(db, 'DZ:16'))!, radiusKm: 50 }),
    );
    expect(alger.length).toBeGreaterThan(10);
    const base: TFreightCriteria = { now, dep: {}, dest: {} };
    const cases: [string, TFreightCriteria][] = [
      ['nothing', base],
      ['loading state', { ...base, dep: { country: 'DZ', stateCode: '16' } }],
      ['loading place', { ...base, dep: { placeId: 'DZ:16:1601' } }],
      ['loading radius', { ...base, dep: { placeIds: alger } }],
      ['unloading state', { ...base, dest: { country: 'DZ', stateCode: '31' } }],
      ['unloading country', { ...base, dest: { country: 'TN' } }],
      ['unloading radius', { ...base, dest: { placeIds: alger } }],
      ['dates', { ...base, dateFrom: '2026-11-23', dateTo: '2026-11-25' }],
      ['truck type', { ...base, truckTypes: ['tautliner', 'tautliner_standard', 'tautliner_mega'] }],
      ['goods', { ...base, goodsTypes: ['container'] }],
      ['weight', { ...base, maxWeightKg: 10000, maxHeightM: 2.6, maxWidthM: 2.4, maxLengthM: 8.5, minLengthM: 2 }],
      ['flags', { ...base, noTailLift: true, dangerous: false, refrigerated: true, identicalZones: true }],
      ['owner', { ...base, ownerCompanyId: shippers[0]!.company.id }],
      ['published since', { ...base, publishedAfter: new Date(now.getTime() - 3600_000) }],
      ['number', { ...base, numberCondition: await numberCondition('EXP-26-004') }],
      ['number without year', { ...base, numberCondition: await numberCondition('42') }],
    ];
    for (const [name, criteria] of cases) {
      for (const order of FREIGHT_ORDERS) {
        const query = await t.db.read(async (db) => explainExchangeSearch(db, criteria, order));
        const plan = await t.db.transaction(async (tx) => {
          // With sequential scans priced out, a plan that still has one has no index to use.
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          // And for a broad search, sorts too: one that still sorts has no index giving its order.
          if (name === 'nothing') await tx.execute(sql`SET LOCAL enable_sort = off`);
          return selectRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`EXPLAIN ${inlineParams(query)}`));
        });
        const text = plan.map((line) => line['QUERY PLAN']).join('\n');
        expect(text, `${name}, ${order}`).not.toMatch(/Seq Scan on offers/);
        // A broad search reads its first page in order from an index, whatever the order: sorting
        // every open offer for 20 of them cost 100 ms on 100,000 (decision 0004).
        if (name === 'nothing') expect(text, order).not.toMatch(/\bSort\b/);
      }
    }
    // The filters were real: the owner's offers exist.
    const owned = await t.db.read((db) =>
      db
        .select({ uid: offers.uid })
        .from(offers)
        .where(inArray(offers.shipperCompanyId, [shippers[0]!.company.id])),
    );
    expect(owned.length).toBeGreaterThan(0);
  });
});

/** The condition of a search by number, as the freight search writes it. */
function numberCondition(typed: string) {
  return t.db.read((db) => offerNumberCondition(db, parseNumberQuery(typed)));
}

/** EXPLAIN takes no parameters: the test writes them in as literals. */
function inlineParams(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, index: string) => {
    const value = query.params[Number(index) - 1];
    if (value instanceof Date) return `'${value.toISOString()}'`;
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}
