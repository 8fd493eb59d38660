import { ZFreightListResponse } from '@tariq/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema';
import { createUser, createTestAppWithPlaces, startSecondInstance } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { validOffer } from '../../test/offers';
import { ensurePlaces, placesModule } from '../places';
import { exchangeIndexReady } from './freights.service';

/*
 * A commune moving to a new wilaya (Aflou, 0319, from Laghouat 03 to Aflou 59 on 1 January 2027,
 * per algeria-divisions.json): offers keep their place, and for 24 months a search by either
 * wilaya finds the offers at the communes that moved, on the in-memory index and in SQL alike.
 */

const AFLOU = 'DZ:03:0319';
const LAGHOUAT_CITY = 'DZ:03:0301';

let t: TTestApp;
/** The same app and database, searching in SQL (the index off). */
let sqlApp: FastifyInstance;
let shipper: Awaited<ReturnType<typeof createUser>>;
let carrier: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  sqlApp = await startSecondInstance({ ...t, config: { ...t.config, freightIndex: false } });
  shipper = await createUser(t.db, { role: 'ROLE_COMMISSIONNAIRE' });
  carrier = await createUser(t.db);
  expect(await exchangeIndexReady(t.app.ctx)).toBe(true);
}, 60_000);
afterAll(async () => {
  await sqlApp?.close();
  await t.close();
});

/** Moves the test clock to an instant (forward only). */
function setClock(iso: string) {
  const delta = Date.parse(iso) - t.clock.now().getTime();
  expect(delta).toBeGreaterThanOrEqual(0);
  t.clock.advance(delta);
}

/** A token signed now: the clock jumps by months, tokens live 15 minutes. */
async function headers(user: typeof shipper) {
  return { authorization: `Bearer ${await t.app.ctx.tokens.signAccessToken(user.user.id, [user.user.role])}` };
}

async function publish(placeId: string, date: string): Promise<string> {
  const base = validOffer();
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/offers',
    headers: await headers(shipper),
    payload: validOffer({
      departure: { ...base.departure, place_id: placeId, date },
      destination: { ...base.destination, date: next },
    }) as object,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().uids[0];
}

/** The uids a search finds, asked of both apps: they must agree. */
async function found(query: string): Promise<string[]> {
  const answers = await Promise.all(
    [t.app, sqlApp].map(async (app) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/freights?${query}`,
        headers: await headers(carrier),
      });
      expect(response.statusCode, response.body).toBe(200);
      return ZFreightListResponse.parse(response.json())
        .data.map((freight) => freight.uid)
        .sort();
    }),
  );
  expect(answers[0], `index vs SQL for ${query}`).toEqual(answers[1]);
  return answers[0]!;
}

async function departureState(uid: string): Promise<string> {
  const [row] = await t.db.read((db) =>
    db.select({ state: offers.depStateCode, place: offers.depPlaceId }).from(offers).where(eq(offers.uid, uid)),
  );
  expect(row!.place).toBe(AFLOU);
  return row!.state;
}

describe('a search by wilaya across a commune’s move', () => {
  let before: string;
  let after: string;
  let laghouat: string;

  it('publishes under the former wilaya until the move, and under the new one once the places reload', async () => {
    setClock('2026-12-30T09:00:00Z');
    before = await publish(AFLOU, '2027-01-05');
    laghouat = await publish(LAGHOUAT_CITY, '2027-01-05');
    expect(await departureState(before)).toBe('03');
    expect(await found('startState=59')).toEqual([]);

    // 1 January 2027 in Algiers; the hourly job reloads the places (it runs ensurePlaces).
    setClock('2027-01-01T09:00:00Z');
    const job = placesModule.jobs!.find((one) => one.name === 'places.divisions')!;
    expect(await job.run(t.app.ctx)).toBe(1);
    expect(await ensurePlaces(t.app.ctx)).toBe(false);
    // The other instance finds them loaded, and forgets what it held of the former division
    // (it serves the places of both apps here: the latest app built on a handle does).
    expect(await job.run(sqlApp.ctx)).toBe(0);
    const states = await t.app.inject({ method: 'GET', url: '/api/countries/DZ/states' });
    expect(states.json().data).toHaveLength(69);
    after = await publish(AFLOU, '2027-01-06');
    expect(await departureState(after)).toBe('59');
    // The stored offer still resolves to its place, now in Aflou.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/freights/${before}`,
      headers: await headers(carrier),
    });
    expect(detail.statusCode).toBe(200);
  });

  it('finds by the former wilaya the offers at its former communes, and by the new one those published before the move', async () => {
    expect(await found('startState=03')).toEqual([before, after, laghouat].sort());
    expect(await found('startState=59')).toEqual([before, after].sort());
    // A wilaya picked as a place counts the same.
    expect(await found(`start_place_id=${encodeURIComponent('DZ:59')}`)).toEqual([before, after].sort());
    // Combined with another filter, the rest still applies.
    expect(await found('startState=59&dateFrom=2027-01-06')).toEqual([after]);
    // Arrival side: nothing leaves for Aflou, nothing is found.
    expect(await found('endState=59')).toEqual([]);
  });

  it('stops finding them by the former wilaya once the 24 months are over', async () => {
    setClock('2028-12-31T09:00:00Z');
    const late = await publish(AFLOU, '2029-01-02');
    expect(await found('startState=03')).toEqual([late]);
    setClock('2029-01-01T09:00:00Z');
    expect(await found('startState=03')).toEqual([]);
    expect(await found('startState=59')).toEqual([late]);
  });
});
