import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CO2_METHOD, ZRouteResponse } from '@tariq/contracts';
import { eq, sql } from 'drizzle-orm';
import { missions } from '../../db/schema';
import { validOffer } from '../../test/offers';
import { pdfText } from '../../test/pdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, createTestApp, startSecondInstance } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { distanceKm, ensurePlaces, getPlaceSnapshot } from '../places';
import { ROAD_ESTIMATE, WILAYA_ROAD_DISTANCES } from './calibration';
import { AVOIDING_TOLLS, FASTEST, NO_ROUTE, WITH_ALTERNATIVES } from './fixtures/osrm-answers';
import { countStoredRoutes } from './routing.repository';

const ALGER = 'DZ:16:1601';
const ORAN = 'DZ:31:3101';
const TAMANRASSET = 'DZ:11:1101';

/** The stand-in OSRM server: answers as OSRM would for the pair asked, and notes every request. */
function startStandInOsrm(): Promise<{ server: Server; url: string; requests: URL[] }> {
  const requests: URL[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url!, 'http://osrm');
    requests.push(url);
    const [, , , , coordinates] = url.pathname.split('/');
    const toTamanrasset = coordinates!.split(';')[1]!.split(',')[1]!.startsWith('22.');
    const [status, body] = toTamanrasset
      ? [400, NO_ROUTE]
      : url.searchParams.get('exclude') === 'toll'
        ? [200, AVOIDING_TOLLS]
        : url.searchParams.get('alternatives') === 'true'
          ? [200, WITH_ALTERNATIVES]
          : [200, FASTEST];
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }),
    ),
  );
}

