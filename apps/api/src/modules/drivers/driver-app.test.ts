import { randomBytes, randomUUID } from 'node:crypto';
import {
  ZDriverMission,
  ZDriverMissionsResponse,
  ZDriverProfile,
  ZMissionTrack,
  ZPositionBatchResponse,
  trackingTopic,
} from '@tariq/contracts';
import type { TPositionBatch } from '@tariq/contracts';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, driverPositions, idempotencyKeys } from '../../db/schema';
import { purgeIdempotencyKeys } from '../../platform/idempotency';
import { TEST_PASSWORD, bearer, createSignedInUser, createTestAppWithPlaces, login } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { listen, subscribe } from '../../test/hub';
import { validOffer } from '../../test/offers';
import { findMailsTo } from '../mail';
import { setMissionDriver } from '../missions';
import { purgeOldPositions } from './positions';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
}, 120_000);
afterAll(() => t.close());

/** The app listens once, for the tests that read the hub. */
let listening: Promise<string> | null = null;
const hubUrl = () => (listening ??= listen(t.app));

const carrier = () => createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', documentsOk: true });
const shipper = () => createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', documentsOk: true });
const PASSWORD = /[a-z2-9]{5}(?:-[a-z2-9]{5}){3}/;
// A 1×1 PNG: the proof of delivery a mission is finished with.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type TDriverSession = { id: string; email: string; token: string; mercure: string };

/** A driver the carrier adds, logged in with the password of the credentials mail. */
async function driverOf(user: TSignedInUser): Promise<TDriverSession> {
  const email = `chauffeur-${randomBytes(4).toString('hex')}@example.dz`;
  const added = await user.inject({
    method: 'POST',
    url: '/api/drivers',
    payload: { firstName: 'Karim', lastName: 'Benali', email, enginePlate: '12345 516 16' },
  });
  expect(added.statusCode, added.body).toBe(201);
  const mails = await t.db.read((db) => findMailsTo(db, email));
  const password = PASSWORD.exec(mails.at(-1)!.text)![0];
  const session = await login(t.app, email, password);
  expect(session.response.statusCode).toBe(200);
  return { id: added.json().data.id, email, token: session.body.token!, mercure: session.body.mercure_token! };
}

/** A call of the driver app: the driver's token, and an idempotency key unless told otherwise. */
function drive(driver: TDriverSession, options: InjectOptions & { key?: string | null }) {
  const { key = randomUUID(), headers, ...rest } = options;
  return t.app.inject({
    ...rest,
    headers: { ...bearer(driver.token), ...(key === null ? {} : { 'idempotency-key': key }), ...headers },
  });
}

