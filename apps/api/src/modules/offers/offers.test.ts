import { OFFER_LIMITS, ZOffer, ZOfferListResponse } from '@tariq/contracts';
import type { TCreateOfferRequest } from '@tariq/contracts';
import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { selectRows } from '../../db/client';
import { offerTemplates, offers } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces } from '../../test/helpers';
import type { TTestApp, TSignedInUser } from '../../test/helpers';
import { TEST_TODAY, validOffer } from '../../test/offers';
import { expireOffers } from './offers.service';

let t: TTestApp;
let shipper: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
}, 60_000);
afterAll(() => t.close());

const TODAY = TEST_TODAY;

function publish(user: TSignedInUser, payload: unknown) {
  return user.inject({ method: 'POST', url: '/api/offers', payload: payload as object });
}

async function publishOne(
  user: TSignedInUser = shipper,
  overrides: Partial<TCreateOfferRequest> = {},
): Promise<string> {
  const response = await publish(user, validOffer(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().uids[0];
}

async function countCompanyOffers(companyId: string): Promise<number> {
  const [row] = await t.db.read((db) =>
    db.select({ count: count() }).from(offers).where(eq(offers.shipperCompanyId, companyId)),
  );
  return row!.count;
}

describe('POST /api/offers', () => {
  it('publishes an offer with the place copied from the places and the road distance estimated', async () => {
    const uid = await publishOne();
    const response = await shipper.inject({ method: 'GET', url: `/api/offers/${uid}` });
    expect(response.statusCode).toBe(200);
    const offer = ZOffer.parse(response.json());
    expect(offer).toMatchObject({
      uid,
      status: 'in_exchange',
      version: 1,
      departure: { country: 'DZ', place_id: 'DZ:16', state: { id: '16', name: 'Alger' }, city: null, date: TODAY },
      destination: { place_id: 'DZ:06:0601', state: { id: '06' }, city: { name: 'Béjaïa' } },
      pallets: { EUROP: 16 },
      price: 85000,
      currency: 'DZD',
      visibility: 'public',
    });
    // Alger → Béjaïa is about 180 km as the crow flies: ×1.3 for the road.
    expect(offer.distance_km).toBeGreaterThan(200);
    expect(offer.distance_km).toBeLessThan(260);
    expect(offer.expires_at).toBe('2026-11-22T23:00:00.000Z');
  });

  it('says the distance is unknown, not 0 km, between two places that share their coordinates', async () => {
    const [pair] = await t.db.read((db) =>
      selectRows<{ from: string; to: string }>(
        db,
        sql`SELECT a.id AS "from", b.id AS "to" FROM places a JOIN places b
            ON a.lat = b.lat AND a.lng = b.lng AND a.id < b.id AND a.country = 'DZ' AND b.country = 'DZ'
            WHERE a.id LIKE 'DZ:%:%' AND b.id LIKE 'DZ:%:%' LIMIT 1`,
      ),
    );
    expect(pair, 'the Algerian fixture has communes placed at their wilaya').toBeDefined();
    const created = await shipper.inject({
      method: 'POST',
      url: '/api/offers',
      payload: validOffer({
        departure: { ...validOffer().departure, place_id: pair!.from },
        destination: { ...validOffer().destination, place_id: pair!.to },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const uid = (created.json().uids as string[])[0]!;
    const offer = (await shipper.inject({ method: 'GET', url: `/api/offers/${uid}` })).json();
    expect(offer.distance_km).toBeNull();
  });

  it('creates exactly N copies in one request, and none for a refused one', async () => {
    const creator = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const five = await publish(creator, { ...validOffer(), copies: 5 });
    expect(five.statusCode).toBe(201);
    expect(new Set(five.json().uids).size).toBe(5);
    expect(await countCompanyOffers(creator.company.id)).toBe(5);

    const six = await publish(creator, { ...validOffer(), copies: 6 });
    expect(six.statusCode).toBe(400);
    expect(six.json().fields).toEqual({ copies: 'La valeur ne doit pas dépasser 5' });
    const refused = await publish(creator, { ...validOffer({ mpl: 13.3 }), copies: 3 });
    expect(refused.statusCode).toBe(400);
    expect(await countCompanyOffers(creator.company.id)).toBe(5);
  });

  // Each limit of spec 001 §5 at its value and one step past it.
  const limits: Array<[string, Partial<TCreateOfferRequest>, Partial<TCreateOfferRequest>, string, string]> = [
    ['mpl', { mpl: 13.2 }, { mpl: 13.3 }, 'mpl', 'La valeur ne doit pas dépasser 13,2\u202fm'],
    [
      'weight',
      { weight_kg: 44000 },
      { weight_kg: 44001 },
      'weight_kg',
      'La valeur ne doit pas dépasser 44\u202f000\u202fkg',
    ],
    ['height', { height_m: 4 }, { height_m: 4.01 }, 'height_m', 'La valeur ne doit pas dépasser 4\u202fm'],
    ['width', { width_m: 2.55 }, { width_m: 2.56 }, 'width_m', 'La valeur ne doit pas dépasser 2,55\u202fm'],
    ['length', { length_m: 25.25 }, { length_m: 25.26 }, 'length_m', 'La valeur ne doit pas dépasser 25,25\u202fm'],
  ];
  for (const [name, atLimit, past, field, message] of limits) {
    it(`accepts the ${name} limit and refuses one past it`, async () => {
      expect((await publish(shipper, validOffer(atLimit))).statusCode).toBe(201);
      const refused = await publish(shipper, validOffer(past));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 'VALIDATION',
        message: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
        fields: { [field]: message },
      });
    });
  }

  it('accepts 200 characters of comment and refuses 201', async () => {
    const stop = validOffer().departure;
    expect((await publish(shipper, validOffer({ departure: { ...stop, comment: 'a'.repeat(200) } }))).statusCode).toBe(
      201,
    );
    const refused = await publish(shipper, validOffer({ departure: { ...stop, comment: 'a'.repeat(201) } }));
    expect(refused.json().fields).toEqual({ 'departure.comment': 'Au plus 200 caractères' });
  });

  it('refuses a date before today, and the same day with the arrival time not after the departure', async () => {
    const departure = validOffer().departure;
    const destination = validOffer().destination;
    const yesterday = await publish(shipper, validOffer({ departure: { ...departure, date: '2026-11-21' } }));
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().fields).toEqual({ 'departure.date': "La date ne peut pas être antérieure à aujourd'hui" });

    const sameDay = (time: string) =>
      publish(shipper, validOffer({ destination: { ...destination, date: TODAY, time } }));
    expect((await sameDay('08:01')).statusCode).toBe(201);
    const sameTime = await sameDay('08:00');
    expect(sameTime.json().fields).toEqual({
      'destination.time': "Le même jour, l'heure d'arrivée doit être après l'heure de départ",
    });
    const before = await publish(shipper, validOffer({ departure: { ...departure, date: '2026-11-24' } }));
    expect(before.json().fields).toEqual({
      'destination.date': "La date d'arrivée doit être le jour du départ ou après",
    });
  });

  it('names every missing required field', async () => {
    const response = await publish(shipper, { departure: {}, destination: {} });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields as Record<string, string>;
    for (const field of [
      'departure.country',
      'departure.address',
      'departure.date',
      'departure.time',
      'destination.country',
      'destination.address',
      'destination.date',
      'destination.time',
      'goods_type',
      'height_m',
      'mpl',
      'weight_kg',
      'truck_type',
      'truck_power_type',
      'currency',
      'payment_method',
      'payment_term',
    ]) {
      expect(fields[field], field).toBe('Ce champ est obligatoire');
    }
  });

  it('requires the container type for containers and the bulk type for bulk, and a complete truck type', async () => {
    expect((await publish(shipper, validOffer({ goods_type: 'container' }))).json().fields).toEqual({
      container_type: 'Ce champ est obligatoire',
    });
    expect((await publish(shipper, validOffer({ goods_type: 'bulk' }))).json().fields).toEqual({
      bulk_type: 'Ce champ est obligatoire',
    });
    expect((await publish(shipper, validOffer({ truck_type: 'van' }))).json().fields).toEqual({
      truck_type: 'Choisissez un sous-type de véhicule',
    });
  });

  it('refuses zero and negative measures and pallet counts, and a price of 0', async () => {
    const response = await publish(shipper, validOffer({ weight_kg: 0, width_m: -1, pallets: { EUROP: 0 }, price: 0 }));
    expect(response.json().fields).toEqual({
      weight_kg: 'La valeur doit être supérieure à 0',
      width_m: 'La valeur doit être supérieure à 0',
      'pallets.EUROP': 'La valeur doit être supérieure à 0',
      price: 'La valeur doit être supérieure à 0',
    });
  });

  it('refuses an unknown place, or a place of another country, as a field error', async () => {
    const stop = validOffer().departure;
    const unknown = await publish(shipper, validOffer({ departure: { ...stop, place_id: 'DZ:99' } }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ 'departure.place_id': 'Valeur invalide' });
    const elsewhere = await publish(shipper, validOffer({ departure: { ...stop, country: 'FR' } }));
    expect(elsewhere.json().fields).toEqual({ 'departure.place_id': 'Valeur invalide' });
  });

  it('answers in the caller language', async () => {
    const response = await shipper.inject({
      method: 'POST',
      url: '/api/offers',
      headers: { 'user-language': 'en' },
      payload: validOffer({ mpl: 14 }),
    });
    expect(response.json()).toMatchObject({ fields: { mpl: 'The value must not exceed 13.2 m' } });
  });

  it('words every limit in the caller language with its number format and unit, prices in the offer currency', async () => {
    const refuse = async (language: string, offer: Partial<TCreateOfferRequest>) =>
      (
        await shipper.inject({
          method: 'POST',
          url: '/api/offers',
          headers: { 'user-language': language },
          payload: validOffer(offer),
        })
      ).json().fields;
    const tooMuch = { weight_kg: 44001, width_m: 2.56, goods_type: 'palletised', pallets: { EUROP: 1000 } } as const;
    expect(await refuse('fr', tooMuch)).toMatchObject({
      weight_kg: 'La valeur ne doit pas dépasser 44\u202f000\u202fkg',
      width_m: 'La valeur ne doit pas dépasser 2,55\u202fm',
      'pallets.EUROP': 'La valeur ne doit pas dépasser 999\u00a0palettes',
    });
    expect(await refuse('en', tooMuch)).toMatchObject({
      weight_kg: 'The value must not exceed 44,000 kg',
      width_m: 'The value must not exceed 2.55 m',
      'pallets.EUROP': 'The value must not exceed 999\u00a0pallets',
    });
    expect(await refuse('de', tooMuch)).toMatchObject({ weight_kg: 'Der Wert darf 44.000 kg nicht überschreiten' });
    const price = await refuse('fr', { price: 10_000_000_000, currency: 'DZD' });
    expect(price).toEqual({ price: 'La valeur ne doit pas dépasser 9\u202f999\u202f999\u202f999,99\u00a0DZD' });
  });

  it('either accepts a random payload and reads it back, or refuses it with field errors; never a 500', async () => {
    const creator = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          weight_kg: fc.oneof(fc.double({ min: -10, max: 50000, noNaN: true }), fc.constant(null)),
          height_m: fc.double({ min: -1, max: 5, noNaN: true }),
          mpl: fc.double({ min: 0, max: 14, noNaN: true }),
          width_m: fc.option(fc.double({ min: 0, max: 3, noNaN: true })),
          price: fc.option(fc.oneof(fc.integer({ min: -5, max: 10_000_000 }), fc.double({ min: 0, max: 100 }))),
          goods_type: fc.constantFrom('palletised', 'container', 'bulk', 'solid_bulk', 'liquid'),
          comment: fc.string({ maxLength: 220 }),
          time: fc.constantFrom('00:00', '23:59', '24:00', '8:00', '12:30'),
        }),
        async (input) => {
          const base = validOffer();
          const payload = {
            ...base,
            ...input,
            departure: { ...base.departure, comment: input.comment, time: input.time },
          };
          const response = await publish(creator, payload);
          expect([201, 400]).toContain(response.statusCode);
          if (response.statusCode === 400) {
            expect(Object.keys(response.json().fields ?? {}).length).toBeGreaterThan(0);
            return;
          }
          const uid = response.json().uids[0];
          const offer = (await creator.inject({ method: 'GET', url: `/api/offers/${uid}` })).json();
          expect(offer.weight_kg).toBe(input.weight_kg);
          expect(offer.height_m).toBe(input.height_m);
          expect(offer.mpl).toBe(input.mpl);
          expect(offer.price).toBe(input.price);
          expect(offer.goods_type).toBe(input.goods_type);
          expect(offer.departure.comment).toBe(input.comment.trim() || null);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('access to offers', () => {
  it('answers 403 to a carrier and to a shipper whose documents are not verified, on the server', async () => {
    const carrier = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR' });
    const carrierAnswer = await publish(carrier, validOffer());
    expect(carrierAnswer.statusCode).toBe(403);
    expect(carrierAnswer.json().code).toBe('ROLE_FORBIDDEN');
    expect((await carrier.inject({ method: 'GET', url: '/api/offers/my' })).statusCode).toBe(403);

    const pending = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', documentsOk: false });
    const pendingAnswer = await publish(pending, validOffer());
    expect(pendingAnswer.statusCode).toBe(403);
    expect(pendingAnswer.json().code).toBe('DOCUMENTS_REQUIRED');
    expect(await countCompanyOffers(pending.company.id)).toBe(0);
  });

  it("answers 404 for another company's offer to every verb, and changes nothing", async () => {
    const uid = await publishOne();
    const other = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const requests = [
      { method: 'GET' as const, url: `/api/offers/${uid}` },
      { method: 'PUT' as const, url: `/api/offers/${uid}`, payload: { ...validOffer(), version: 1 } },
      { method: 'PATCH' as const, url: `/api/offers/${uid}/price`, payload: { price: 1, version: 1 } },
      { method: 'PATCH' as const, url: `/api/offers/${uid}/references`, payload: { loading_reference: 'X' } },
      { method: 'POST' as const, url: `/api/offers/${uid}/cancel` },
      { method: 'DELETE' as const, url: `/api/offers/${uid}` },
    ];
    for (const request of requests) {
      const response = await other.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const mine = ZOffer.parse((await shipper.inject({ method: 'GET', url: `/api/offers/${uid}` })).json());
    expect(mine).toMatchObject({ status: 'in_exchange', version: 1, price: 85000, loading_reference: null });
  });
});

describe('GET /api/offers/my', () => {
  it('pages one tab and counts every tab, for the caller company only', async () => {
    const owner = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const uids = (await publish(owner, { ...validOffer(), copies: 3 })).json().uids as string[];
    await owner.inject({ method: 'POST', url: `/api/offers/${uids[0]}/cancel`, payload: { reason: 'Client annulé' } });
    await publishOne(); // another company's offer: never counted here

    const page = await owner.inject({ method: 'GET', url: '/api/offers/my?tab=in_exchange&page=1&limit=1' });
    expect(page.statusCode).toBe(200);
    const body = ZOfferListResponse.parse(page.json());
    expect(body).toMatchObject({ page: 1, total_pages: 2, count: 2 });
    expect(body.data).toHaveLength(1);
    expect(body.tabs).toEqual({ in_exchange: 2, scheduled: 0, in_progress: 0, completed: 0, cancelled: 1, expired: 0 });
    // "Planifiées" lists only the offers with a carrier: none yet.
    const scheduled = ZOfferListResponse.parse(
      (await owner.inject({ method: 'GET', url: '/api/offers/my?tab=scheduled' })).json(),
    );
    expect(scheduled).toMatchObject({ count: 0, data: [] });
    const byDefault = ZOfferListResponse.parse((await owner.inject({ method: 'GET', url: '/api/offers/my' })).json());
    expect(byDefault.count).toBe(2);

    const cancelled = ZOfferListResponse.parse(
      (await owner.inject({ method: 'GET', url: '/api/offers/my?tab=cancelled' })).json(),
    );
    expect(cancelled.data.map((offer) => [offer.uid, offer.cancel_reason])).toEqual([[uids[0], 'Client annulé']]);
  });

  it('refuses an unknown tab and a page size above 100 with the field named', async () => {
    const tab = await shipper.inject({ method: 'GET', url: '/api/offers/my?tab=archived' });
    expect(tab.statusCode).toBe(400);
    expect(tab.json().fields).toEqual({ tab: 'Choix invalide' });
    const limit = await shipper.inject({ method: 'GET', url: '/api/offers/my?limit=101' });
    expect(limit.json().fields).toEqual({ limit: 'La valeur ne doit pas dépasser 100' });
  });
});

describe('changing an offer', () => {
  it('refuses a bad price, over-long references and an over-long cancel reason with 400, changing nothing', async () => {
    const uid = await publishOne();
    const refusals = [
      { method: 'PATCH' as const, url: `/api/offers/${uid}/price`, payload: { price: -5, version: 1 } },
      { method: 'PATCH' as const, url: `/api/offers/${uid}/price`, payload: { price: 10.001, version: 1 } },
      { method: 'PATCH' as const, url: `/api/offers/${uid}/price`, payload: { price: 100 } },
      {
        method: 'PATCH' as const,
        url: `/api/offers/${uid}/references`,
        payload: { loading_reference: 'R'.repeat(OFFER_LIMITS.referenceMax + 1) },
      },
      {
        method: 'POST' as const,
        url: `/api/offers/${uid}/cancel`,
        payload: { reason: 'x'.repeat(OFFER_LIMITS.cancelReasonMax + 1) },
      },
    ];
    const fields = [];
    for (const request of refusals) {
      const response = await shipper.inject(request);
      expect(response.statusCode, `${request.url} ${JSON.stringify(request.payload)}`).toBe(400);
      fields.push(response.json().fields);
    }
    expect(fields).toEqual([
      { price: 'La valeur doit être supérieure à 0' },
      { price: 'Valeur invalide' },
      { version: 'Ce champ est obligatoire' },
      { loading_reference: 'Au plus 100 caractères' },
      { reason: 'Au plus 500 caractères' },
    ]);
    const offer = ZOffer.parse((await shipper.inject({ method: 'GET', url: `/api/offers/${uid}` })).json());
    expect(offer).toMatchObject({ status: 'in_exchange', version: 1, price: 85000, loading_reference: null });
  });

  it('modifies an offer in exchange, and refuses a stale version with 409', async () => {
    const uid = await publishOne();
    const first = await shipper.inject({
      method: 'PUT',
      url: `/api/offers/${uid}`,
      payload: { ...validOffer({ weight_kg: 9000 }), version: 1 },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ weight_kg: 9000, version: 2 });
    const stale = await shipper.inject({
      method: 'PUT',
      url: `/api/offers/${uid}`,
      payload: { ...validOffer({ weight_kg: 7000 }), version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'STALE_VERSION',
      message: 'Cette offre a été modifiée entre-temps. Rechargez-la, puis réessayez.',
    });
    const now = ZOffer.parse((await shipper.inject({ method: 'GET', url: `/api/offers/${uid}` })).json());
    expect(now.weight_kg).toBe(9000);
  });

  it('edits the price (empty: to negotiate) and the references, and refuses to edit a cancelled offer', async () => {
    const uid = await publishOne();
    const price = await shipper.inject({
      method: 'PATCH',
      url: `/api/offers/${uid}/price`,
      payload: { price: 92000.5, version: 1 },
    });
    expect(price.json()).toMatchObject({ price: 92000.5, version: 2 });
    const negotiate = await shipper.inject({
      method: 'PATCH',
      url: `/api/offers/${uid}/price`,
      payload: { price: null, version: 2 },
    });
    expect(negotiate.json()).toMatchObject({ price: null, price_negotiable: true });
    const references = await shipper.inject({
      method: 'PATCH',
      url: `/api/offers/${uid}/references`,
      payload: { loading_reference: 'CH-2026-118', unloading_reference: null },
    });
    expect(references.json()).toMatchObject({ loading_reference: 'CH-2026-118', unloading_reference: null });

    await shipper.inject({ method: 'POST', url: `/api/offers/${uid}/cancel` });
    const afterCancel = await shipper.inject({
      method: 'PATCH',
      url: `/api/offers/${uid}/price`,
      payload: { price: 1000, version: 4 },
    });
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json().code).toBe('OFFER_STATUS_CONFLICT');
  });

  it('deletes an offer for good, and refuses once a mission is in progress or completed', async () => {
    const uid = await publishOne();
    const removed = await shipper.inject({ method: 'DELETE', url: `/api/offers/${uid}` });
    expect(removed.statusCode).toBe(200);
    expect((await shipper.inject({ method: 'GET', url: `/api/offers/${uid}` })).statusCode).toBe(404);

    for (const status of ['in_progress', 'completed'] as const) {
      const running = await publishOne();
      // The deals capability moves offers on; here the status is set as it will.
      await t.db.transaction((tx) => tx.update(offers).set({ status }).where(eq(offers.uid, running)));
      const refused = await shipper.inject({ method: 'DELETE', url: `/api/offers/${running}` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('OFFER_DELETE_REFUSED');
      expect((await shipper.inject({ method: 'GET', url: `/api/offers/${running}` })).statusCode).toBe(200);
    }
  });
});

describe('the expiry job', () => {
  it('expires offers in exchange once their departure day is over, once even when two jobs run at once', async () => {
    const owner = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const uids = (await publish(owner, { ...validOffer(), copies: 4 })).json().uids as string[];
    const later = await publishOne(owner, {
      departure: { ...validOffer().departure, date: '2026-11-23' },
      destination: { ...validOffer().destination, date: '2026-11-24' },
    });
    await owner.inject({ method: 'POST', url: `/api/offers/${uids[0]}/cancel` });

    // 22 November, 23:59 in Algiers: not yet. (The clock goes back afterwards: later tests publish for today.)
    const elapsed = 13 * 3600 * 1000 + 60 * 1000 + 59 * 60 * 1000;
    onTestFinished(() => t.clock.advance(-elapsed));
    t.clock.advance(13 * 3600 * 1000 + 59 * 60 * 1000);
    expect(await expireOffers(t.app.ctx)).toBe(0);
    t.clock.advance(60 * 1000);
    const runs = await Promise.all([expireOffers(t.app.ctx), expireOffers(t.app.ctx)]);
    // Every other test's offers of the 22nd expire too; each exactly once.
    expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(3);
    const statuses = await t.db.read((db) =>
      db
        .select({ uid: offers.uid, status: offers.status })
        .from(offers)
        .where(eq(offers.shipperCompanyId, owner.company.id)),
    );
    expect(Object.fromEntries(statuses.map((row) => [row.uid, row.status]))).toEqual({
      [uids[0]!]: 'cancelled',
      [uids[1]!]: 'expired',
      [uids[2]!]: 'expired',
      [uids[3]!]: 'expired',
      [later]: 'in_exchange',
    });
    expect(await expireOffers(t.app.ctx)).toBe(0);
  });
});

describe('offer templates', () => {
  it('saves a partial offer, lists it for the company only, and deletes it', async () => {
    const owner = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const created = await owner.inject({
      method: 'POST',
      url: '/api/offer-templates',
      payload: { name: 'Alger → Béjaïa palettes', offer: { goods_type: 'palletised', pallets: { EUROP: 33 } } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const list = await owner.inject({ method: 'GET', url: '/api/offer-templates' });
    expect(list.json().data).toEqual([expect.objectContaining({ id, name: 'Alger → Béjaïa palettes' })]);
    expect(list.json().data[0].offer).toMatchObject({ goods_type: 'palletised', pallets: { EUROP: 33 } });

    const other = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    expect((await other.inject({ method: 'GET', url: '/api/offer-templates' })).json().data).toEqual([]);
    expect((await other.inject({ method: 'DELETE', url: `/api/offer-templates/${id}` })).statusCode).toBe(404);
    expect((await owner.inject({ method: 'DELETE', url: `/api/offer-templates/${id}` })).statusCode).toBe(200);
    expect((await owner.inject({ method: 'GET', url: '/api/offer-templates' })).json().data).toEqual([]);
  });

  it('refuses an invalid field of a draft, and the template past 50 per company', async () => {
    const owner = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const invalid = await owner.inject({
      method: 'POST',
      url: '/api/offer-templates',
      payload: { name: 'Trop lourd', offer: { weight_kg: 50000 } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ 'offer.weight_kg': 'La valeur ne doit pas dépasser 44\u202f000\u202fkg' });

    await t.db.transaction((tx) =>
      tx.insert(offerTemplates).values(
        Array.from({ length: OFFER_LIMITS.templatesPerCompany }, (_, index) => ({
          companyId: owner.company.id,
          name: `Modèle ${index}`,
          offer: {},
        })),
      ),
    );
    const fiftyFirst = await owner.inject({
      method: 'POST',
      url: '/api/offer-templates',
      payload: { name: 'Un de trop', offer: {} },
    });
    expect(fiftyFirst.statusCode).toBe(409);
    expect(fiftyFirst.json().message).toBe(
      'Vous avez atteint le nombre maximum de 50 modèles. Supprimez-en un pour en créer un autre.',
    );
  });
});

// The plans PostgreSQL chooses are what matter in production; PGlite runs the same SQL. The freight
// search's own indexes are checked filter by filter in freights.test.ts.
describe.runIf(process.env.DATABASE_URL)('indexes of offers (EXPLAIN, PostgreSQL)', () => {
  async function plan(query: string): Promise<string> {
    return t.db.transaction(async (tx) => {
      // A few hundred test rows would be read whole anyway: ask whether an index can serve the query.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = await selectRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`EXPLAIN ${query}`));
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it.each([
    [
      'expiry job',
      `SELECT id FROM offers WHERE status = 'in_exchange' AND expires_at <= now()`,
      'offers_status_expires_at_idx',
    ],
    [
      "company's offers of a tab",
      `SELECT id FROM offers WHERE shipper_company_id = '00000000-0000-4000-8000-000000000001' AND status IN ('scheduled') ORDER BY dep_date`,
      'offers_shipper_status_idx',
    ],
  ])('serves the %s from an index', async (_name, query, index) => {
    const text = await plan(query);
    expect(text).not.toContain('Seq Scan');
    expect(text).toMatch(index);
  });
});

describe('the e-protocol attachment', () => {
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  // A 1×1 PNG.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  function upload(user: TSignedInUser, uid: string, bytes: Buffer, name: string, type = 'application/pdf') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return user.inject({ method: 'PUT', url: `/api/offers/${uid}/eprotocol`, payload: form });
  }

  it('keeps a PDF or an image, recognised from its bytes, and gives it back as a download', async () => {
    const uid = await publishOne();
    const sent = await upload(shipper, uid, PDF, '../../Protocole été.pdf');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().eprotocol).toEqual({ name: 'Protocole été.pdf', mime: 'application/pdf', size: PDF.length });

    const download = await shipper.inject({ method: 'GET', url: `/api/offers/${uid}/eprotocol` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Protocole _t_.pdf"; filename*=UTF-8''Protocole%20%C3%A9t%C3%A9.pdf`,
    );

    // A PNG sent as "a.pdf" with a PDF type is still a PNG.
    const image = await upload(shipper, uid, PNG, 'a.pdf');
    expect(image.json().eprotocol).toMatchObject({ mime: 'image/png' });
    const removed = await shipper.inject({ method: 'DELETE', url: `/api/offers/${uid}/eprotocol` });
    expect(removed.json().eprotocol).toBeNull();
    expect((await shipper.inject({ method: 'GET', url: `/api/offers/${uid}/eprotocol` })).statusCode).toBe(404);
  });

  it('refuses what is not a PDF or an image (415) and one byte over 10 MB (413), keeping nothing', async () => {
    const uid = await publishOne();
    const script = await upload(shipper, uid, Buffer.from('<script>alert(1)</script>'), 'a%00.pdf');
    expect(script.statusCode).toBe(415);
    expect(script.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = Buffer.alloc(OFFER_LIMITS.eprotocolMaxBytes + 1, 0x20);
    PDF.copy(big);
    const tooBig = await upload(shipper, uid, big, 'big.pdf');
    expect(tooBig.statusCode).toBe(413);
    const atLimit = Buffer.alloc(OFFER_LIMITS.eprotocolMaxBytes, 0x20);
    PDF.copy(atLimit);
    expect((await upload(shipper, uid, atLimit, 'max.pdf')).statusCode).toBe(200);
    await shipper.inject({ method: 'DELETE', url: `/api/offers/${uid}/eprotocol` });
    const offer = ZOffer.parse((await shipper.inject({ method: 'GET', url: `/api/offers/${uid}` })).json());
    expect(offer.eprotocol).toBeNull();
  });

  it("answers 404 for another company's offer, to upload, download and delete", async () => {
    const uid = await publishOne();
    expect((await upload(shipper, uid, PDF, 'p.pdf')).statusCode).toBe(200);
    const other = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    expect((await upload(other, uid, PNG, 'x.png', 'image/png')).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: `/api/offers/${uid}/eprotocol` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'DELETE', url: `/api/offers/${uid}/eprotocol` })).statusCode).toBe(404);
    const download = await shipper.inject({ method: 'GET', url: `/api/offers/${uid}/eprotocol` });
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });
});