async function routeOf(user: TSignedInUser, query: string) {
  const response = await user.inject({ method: 'GET', url: `/api/routes?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZRouteResponse.parse(response.json()).data;
}

describe('GET /api/routes with the built-in estimate', () => {
  let t: TTestApp;
  let shipper: TSignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    await ensurePlaces(t.app.ctx, { countries: ['DZ'] });
    shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
  }, 120_000);
  afterAll(() => t.close());

  it('estimates the road from the great circle, says it is an estimate, and figures the toll, fuel and CO2e', async () => {
    const [alger, oran] = await t.db.read((db) =>
      Promise.all([getPlaceSnapshot(db, ALGER), getPlaceSnapshot(db, ORAN)]),
    );
    const greatCircle = distanceKm(alger!.lat, alger!.lng, oran!.lat, oran!.lng);
    const road = Math.round(greatCircle * ROAD_ESTIMATE.detourFactor);

    const route = await routeOf(shipper, `from=${ALGER}&to=${ORAN}&truck_type=tautliner_standard`);
    expect(route).toMatchObject({
      engine: 'estimate',
      estimate: true,
      fallback: false,
      option: 'fastest',
      distance_km: road,
      duration_min: Math.round((road / ROAD_ESTIMATE.averageSpeedKmh) * 60),
      vehicle_class: 'axles4_plus',
      // Algeria collects no toll: 0 DA, whatever the engine knows of toll roads.
      toll: { km: null, amount: '0.00', currency: 'DZD' },
      fuel: { currency: 'DZD' },
    });
    expect(route.toll.source).not.toBe('');
    expect(route.geometry).toEqual([
      [alger!.lat, alger!.lng],
      [oran!.lat, oran!.lng],
    ]);
    expect(route.fuel.litres).toBeCloseTo((road * route.fuel.litres_per_100km) / 100, 1);
    expect(route.co2e_kg).toBeGreaterThan(0);
  });

  it('takes the class asked over the truck type, and a van is under 3.5 t', async () => {
    const van = await routeOf(shipper, `from=${ALGER}&to=${ORAN}&truck_type=van_20m3`);
    expect(van.vehicle_class).toBe('under_3_5t');
    const chosen = await routeOf(shipper, `from=${ALGER}&to=${ORAN}&truck_type=van_20m3&vehicle_class=axles3`);
    expect(chosen.vehicle_class).toBe('axles3');
    expect(chosen.fuel.litres!).toBeGreaterThan(van.fuel.litres!);
  });

  it("gives no distance between two communes that share their wilaya's coordinates, rather than 0 km", async () => {
    const rows = await t.db.read((db) =>
      db.execute<{ a: string; b: string }>(sql`
        select a.id as a, b.id as b from places a join places b
          on a.lat = b.lat and a.lng = b.lng and a.id < b.id and a.kind = 'city' and b.kind = 'city'
        where a.country = 'DZ' limit 1`),
    );
    const pair = (rows as unknown as { rows: { a: string; b: string }[] }).rows[0]!;
    const route = await routeOf(shipper, `from=${pair.a}&to=${pair.b}`);
    expect(route).toMatchObject({ distance_km: null, duration_min: null, co2e_kg: null, fuel: { litres: null } });
    // The same place is 0 km from itself.
    expect((await routeOf(shipper, `from=${ALGER}&to=${ALGER}`)).distance_km).toBe(0);
  });

  it('gives the offer its route at publication, and the mission its distance, vehicle class and CO2e at the deal', async () => {
    const carrier = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR' });
    // Alger (the wilaya) → Béjaïa, 12 t in a standard tautliner: half of the semi-trailer's 24 t.
    const published = await shipper.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
    expect(published.statusCode, published.body).toBe(201);
    const uid = (published.json().uids as string[])[0]!;
    const route = await routeOf(shipper, 'from=DZ:16&to=DZ:06:0601');
    const offer = (await shipper.inject({ method: 'GET', url: `/api/offers/${uid}` })).json();
    expect(offer.distance_km).toBe(route.distance_km);
    const proposal = await carrier.inject({
      method: 'POST',
      url: `/api/freights/${uid}/proposals`,
      payload: { price: 90000 },
    });
    const accepted = await shipper.inject({ method: 'POST', url: `/api/proposals/${proposal.json().id}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [mission] = await t.db.read((db) =>
      db
        .select()
        .from(missions)
        .where(eq(missions.id, accepted.json().mission_id as string)),
    );
    const km = route.distance_km!;
    expect(km).toBeGreaterThan(150);
    expect(mission).toMatchObject({
      distanceKm: km,
      distanceSource: 'estimate',
      vehicleClass: 'axles4_plus',
      // km × 34.2 l/100 km × 3.24 kg/l × 12 t / 24 t, to the tenth.
      co2eKg: (Math.round(((km * 34.2) / 100) * 3.24 * 0.5 * 10) / 10).toFixed(1),
      co2Method: CO2_METHOD,
    });

    // Both companies see the footprint on the mission and download its CO2 statement; nobody else.
    const missionId = accepted.json().mission_id as string;
    for (const side of [shipper, carrier]) {
      const detail = await side.inject({ method: 'GET', url: `/api/missions/${missionId}` });
      expect(detail.json().footprint).toEqual({
        distance_km: km,
        distance_source: 'estimate',
        vehicle_class: 'axles4_plus',
        co2e_kg: Number(mission!.co2eKg),
      });
    }
    const pdf = await carrier.inject({ method: 'GET', url: `/api/missions/${missionId}/co2.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    const french = (value: number, digits = 0) =>
      value
        .toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits })
        .replace(/\s/g, ' ');
    expect(text).toContain("Déclaration d'émissions de CO2e");
    expect(text).toContain('Itinéraire Alger – Béjaïa');
    expect(text).toContain(`${french(km)} km`);
    expect(text).toContain('plus de 3 essieux');
    expect(text).toContain('34,2 L/100 km');
    expect(text).toContain('3,24 kg CO2e/L du puits à la roue (0,57 amont + 2,67 combustion)');
    expect(text).toContain('EN 16258:2012');
    expect(text).toContain('12 000 kg sur 24 000 kg de charge utile, soit 50 % du véhicule');
    expect(text).toContain(`${french(Number(mission!.co2eKg), 1)} kg CO2e`);
    expect((await shipper.inject({ method: 'GET', url: `/api/missions/${missionId}/co2.pdf` })).statusCode).toBe(200);
    const stranger = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR' });
    expect((await stranger.inject({ method: 'GET', url: `/api/missions/${missionId}/co2.pdf` })).statusCode).toBe(404);
  });

  it('refuses unknown places and options with the field named, an anonymous caller, and roles without an offer side', async () => {
    const unknown = await shipper.inject({ method: 'GET', url: `/api/routes?from=DZ:99:9999&to=${ORAN}` });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual(['from']);
    expect(unknown.json().fields).toMatchObject({ from: expect.any(String) });

    const option = await shipper.inject({ method: 'GET', url: `/api/routes?from=${ALGER}&to=${ORAN}&option=scenic` });
    expect(option.statusCode).toBe(400);
    expect(Object.keys(option.json().fields)).toEqual(['option']);
    const missing = await shipper.inject({ method: 'GET', url: `/api/routes?to=${ORAN}` });
    expect(missing.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/routes?from=${ALGER}&to=${ORAN}` })).statusCode).toBe(401);
    const driver = await createSignedInUser(t, { role: 'ROLE_DRIVER' });
    expect((await driver.inject({ method: 'GET', url: `/api/routes?from=${ALGER}&to=${ORAN}` })).statusCode).toBe(403);
    const inactive = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', documentsOk: false });
    expect((await inactive.inject({ method: 'GET', url: `/api/routes?from=${ALGER}&to=${ORAN}` })).statusCode).toBe(
      403,
    );
  });
});

