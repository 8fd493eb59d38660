import { ZTruckSearchQuery, offerToday } from '@tariq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, loadGeneratorPlaces } from '../../db/seed/offer-generator';
import { generateTrucks, insertTrucks } from '../../db/seed/truck-generator';
import { createSignedInUser, createTestAppWithPlaces } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { getPlaceSnapshot } from '../places';
import { eq } from 'drizzle-orm';
import { companies, trucks } from '../../db/schema';
import { pageTexts, searchTruckIndex, truckIndex, trucksChanged } from './truck-index';
import { findPostedTrucksPage, truckSearchConditions } from './trucks.repository';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
}, 120_000);
afterAll(() => t.close());

const WILAYAS = ['16', '09', '31', '06', '15', '25', '35', '42'];
const TYPES = ['van', 'tautliner', 'rigid_19t', 'refrigerated', 'flatbed,container_chassis', 'van_12m3,van_20m3'];

/** 2 to 5 filters of the vehicle search, as the benchmark draws them. */
function filtersFrom(random: ReturnType<typeof createRandom>, today: string): Record<string, string> {
  const query: Record<string, string> = {};
  const addDays = (days: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  for (let size = random.int(1, 5); size > 0; size--) {
    switch (random.int(0, 10)) {
      case 0:
        query.startState = random.pick(WILAYAS);
        break;
      case 1:
        query.endState = random.pick(WILAYAS);
        break;
      case 2:
        query.start_place_id = `DZ:${random.pick(WILAYAS)}`;
        query.startRadius = String(random.pick([25, 60, 150]));
        break;
      case 3:
        query.end_place_id = random.pick(['DZ:16', 'DZ:31', 'DZ:09:0901']);
        break;
      case 4:
        query.type = random.pick(TYPES);
        break;
      case 5:
        query.goodType = random.pick(['palletised', 'bulk', 'container']);
        break;
      case 6:
        query.weight = String(random.int(1, 50) * 500);
        break;
      case 7:
        query.volume = String(random.int(5, 95));
        break;
      case 8:
        query.availableFrom = addDays(random.int(0, 20));
        break;
      case 9:
        query.availableUntil = addDays(random.int(5, 30));
        break;
      default:
        query.width = String(random.pick([4, 9, 13]));
    }
  }
  if (query.availableFrom && query.availableUntil && query.availableUntil < query.availableFrom)
    delete query.availableUntil;
  return query;
}

/** Compares the index with the SQL on 120 generated searches; answers how many found some, not all. */
async function compareWithSql(seed: number, total: number): Promise<number> {
  const index = await truckIndex(t.app.ctx);
  const today = offerToday(t.clock.now());
  const random = createRandom(seed);
  let nonEmpty = 0;
  for (let run = 0; run < 120; run++) {
    const query = filtersFrom(random, today);
    const filters = ZTruckSearchQuery.parse({ ...query, limit: 50 });
    const [startPlace, endPlace] = await t.db.read((db) =>
      Promise.all([
        filters.start_place_id ? getPlaceSnapshot(db, filters.start_place_id) : undefined,
        filters.end_place_id ? getPlaceSnapshot(db, filters.end_place_id) : undefined,
      ]),
    );
    const fromSql = await t.db.read((db) =>
      findPostedTrucksPage(db, {
        conditions: truckSearchConditions(filters, today, { startPlace, endPlace }),
        limit: 50,
        offset: 0,
      }),
    );
    const fromIndex = searchTruckIndex(index, {
      filters,
      today,
      places: { startPlace, endPlace },
      offset: 0,
      limit: 50,
    });
    expect(fromIndex.count, JSON.stringify(query)).toBe(fromSql.count);
    expect(fromIndex.ids, JSON.stringify(query)).toEqual(fromSql.rows.map((row) => row.truck.id));
    if (fromSql.count > 0 && fromSql.count < total) nonEmpty += 1;
  }
  return nonEmpty;
}

describe('the vehicle search in memory', () => {
  it('finds what the SQL finds, in the same order, with the same count, before and after trucks change', async () => {
    const owner = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', modules: ['trucks'], documentsOk: true });
    const places = await loadGeneratorPlaces(t.db);
    const now = t.clock.now();
    const rows = generateTrucks({
      count: 400,
      owners: [{ companyId: owner.company.id, userId: owner.user.id }],
      places,
      now,
      random: createRandom(28),
    });
    await t.db.transaction((tx) => insertTrucks(tx, rows));
    // Most searches find some trucks, not all of them: the comparison is not of empty lists.
    expect(await compareWithSql(280, 400)).toBeGreaterThan(60);

    // Counting stops past a bound once the page is found, and says so; the page is the same.
    const index = await truckIndex(t.app.ctx);
    const everything = { filters: ZTruckSearchQuery.parse({}), today: offerToday(now), places: {} };
    const exact = searchTruckIndex(index, { ...everything, offset: 20, limit: 20 });
    expect(exact.capped).toBe(false);
    expect(exact.count).toBeGreaterThan(300);
    expect(searchTruckIndex(index, { ...everything, offset: 20, limit: 20, countMax: 100 })).toEqual({
      ids: exact.ids,
      count: 100,
      capped: true,
    });
    expect(searchTruckIndex(index, { ...everything, offset: 0, limit: 20, countMax: exact.count })).toMatchObject({
      count: exact.count,
      capped: false,
    });

    // A third of the trucks take another's departure, type, goods and dates (they move in the
    // order and in the filters' sets), a few are hidden, and new ones come.
    const ids = (await t.db.read((db) => db.select({ id: trucks.id }).from(trucks))).map((row) => row.id);
    const random = createRandom(2800);
    const changed: string[] = [];
    for (const id of ids.filter(() => random.int(0, 2) === 0)) {
      const other = random.pick(rows);
      const hide = random.int(0, 9) === 0;
      await t.db.transaction((tx) =>
        tx
          .update(trucks)
          .set(
            hide
              ? { isVisible: false }
              : {
                  startCountry: other.startCountry,
                  startPlaceId: other.startPlaceId,
                  startStateCode: other.startStateCode,
                  startCityId: other.startCityId,
                  startLat: other.startLat,
                  startLng: other.startLng,
                  type: other.type,
                  goods: other.goods,
                  availableFrom: other.availableFrom,
                  availableUntil: other.availableUntil,
                },
          )
          .where(eq(trucks.id, id)),
      );
      changed.push(id);
    }
    const more = generateTrucks({
      count: 60,
      owners: [{ companyId: owner.company.id, userId: owner.user.id }],
      places,
      now,
      random: createRandom(29),
    });
    await t.db.transaction((tx) => insertTrucks(tx, more));
    const known = new Set(ids);
    const added = (await t.db.read((db) => db.select({ id: trucks.id }).from(trucks)))
      .map((row) => row.id)
      .filter((id) => !known.has(id));
    expect(added).toHaveLength(60);
    await trucksChanged(t.app.ctx, [...changed, ...added]);
    expect(changed.length).toBeGreaterThan(100);
    expect(await compareWithSql(281, 460)).toBeGreaterThan(60);
  });

  it("writes a page's items once, and again only for a company whose card changed when read again", async () => {
    const places = await loadGeneratorPlaces(t.db);
    const owners = [];
    for (const name of ['Transports Constants', 'Transports Changeants']) {
      const owner = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', modules: ['trucks'], documentsOk: true });
      await t.db.transaction((tx) =>
        tx.update(companies).set({ legalName: name }).where(eq(companies.id, owner.company.id)),
      );
      const rows = generateTrucks({
        count: 3,
        owners: [{ companyId: owner.company.id, userId: owner.user.id }],
        places,
        now: t.clock.now(),
        random: createRandom(owners.length + 90),
      });
      await t.db.transaction((tx) => insertTrucks(tx, rows));
      const ids = (
        await t.db.read((db) => db.select({ id: trucks.id }).from(trucks).where(eq(trucks.companyId, owner.company.id)))
      ).map((row) => row.id);
      await trucksChanged(t.app.ctx, ids);
      owners.push({ companyId: owner.company.id, ids });
    }
    const [steady, renamed] = owners as [(typeof owners)[number], (typeof owners)[number]];
    const index = await truckIndex(t.app.ctx);
    const ids = [...steady.ids, ...renamed.ids];
    const written: string[] = [];
    const write = async () => {
      const texts = await pageTexts(t.app.ctx, index, ids, 'test-cards', (found) => {
        written.push(found.truck.id);
        return JSON.stringify({ id: found.truck.id, company: found.companyName });
      });
      return new Map(ids.map((id, at) => [id, texts[at]!]));
    };
    const first = await write();
    expect(written.sort()).toEqual([...ids].sort());
    const again = await write();
    expect(written).toHaveLength(ids.length);
    for (const id of ids) expect(again.get(id)).toBe(first.get(id));

    // 30 s on, both cards are read again (one query) while the page goes out as written; one company was renamed.
    await t.db.transaction((tx) =>
      tx.update(companies).set({ legalName: 'Transports Renommés' }).where(eq(companies.id, renamed.companyId)),
    );
    t.clock.advance(31_000);
    written.length = 0;
    await expect
      .poll(async () => JSON.parse((await write()).get(renamed.ids[0]!)!.toString()).company, { timeout: 10_000 })
      .toBe('Transports Renommés');
    const after = await write();
    expect(new Set(written)).toEqual(new Set(renamed.ids));
    for (const id of steady.ids) expect(after.get(id)).toBe(first.get(id));
    for (const id of renamed.ids) expect(after.get(id)).not.toBe(first.get(id));
  });
});