/** A real mission: the shipper's offer, the carrier's proposal accepted, the driver set on it. */
async function missionOf(user: TSignedInUser, owner: TSignedInUser, driverId: string): Promise<string> {
  const published = await owner.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
  const uid = (published.json().uids as string[])[0]!;
  const proposal = await user.inject({
    method: 'POST',
    url: `/api/freights/${uid}/proposals`,
    payload: { price: 80000 },
  });
  const accepted = await owner.inject({ method: 'POST', url: `/api/proposals/${proposal.json().id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const id = accepted.json().mission_id as string;
  await t.db.transaction((tx) =>
    setMissionDriver(tx, {
      carrierCompanyId: user.company.id,
      missionId: id,
      driverUserId: driverId,
      now: t.clock.now(),
    }),
  );
  return id;
}

/** The charter confirmed and the pickup waived: the mission may start. */
async function ready(user: TSignedInUser, owner: TSignedInUser, id: string) {
  expect((await user.inject({ method: 'POST', url: `/api/missions/${id}/confirm` })).statusCode).toBe(200);
  expect((await owner.inject({ method: 'POST', url: `/api/missions/${id}/pickup/waive` })).statusCode).toBe(200);
}

const ping = (seconds: number, lat = 36.75, lng = 3.06) => ({
  lat,
  lng,
  accuracy: 8,
  speed: 20,
  heading: 90,
  recorded_at: new Date(t.clock.now().getTime() + seconds * 1000).toISOString(),
});

describe('the driver app: missions', () => {
  it('lists the driver’s missions only, without the price, with what the road needs', async () => {
    const [user, owner] = await Promise.all([carrier(), shipper()]);
    const [driver, colleague] = [await driverOf(user), await driverOf(user)];
    const id = await missionOf(user, owner, driver.id);

    const upcoming = await drive(driver, { method: 'GET', url: '/api/driver/missions?tab=upcoming', key: null });
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    const list = ZDriverMissionsResponse.parse(upcoming.json());
    expect(list.data.map((mission) => mission.id)).toEqual([id]);
    expect(upcoming.body).not.toContain('80000');
    expect(upcoming.body).not.toContain('"price"');
    const [mission] = list.data;
    expect(mission!.loading).toMatchObject({ time_zone: 'Africa/Algiers', date: validOffer().departure.date });
    expect(typeof mission!.loading.lat).toBe('number');
    expect(mission!.pickup_code).toMatch(/^\d{6}$/);
    expect(mission!.shipper.contact?.name).toBeTruthy();
    expect((await drive(driver, { method: 'GET', url: '/api/driver/missions', key: null })).json().data).toEqual([]);

    // Another driver of the same carrier, the carrier itself, another company: not theirs.
    expect((await drive(colleague, { method: 'GET', url: `/api/driver/missions/${id}`, key: null })).statusCode).toBe(
      404,
    );
    expect(
      (await drive(colleague, { method: 'GET', url: '/api/driver/missions?tab=upcoming', key: null })).json().count,
    ).toBe(0);
    expect((await user.inject({ method: 'GET', url: `/api/driver/missions/${id}` })).statusCode).toBe(403);
    const stranger = await driverOf(await carrier());
    expect((await drive(stranger, { method: 'GET', url: `/api/driver/missions/${id}`, key: null })).statusCode).toBe(
      404,
    );
  });

  it('starts with the pickup rule of the web, once, however often the app retries', async () => {
    const [user, owner] = await Promise.all([carrier(), shipper()]);
    const driver = await driverOf(user);
    const id = await missionOf(user, owner, driver.id);
    const startWith = (key: string | null, payload: object = {}) =>
      drive(driver, { method: 'POST', url: `/api/driver/missions/${id}/start`, payload, key });

    expect((await startWith(null)).statusCode).toBe(400);
    expect((await startWith('short')).statusCode).toBe(400);
    const early = await startWith(randomUUID());
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CHARTER_NOT_CONFIRMED');
    expect((await user.inject({ method: 'POST', url: `/api/missions/${id}/confirm` })).statusCode).toBe(200);
    expect((await startWith(randomUUID())).json().code).toBe('PICKUP_NOT_VERIFIED');
    expect((await owner.inject({ method: 'POST', url: `/api/missions/${id}/pickup/waive` })).statusCode).toBe(200);

    const key = randomUUID();
    const reading = { odometer_km: 254_300, engine_plate: '12345 516 16', trailer_plate: '00174-801-27' };
    const first = await startWith(key, reading);
    expect(first.statusCode, first.body).toBe(200);
    const started = ZDriverMission.parse(first.json());
    expect(started).toMatchObject({ status: 'in_progress', pickup_code: null });
    expect(started.start).toEqual({
      odometer_km: 254_300,
      engine_plate: '12345 516 16',
      trailer_plate: '00174-801-27',
    });
    const audits = async () =>
      (await t.db.read((db) => db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, id))))[0]!.n;
    const before = await audits();

    // The answer to a replay is the first one, and nothing changes.
    t.clock.advance(30_000);
    const replay = await startWith(key, reading);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await audits()).toBe(before);
    // The same key for another call is refused; a new key gets the mission's own answer.
    const reused = await drive(driver, {
      method: 'POST',
      url: '/api/driver/positions',
      payload: { positions: [ping(0)] },
      key,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await startWith(randomUUID())).json().code).toBe('MISSION_STATUS_CONFLICT');

    // The shipper's page shows the driver's plates as given at start.
    const track = ZMissionTrack.parse((await owner.inject({ method: 'GET', url: `/api/missions/${id}/track` })).json());
    expect(track.driver).toEqual({ first_name: 'Karim', engine_plate: '12345 516 16', trailer_plate: '00174-801-27' });
  });

  it('finishes with the proof of delivery, once for a retried upload', async () => {
    const [user, owner] = await Promise.all([carrier(), shipper()]);
    const driver = await driverOf(user);
    const id = await missionOf(user, owner, driver.id);
    await ready(user, owner, id);
    expect(
      (await drive(driver, { method: 'POST', url: `/api/driver/missions/${id}/start`, payload: {} })).statusCode,
    ).toBe(200);
    const upload = (key: string | null) => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(PNG)]), 'livraison.png');
      form.append('reserves', 'Un carton abîmé');
      return drive(driver, { method: 'POST', url: `/api/driver/missions/${id}/finish`, payload: form, key });
    };
    const key = randomUUID();
    const first = await upload(key);
    expect(first.statusCode, first.body).toBe(200);
    expect(ZDriverMission.parse(first.json())).toMatchObject({ status: 'completed', pod_status: 'pending' });
    const again = await upload(key);
    expect(again.body).toBe(first.body);
    const detail = await user.inject({ method: 'GET', url: `/api/missions/${id}` });
    expect(detail.json().pod.rounds).toHaveLength(1);
    expect(detail.json().pod.reserves).toBe('Un carton abîmé');
    // Shown on the driver's done tab.
    const done = await drive(driver, { method: 'GET', url: '/api/driver/missions?tab=done', key: null });
    expect(done.json().data.map((mission: { id: string }) => mission.id)).toEqual([id]);
  });
});

describe('the driver app: positions and tracking', () => {
  it('keeps one position per 10 s, late and out of order, and the latest as the driver’s last', async () => {
    const user = await carrier();
    const driver = await driverOf(user);
    const send = (positions: TPositionBatch['positions'], key?: string) =>
      drive(driver, { method: 'POST', url: '/api/driver/positions', payload: { positions }, key });

    const key = randomUUID();
    // 0 s, 4 s and 9 s share a window; 25 s and 12 s each have their own; sent out of order.
    const first = await send([ping(25, 36.8), ping(4), ping(0), ping(12), ping(9)], key);
    expect(first.statusCode, first.body).toBe(200);
    expect(ZPositionBatchResponse.parse(first.json())).toEqual({ stored: 3, mission_id: null });
    expect((await send([ping(25, 36.8), ping(4), ping(0), ping(12), ping(9)], key)).body).toBe(first.body);
    // Late pings of windows already kept change nothing; a new window is kept.
    expect((await send([ping(7), ping(26)])).json()).toEqual({ stored: 0, mission_id: null });
    expect((await send([ping(-30)])).json()).toEqual({ stored: 1, mission_id: null });
    const rows = await t.db.read((db) =>
      db.select().from(driverPositions).where(eq(driverPositions.driverUserId, driver.id)),
    );
    expect(
      rows.map((row) => (row.recordedAt.getTime() - t.clock.now().getTime()) / 1000).sort((a, b) => a - b),
    ).toEqual([-30, 0, 12, 25]);

    // The last position is the latest recorded, not the latest received.
    const listed = (await user.inject({ method: 'GET', url: `/api/drivers/${driver.id}` })).json().data;
    expect(listed.lastLocation).toMatchObject({ lat: 36.8 });

    // A phone's clock far ahead, a latitude off the globe, an empty batch: refused, nothing kept.
    expect((await send([ping(3600)])).statusCode).toBe(400);
    expect((await send([{ ...ping(40), lat: 91 }])).statusCode).toBe(400);
    expect((await send([])).statusCode).toBe(400);
    expect(
      (
        await t.db.read((db) =>
          db.select({ n: count() }).from(driverPositions).where(eq(driverPositions.driverUserId, driver.id)),
        )
      )[0]!.n,
    ).toBe(4);
  });

  it('shows the trail to the shipper only while the mission is in progress, live on its topic', async () => {
    const [user, owner] = await Promise.all([carrier(), shipper()]);
    const driver = await driverOf(user);
    const id = await missionOf(user, owner, driver.id);
    const track = async (who: TSignedInUser) => {
      const response = await who.inject({ method: 'GET', url: `/api/missions/${id}/track` });
      expect(response.statusCode, response.body).toBe(200);
      return ZMissionTrack.parse(response.json());
    };
    // Before the start: pings are the driver's, not the mission's; the shipper sees nothing.
    await drive(driver, { method: 'POST', url: '/api/driver/positions', payload: { positions: [ping(0)] } });
    expect(await track(owner)).toMatchObject({ visible: false, positions: [], driver: null });
    expect((await track(user)).positions).toEqual([]);

    await ready(user, owner, id);
    await drive(driver, { method: 'POST', url: `/api/driver/missions/${id}/start`, payload: {} });
    const shipperSession = await login(t.app, owner.email, TEST_PASSWORD);
    const url = await hubUrl();
    const stream = await subscribe(url, shipperSession.body.mercure_token!, [trackingTopic(owner.company.id)]);
    try {
      expect(stream.response.status).toBe(200);
      const sent = await drive(driver, {
        method: 'POST',
        url: '/api/driver/positions',
        payload: { positions: [ping(20, 36.5, 3.2), ping(40, 36.4, 3.3)] },
      });
      expect(sent.json()).toEqual({ stored: 2, mission_id: id });
      const events = await stream.waitFor(1);
      expect(events[0]!.data).toMatchObject({ type: 'position', mission_id: id, position: { lat: 36.4, lng: 3.3 } });
    } finally {
      await stream.close();
    }
    const during = await track(owner);
    expect(during.visible).toBe(true);
    expect(during.positions.map((point) => point.lat)).toEqual([36.5, 36.4]);
    expect(during.driver).toEqual({ first_name: 'Karim', engine_plate: '12345 516 16', trailer_plate: null });

    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PNG)]), 'livraison.png');
    expect(
      (await drive(driver, { method: 'POST', url: `/api/driver/missions/${id}/finish`, payload: form })).statusCode,
    ).toBe(200);
    // Finished: the shipper sees nothing more; the carrier keeps its trail.
    expect(await track(owner)).toMatchObject({ visible: false, positions: [] });
    expect((await track(user)).positions).toHaveLength(2);
    // Nobody else reads it; a driver reads no company's tracking.
    expect((await (await shipper()).inject({ method: 'GET', url: `/api/missions/${id}/track` })).statusCode).toBe(404);
    expect((await drive(driver, { method: 'GET', url: `/api/missions/${id}/track`, key: null })).statusCode).toBe(403);
  });

  it('says connected while online with a position in the last 5 minutes', async () => {
    const user = await carrier();
    const driver = await driverOf(user);
    const me = async () =>
      ZDriverProfile.parse((await drive(driver, { method: 'GET', url: '/api/driver/me', key: null })).json());
    expect(await me()).toMatchObject({ online: false, connected: false, last_position_at: null });
    const online = await drive(driver, { method: 'PUT', url: '/api/driver/status', payload: { online: true } });
    expect(online.statusCode, online.body).toBe(200);
    expect(await me()).toMatchObject({ online: true, connected: false });
    await drive(driver, { method: 'POST', url: '/api/driver/positions', payload: { positions: [ping(0)] } });
    expect(await me()).toMatchObject({ online: true, connected: true });
    expect((await user.inject({ method: 'GET', url: `/api/drivers/${driver.id}` })).json().data.connected).toBe(true);
    t.clock.advance(6 * 60_000);
    expect(await me()).toMatchObject({ online: true, connected: false });
  });
});

describe('assigning a driver', () => {
  it('takes the proposal’s driver onto the mission, shows the shipper first name and plates only', async () => {
    const [user, owner] = await Promise.all([carrier(), shipper()]);
    const driver = await driverOf(user);
    const stranger = await driverOf(await carrier());
    const published = await owner.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
    const uid = (published.json().uids as string[])[0]!;
    const propose = (driverId: string) =>
      user.inject({
        method: 'POST',
        url: `/api/freights/${uid}/proposals`,
        payload: { price: 80000, driver_id: driverId },
      });

    // Another company's driver is not one to name.
    const refused = await propose(stranger.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('driver_id');
    const proposal = await propose(driver.id);
    expect(proposal.statusCode, proposal.body).toBe(201);
    expect(proposal.json().driver_id).toBe(driver.id);
    const seen = await owner.inject({ method: 'GET', url: `/api/offers/${uid}/proposals` });
    expect(seen.json().data[0].driver_id).toBeNull();

    const accepted = await owner.inject({ method: 'POST', url: `/api/proposals/${proposal.json().id}/accept` });
    const id = accepted.json().mission_id as string;
    const carrierResponse = await user.inject({ method: 'GET', url: `/api/missions/${id}` });
    expect(carrierResponse.statusCode, carrierResponse.body).toBe(200);
    const carrierView = carrierResponse.json();
    expect(carrierView.driver).toEqual({
      id: driver.id,
      first_name: 'Karim',
      last_name: 'Benali',
      engine_plate: '12345 516 16',
      trailer_plate: null,
      busy: false,
    });
    const shipperView = (await owner.inject({ method: 'GET', url: `/api/missions/${id}` })).json();
    expect(shipperView.driver).toEqual({
      id: null,
      first_name: 'Karim',
      last_name: null,
      engine_plate: '12345 516 16',
      trailer_plate: null,
      busy: false,
    });
    // The driver app lists it.
    const upcoming = await drive(driver, { method: 'GET', url: '/api/driver/missions?tab=upcoming', key: null });
    expect(upcoming.json().data.map((mission: { id: string }) => mission.id)).toEqual([id]);
  });

  it('changes the driver until the start, tells both drivers, and flags one busy at the same dates', async () => {
    const [user, owner] = await Promise.all([carrier(), shipper()]);
    const [first, second] = [await driverOf(user), await driverOf(user)];
    const id = await missionOf(user, owner, first.id);
    const assign = (driverId: string | null) =>
      user.inject({ method: 'PUT', url: `/api/missions/${id}/driver`, payload: { driver_id: driverId } });

    const url = await hubUrl();
    const [firstStream, secondStream] = await Promise.all([
      subscribe(url, first.mercure, [first.id]),
      subscribe(url, second.mercure, [second.id]),
    ]);
    try {
      const changed = await assign(second.id);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().driver.id).toBe(second.id);
      expect((await secondStream.waitFor(1))[0]!.data).toEqual({ type: 'assignment', mission_id: id, assigned: true });
      expect((await firstStream.waitFor(1))[0]!.data).toEqual({ type: 'assignment', mission_id: id, assigned: false });
    } finally {
      await Promise.all([firstStream.close(), secondStream.close()]);
    }
    expect((await drive(first, { method: 'GET', url: `/api/driver/missions/${id}`, key: null })).statusCode).toBe(404);

    // The same driver on another mission at the same dates: flagged, not refused.
    await missionOf(user, owner, second.id);
    expect((await user.inject({ method: 'GET', url: `/api/missions/${id}` })).json().driver.busy).toBe(true);
    expect((await owner.inject({ method: 'GET', url: `/api/missions/${id}` })).json().driver.busy).toBe(false);

    // Not another company's driver, not the shipper's call, not once started.
    expect((await assign((await driverOf(await carrier())).id)).statusCode).toBe(400);
    expect(
      (await owner.inject({ method: 'PUT', url: `/api/missions/${id}/driver`, payload: { driver_id: null } }))
        .statusCode,
    ).toBe(403);
    await ready(user, owner, id);
    await drive(second, { method: 'POST', url: `/api/driver/missions/${id}/start`, payload: {} });
    const late = await assign(first.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('MISSION_STATUS_CONFLICT');
    expect((await assign(null)).statusCode).toBe(409);
  });
});

describe('the driver app: its OpenAPI document', () => {
  it('lists under the tag "driver" every call the app makes, the session’s included, with the rules no schema says', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      tags?: { name: string; description?: string }[];
      paths: Record<string, Record<string, { tags?: string[]; parameters?: { in: string; name: string }[] }>>;
    };
    const tagged = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.tags?.includes('driver'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(tagged).toEqual(
      expect.arrayContaining([
        'POST /api/login_check',
        'POST /api/token/refresh',
        'POST /api/user/logout',
        'GET /api/driver/me',
        'GET /api/driver/missions',
        'GET /api/driver/missions/{id}',
        'POST /api/driver/missions/{id}/start',
        'POST /api/driver/missions/{id}/finish',
        'POST /api/driver/positions',
        'PUT /api/driver/status',
      ]),
    );
    // What changes something says it needs the key.
    const positions = document.paths['/api/driver/positions']!.post!;
    expect(positions.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
    const guide = document.tags?.find((tag) => tag.name === 'driver')?.description ?? '';
    for (const rule of [
      'idempotency-key',
      'IDEMPOTENCY_KEY_REUSED',
      'mercure_token',
      '10 s',
      '"assignment"',
      'logout',
    ]) {
      expect(guide).toContain(rule);
    }
  });
});

// Last: it moves the clock by months.
describe('the driver app: what is kept', () => {
  it('deletes positions after 90 days and idempotency keys after 48 hours, with a fixed clock', async () => {
    const user = await carrier();
    const driver = await driverOf(user);
    await drive(driver, { method: 'POST', url: '/api/driver/positions', payload: { positions: [ping(-60)] } });
    const kept = async () =>
      (
        await t.db.read((db) =>
          db.select({ n: count() }).from(driverPositions).where(eq(driverPositions.driverUserId, driver.id)),
        )
      )[0]!.n;
    const keys = async () =>
      (
        await t.db.read((db) =>
          db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, driver.id)),
        )
      )[0]!.n;
    expect(await kept()).toBe(1);
    expect(await keys()).toBe(1);
    t.clock.advance(49 * 3_600_000);
    await purgeIdempotencyKeys(t.app.ctx);
    expect(await keys()).toBe(0);
    expect(await purgeOldPositions(t.app.ctx)).toBe(0);
    expect(await kept()).toBe(1);
    t.clock.advance(89 * 86_400_000);
    expect(await purgeOldPositions(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await kept()).toBe(0);
  });
});