describe('the estimate, calibrated on published road distances between wilaya capitals', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await ensurePlaces(t.app.ctx, { countries: ['DZ'] });
  }, 120_000);
  afterAll(() => t.close());

  /** A wilaya's capital: its commune n° 01 for the 48 wilayas of 1984 (ONS numbering), by name for the later ones. */
  async function capital(wilaya: string, name: string) {
    if (Number(wilaya) <= 48) return t.db.read((db) => getPlaceSnapshot(db, `DZ:${wilaya}:${wilaya}01`));
    const rows = await t.db.read((db) =>
      db.execute<{ id: string }>(
        sql`select id from places where kind = 'city' and state_code = ${wilaya} and name = ${name} limit 1`,
      ),
    );
    const [row] = (rows as unknown as { rows: { id: string }[] }).rows;
    return row ? t.db.read((db) => getPlaceSnapshot(db, row.id)) : null;
  }

  it('fits the detour factor on the table and stays within its bounds on every pair', async () => {
    const names: Record<string, string> = { '55': 'Touggourt' };
    const measured: { pair: string; road: number; greatCircle: number }[] = [];
    for (const [from, to, road] of WILAYA_ROAD_DISTANCES.pairs) {
      const [a, b] = [await capital(from, names[from] ?? ''), await capital(to, names[to] ?? '')];
      expect(a, `capital of ${from}`).toBeTruthy();
      expect(b, `capital of ${to}`).toBeTruthy();
      measured.push({ pair: `${from}→${to}`, road, greatCircle: distanceKm(a!.lat, a!.lng, b!.lat, b!.lng) });
    }
    // The factor that minimises the squared relative errors: Σ(g/r) / Σ(g/r)².
    const fitted =
      measured.reduce((sum, m) => sum + m.greatCircle / m.road, 0) /
      measured.reduce((sum, m) => sum + (m.greatCircle / m.road) ** 2, 0);
    const errors = measured.map((m) => ({
      ...m,
      estimate: Math.round(m.greatCircle * ROAD_ESTIMATE.detourFactor),
      error: (m.greatCircle * ROAD_ESTIMATE.detourFactor - m.road) / m.road,
    }));
    const meanAbsolute = errors.reduce((sum, e) => sum + Math.abs(e.error), 0) / errors.length;
    // The report a reviewer reads: each pair, its published road distance, the estimate and the error.
    console.info(
      [
        `detour factor ${ROAD_ESTIMATE.detourFactor} (fitted ${fitted.toFixed(3)}), mean |error| ${(meanAbsolute * 100).toFixed(1)} %`,
        ...errors.map(
          (e) =>
            `${e.pair.padEnd(7)} road ${String(e.road).padStart(5)} km, great circle ${e.greatCircle.toFixed(0).padStart(5)}, estimate ${String(e.estimate).padStart(5)} (${e.error >= 0 ? '+' : ''}${(e.error * 100).toFixed(1)} %)`,
        ),
      ].join('\n'),
    );
    expect(ROAD_ESTIMATE.detourFactor).toBeCloseTo(fitted, 2);
    expect(meanAbsolute).toBeLessThan(0.1);
    for (const e of errors) expect(Math.abs(e.error), e.pair).toBeLessThan(0.25);
  });
});

