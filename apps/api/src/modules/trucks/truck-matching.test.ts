import { ZLoadTrucksResponse, ZTruckLoadsResponse, ZTruckResponse } from '@tariq/contracts';
import type { TCreateOfferRequest, TTruckCreateInput } from '@tariq/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestAppWithPlaces, signInAgain } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { TEST_TODAY, validOffer } from '../../test/offers';
import { askTrucksStillAvailable, endTruckPostings } from './truck-matching.service';

let t: TTestApp;
let shipper: TSignedInUser;
let carrier: TSignedInUser;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, {
    role: 'ROLE_COMMISSIONNAIRE',
    modules: ['trucks', 'private_freight'],
    documentsOk: true,
  });
  carrier = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', modules: ['trucks'], documentsOk: true });
}, 120_000);
afterAll(() => t.close());

const ALGER = 'DZ:16';
const BLIDA = 'DZ:09:0901';
const TIZI_OUZOU = 'DZ:15';
const ORAN = 'DZ:31';
const BEJAIA = 'DZ:06:0601';

async function ok(response: { statusCode: number; body: string; json(): unknown }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

function truckPayload(overrides: Partial<TTruckCreateInput> = {}): TTruckCreateInput {
  return {
    name: 'Tautliner Alger',
    type: 'tautliner_standard',
    weight: 24000,
    length: 13.6,
    volume: 90,
    startCountry: 'DZ',
    start_place_id: ALGER,
    endCountry: 'DZ',
    end_place_id: BEJAIA,
    startDate: TEST_TODAY,
    endDate: '2026-11-30',
    ...overrides,
  };
}

async function addTruck(user: TSignedInUser, overrides: Partial<TTruckCreateInput> = {}) {
  const body = await ok(
    await user.inject({ method: 'POST', url: '/api/trucks', payload: truckPayload(overrides) }),
    201,
  );
  return ZTruckResponse.parse(body).data;
}

async function publish(owner: TSignedInUser, overrides: Partial<TCreateOfferRequest> = {}): Promise<string> {
  const body = (await ok(
    await owner.inject({ method: 'POST', url: '/api/offers', payload: validOffer(overrides) }),
    201,
  )) as { uids: string[] };
  return body.uids[0]!;
}

const departure = (place_id: string, date = TEST_TODAY) => ({ ...validOffer().departure, place_id, date });

async function loadsOf(user: TSignedInUser, truckId: string) {
  return ZTruckLoadsResponse.parse(await ok(await user.inject({ method: 'GET', url: `/api/trucks/${truckId}/loads` })))
    .data;
}

describe('loads for a truck, and trucks for a load', () => {
  it('match by distance, dates, family, weight and dangerous goods, fewest empty kilometres first, each with its reasons', async () => {
    const truck = await addTruck(carrier);
    const inAlger = await publish(shipper);
    const megaNextDay = await publish(shipper, {
      truck_type: 'tautliner_mega',
      departure: departure(ALGER, '2026-11-23'),
      destination: { ...validOffer().destination, date: '2026-11-24' },
    });
    const inBlida = await publish(shipper, { departure: departure(BLIDA) });
    const inTizi = await publish(shipper, { departure: departure(TIZI_OUZOU) });
    const inOran = await publish(shipper, { departure: departure(ORAN) });
    const tooHeavy = await publish(shipper, { weight_kg: 30000 });
    const refrigerated = await publish(shipper, { truck_type: 'refrigerated' });
    const afterAvailability = await publish(shipper, {
      departure: departure(ALGER, '2026-12-05'),
      destination: { ...validOffer().destination, date: '2026-12-06' },
    });
    const dangerous = await publish(shipper, { dangerous: true });

    const loads = await loadsOf(carrier, truck.id);
    expect(loads.map((load) => load.uid)).toEqual([inAlger, megaNextDay, inBlida, inTizi]);
    for (const excluded of [inOran, tooHeavy, refrigerated, afterAvailability, dangerous])
      expect(loads.map((load) => load.uid)).not.toContain(excluded);
    const [first, , blida, tizi] = loads;
    expect(first!.emptyKm).toBe(0);
    expect(blida!.emptyKm).toBeGreaterThan(20);
    expect(tizi!.emptyKm).toBeGreaterThan(blida!.emptyKm);
    // Destination Béjaïa is the truck's own: said as a reason.
    expect(first!.reasons).toEqual(['near', 'dates', 'type', 'weight', 'length', 'destination']);
    expect(first).toMatchObject({ departure: { state: 'Alger', date: TEST_TODAY }, weight_kg: 12000, currency: 'DZD' });

    // A truck that takes dangerous goods gets the dangerous load too.
    const adr = await addTruck(carrier, { canTakeDangerousGoods: true });
    const adrLoads = await loadsOf(carrier, adr.id);
    expect(adrLoads.find((load) => load.uid === dangerous)?.reasons).toContain('dangerous');

    // Seen from the load: the fitting posted trucks, nearest first, with whom to call.
    const forLoad = ZLoadTrucksResponse.parse(
      await ok(await shipper.inject({ method: 'GET', url: `/api/offers/${inBlida}/trucks` })),
    ).data;
    expect(forLoad.map((one) => one.id)).toEqual(expect.arrayContaining([truck.id, adr.id]));
    expect(forLoad.find((one) => one.id === truck.id)).toMatchObject({
      emptyKm: blida!.emptyKm,
      company: { id: carrier.company.id },
      reasons: expect.arrayContaining(['near', 'weight']),
    });
    const forDangerous = ZLoadTrucksResponse.parse(
      await ok(await shipper.inject({ method: 'GET', url: `/api/offers/${dangerous}/trucks` })),
    ).data;
    expect(forDangerous.map((one) => one.id)).toContain(adr.id);
    expect(forDangerous.map((one) => one.id)).not.toContain(truck.id);
  });

  it('never matches a hidden truck or one whose posting ended', async () => {
    const other = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', modules: ['trucks'], documentsOk: true });
    const hidden = await addTruck(other, { name: 'Caché', isVisible: false });
    const ending = await addTruck(other, { name: 'Fin demain', endDate: '2026-11-23' });
    const uid = await publish(shipper, {
      departure: departure(ALGER, '2026-11-23'),
      destination: { ...validOffer().destination, date: '2026-11-25' },
    });
    const ids = async () =>
      ZLoadTrucksResponse.parse(
        await ok(await shipper.inject({ method: 'GET', url: `/api/offers/${uid}/trucks` })),
      ).data.map((one) => one.id);
    expect(await ids()).toContain(ending.id);
    expect(await ids()).not.toContain(hidden.id);

    // Two days later the posting has ended by itself: hidden, marked, out of every match.
    t.clock.advance(2 * 24 * 3600 * 1000);
    try {
      const owner = await signInAgain(t, other);
      const searched = async () =>
        (
          (await ok(await owner.inject({ method: 'GET', url: '/api/trucks?startState=16&limit=50' }))) as {
            data: { data: { id: string }[] };
          }
        ).data.data.map((one) => one.id);
      // Over, and out of the search at once, before the job has run…
      expect(await searched()).not.toContain(ending.id);
      expect(await endTruckPostings(t.app.ctx)).toBeGreaterThanOrEqual(1);
      // …then ended on its card.
      const after = ZTruckResponse.parse(
        await ok(await owner.inject({ method: 'GET', url: `/api/trucks/${ending.id}` })),
      ).data;
      expect(after).toMatchObject({ isVisible: false, isExpired: true });
    } finally {
      t.clock.advance(-2 * 24 * 3600 * 1000);
      shipper = await signInAgain(t, shipper);
    }
  });

  it("keeps each company to its own: another shipper's offer, another carrier's truck, a private offer of a network the carrier is not in", async () => {
    const truck = await addTruck(carrier, { name: 'Isolement' });
    const otherShipper = await createSignedInUser(t, {
      role: 'ROLE_COMMISSIONNAIRE',
      modules: ['trucks', 'private_freight'],
      documentsOk: true,
    });
    const insider = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', modules: ['trucks'], documentsOk: true });
    await ok(
      await otherShipper.inject({
        method: 'POST',
        url: '/api/private-exchange/network',
        payload: { carrierId: insider.company.id, groupIds: [] },
      }),
      201,
    );
    const privateUid = await publish(otherShipper, { visibility: 'private' });
    const insiderTruck = await addTruck(insider, { name: 'Du réseau' });

    expect((await loadsOf(carrier, truck.id)).map((load) => load.uid)).not.toContain(privateUid);
    expect((await loadsOf(insider, insiderTruck.id)).map((load) => load.uid)).toContain(privateUid);

    const foreign = await ok(await shipper.inject({ method: 'GET', url: `/api/offers/${privateUid}/trucks` }), 404);
    expect(foreign).toMatchObject({ code: 'NOT_FOUND' });
    await ok(await insider.inject({ method: 'GET', url: `/api/trucks/${truck.id}/loads` }), 404);
    // A carrier has no offers of its own: the shipper's route is not for it.
    await ok(await carrier.inject({ method: 'GET', url: `/api/offers/${privateUid}/trucks` }), 403);
  });
});

describe('still available?', () => {
  it('asks once a day about a truck visible for a day, and the answer keeps or hides it', async () => {
    let owner = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', modules: ['trucks'], documentsOk: true });
    const truck = await addTruck(owner, { name: 'Toujours là ?', endDate: null });
    const bell = async () =>
      (
        (await ok(await owner.inject({ method: 'GET', url: '/api/user/notifications?limit=50' }))) as {
          data: { type: number; data: Record<string, unknown> }[];
        }
      ).data.filter((notification) => notification.type === 11 && notification.data.truck_id === truck.id);

    await askTrucksStillAvailable(t.app.ctx);
    expect(await bell()).toHaveLength(0);

    t.clock.advance(25 * 3600 * 1000);
    try {
      owner = await signInAgain(t, owner);
      carrier = await signInAgain(t, carrier);
      await askTrucksStillAvailable(t.app.ctx);
      await askTrucksStillAvailable(t.app.ctx);
      const asked = await bell();
      expect(asked).toHaveLength(1);
      expect(asked[0]!.data).toMatchObject({ action: 'truck_still_available', truck_name: 'Toujours là ?' });

      const kept = await ok(
        await owner.inject({
          method: 'POST',
          url: `/api/trucks/${truck.id}/still-available`,
          payload: { available: true },
        }),
      );
      expect(ZTruckResponse.parse(kept).data.isVisible).toBe(true);
      const hidden = await ok(
        await owner.inject({
          method: 'POST',
          url: `/api/trucks/${truck.id}/still-available`,
          payload: { available: false },
        }),
      );
      expect(ZTruckResponse.parse(hidden).data.isVisible).toBe(false);
      await ok(
        await carrier.inject({
          method: 'POST',
          url: `/api/trucks/${truck.id}/still-available`,
          payload: { available: true },
        }),
        404,
      );
    } finally {
      t.clock.advance(-25 * 3600 * 1000);
      carrier = await signInAgain(t, carrier);
    }
  });
});

describe("the truck's picture", () => {
  it('is checked from its bytes, made small and served; a text file is refused', async () => {
    const truck = await addTruck(carrier, { name: 'En photo' });
    const big = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const upload = (bytes: Buffer, filename: string, user = carrier) => {
      const boundary = 'tariqboundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return user.inject({
        method: 'POST',
        url: `/api/trucks/${truck.id}/picture`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const stored = ZTruckResponse.parse(await ok(await upload(big, 'camion.jpg'))).data;
    expect(stored.picture).toBe(`/api/trucks/${truck.id}/picture?v=1`);
    const served = await t.app.inject({ method: 'GET', url: stored.picture! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
    const { width, height } = await sharp(served.rawPayload).metadata();
    expect(Math.max(width!, height!)).toBe(960);

    const text = await upload(Buffer.from('pas une image, juste du texte'), 'camion.jpg');
    expect(text.statusCode).toBe(415);
    expect(
      (
        await upload(
          big,
          'camion.jpg',
          await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', modules: ['trucks'], documentsOk: true }),
        )
      ).statusCode,
    ).toBe(404);

    const removed = ZTruckResponse.parse(
      await ok(await carrier.inject({ method: 'DELETE', url: `/api/trucks/${truck.id}/picture` })),
    ).data;
    expect(removed.picture).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: stored.picture! })).statusCode).toBe(404);
  });
});