describe('GET /api/routes with an OSRM server (ROUTING_URL)', () => {
  let t: TTestApp;
  let osrm: Awaited<ReturnType<typeof startStandInOsrm>>;
  let carrier: TSignedInUser;

  beforeAll(async () => {
    osrm = await startStandInOsrm();
    t = await createTestApp({ routingUrl: osrm.url });
    await ensurePlaces(t.app.ctx, { countries: ['DZ'] });
    carrier = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => osrm.server.close(resolve));
  });
  beforeEach(() => {
    osrm.requests.length = 0;
  });

  it("draws OSRM's fastest route with its geometry, duration and toll kilometres", async () => {
    const route = await routeOf(carrier, `from=${ALGER}&to=${ORAN}&truck_type=tautliner_mega`);
    expect(route).toMatchObject({
      engine: 'osrm',
      estimate: false,
      fallback: false,
      option: 'fastest',
      distance_km: 432,
      duration_min: 304,
      toll: { km: 380, amount: '0.00', currency: 'DZD' },
    });
    expect(route.geometry).toEqual([
      [36.7538, 3.0588],
      [36.55, 2.4],
      [36.16, 1.33],
      [35.93, 0.15],
      [35.6969, -0.6331],
    ]);
    expect(osrm.requests).toHaveLength(1);
    const [asked] = osrm.requests;
    expect(asked!.pathname).toMatch(/^\/route\/v1\/driving\/[\d.]+,[\d.]+;-?[\d.]+,[\d.]+$/);
    expect(asked!.searchParams.get('steps')).toBe('true');
    expect(asked!.searchParams.get('alternatives')).toBe('false');
  });

  it('picks the shortest of the alternatives, and avoids tolls with exclude=toll', async () => {
    const shortest = await routeOf(carrier, `from=${ALGER}&to=${ORAN}&option=shortest`);
    expect(shortest).toMatchObject({ option: 'shortest', distance_km: 418, duration_min: 360, toll: { km: 0 } });
    expect(osrm.requests[0]!.searchParams.get('alternatives')).toBe('true');
    const avoiding = await routeOf(carrier, `from=${ALGER}&to=${ORAN}&option=avoid_tolls`);
    expect(avoiding).toMatchObject({ option: 'avoid_tolls', distance_km: 418, toll: { km: 0 } });
    expect(osrm.requests[1]!.searchParams.get('exclude')).toBe('toll');
  });

  it('asks the server once per (from, to, option): the route is stored for every instance and kept in memory', async () => {
    const before = await t.db.read((db) => countStoredRoutes(db, 'osrm'));
    await routeOf(carrier, `from=${ORAN}&to=${ALGER}`);
    await routeOf(carrier, `from=${ORAN}&to=${ALGER}`);
    expect(osrm.requests).toHaveLength(1);
    expect(await t.db.read((db) => countStoredRoutes(db, 'osrm'))).toBe(before + 1);
    // Another instance on the same database reads the stored route, without asking the server.
    const second = await startSecondInstance(t);
    try {
      const response = await second.inject({
        method: 'GET',
        url: `/api/routes?from=${ORAN}&to=${ALGER}`,
        headers: bearer(carrier.token),
      });
      expect(ZRouteResponse.parse(response.json()).data).toMatchObject({ engine: 'osrm', distance_km: 432 });
      expect(osrm.requests).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('falls back to the estimate when the server fails, says so, stores nothing, and asks again after a pause', async () => {
    const before = await t.db.read((db) => countStoredRoutes(db, 'osrm'));
    const failed = await routeOf(carrier, `from=${ALGER}&to=${TAMANRASSET}`);
    expect(failed).toMatchObject({ engine: 'estimate', estimate: true, fallback: true });
    expect(failed.distance_km).toBeGreaterThan(1500);
    expect(osrm.requests).toHaveLength(1);
    // Paused: the next route does not wait for a server that just failed.
    const paused = await routeOf(carrier, `from=${TAMANRASSET}&to=${ALGER}`);
    expect(paused).toMatchObject({ engine: 'estimate', fallback: true });
    expect(osrm.requests).toHaveLength(1);
    expect(await t.db.read((db) => countStoredRoutes(db, 'osrm'))).toBe(before);
    t.clock.advance(31_000);
    const back = await routeOf(carrier, `from=${TAMANRASSET}&to=${ALGER}`);
    expect(back).toMatchObject({ engine: 'osrm', fallback: false });
    expect(osrm.requests).toHaveLength(2);
  });

  it('falls back when the server cannot be reached at all', async () => {
    // A port nobody listens on: a server started and closed at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await createTestApp({ routingUrl: `http://127.0.0.1:${port}` });
    try {
      await ensurePlaces(unreachable.app.ctx, { countries: ['DZ'] });
      const user = await createSignedInUser(unreachable, { role: 'ROLE_TRANSPORTEUR' });
      expect(await routeOf(user, `from=${ALGER}&to=${ORAN}`)).toMatchObject({ engine: 'estimate', fallback: true });
    } finally {
      await unreachable.close();
    }
  });
});
