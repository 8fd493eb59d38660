import { ZMyTrucksResponse, ZTruckResponse, ZTruckSearchResponse } from '@tariq/contracts';
import type { TTruckCreateInput, TTruckSearchQuery } from '@tariq/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
}, 120_000);
afterAll(() => t.close());

// The test clock's day (createTestClock: 2026-11-22 09:00 UTC, 10:00 in Algiers).
const TODAY = '2026-11-22';
const YESTERDAY = '2026-11-21';
const ALGER = 'DZ:16';
const BLIDA_CITY = 'DZ:09:0901';
const ORAN = 'DZ:31';
const ORAN_CITY = 'DZ:31:3101';
const CONSTANTINE = 'DZ:25';

const carrier = (modules: ('trucks' | 'invoices')[] = ['trucks']) =>
  createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', modules, documentsOk: true });
const shipper = () =>
  createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', modules: ['trucks', 'private_freight'], documentsOk: true });

function payload(overrides: Partial<TTruckCreateInput> = {}): TTruckCreateInput {
  return {
    name: 'Renault T 480',
    type: 'tautliner_standard',
    goods: ['palletised'],
    canTakeDangerousGoods: false,
    weight: 24000,
    length: 13.6,
    volume: 90,
    startCountry: 'DZ',
    start_place_id: ALGER,
    endCountry: 'DZ',
    end_place_id: ORAN,
    startDate: TODAY,
    endDate: '2026-11-30',
    contact: { useSocietyContact: true },
    comment: null,
    ...overrides,
  };
}

async function addTruck(user: TSignedInUser, overrides: Partial<TTruckCreateInput> = {}) {
  const response = await user.inject({ method: 'POST', url: '/api/trucks', payload: payload(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return ZTruckResponse.parse(response.json()).data;
}

/** Field errors with Intl's no-break spaces as plain ones. */
function withSpaces(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.replace(/[\u00a0\u202f]/g, ' ')]));
}

async function search(user: TSignedInUser, query: TTruckSearchQuery = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const response = await user.inject({ method: 'GET', url: `/api/trucks?${params.toString()}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZTruckSearchResponse.parse(response.json()).data;
}

describe('POST /api/trucks and GET /api/trucks/my', () => {
  it('adds a truck with its places read from the server, and lists it for its company only', async () => {
    const user = await carrier();
    const truck = await addTruck(user, { startCity: 'faux', startState: 'faux', latitude: 1, longitude: 1 });
    expect(truck).toMatchObject({
      name: 'Renault T 480',
      type: 'tautliner_standard',
      weight: 24000,
      length: 13.6,
      volume: 90,
      goods: ['palletised'],
      availability: { from: TODAY, until: '2026-11-30' },
      isVisible: true,
      isExpired: false,
      picture: null,
      contact: { useSocietyContact: true, firstName: null, email: null },
    });
    // The client's state, city and coordinates are not trusted: the place decides.
    expect(truck.from).toMatchObject({ country: { alpha2: 'DZ', name: 'Algérie' }, stateId: '16', state: 'Alger' });
    expect(truck.from.latitude).toBeCloseTo(36.7, 0);
    expect(truck.to).toMatchObject({ stateId: '31', state: 'Oran', city: null });

    const mine = await user.inject({ method: 'GET', url: '/api/trucks/my' });
    expect(ZMyTrucksResponse.parse(mine.json()).data.data.map((one) => one.id)).toEqual([truck.id]);

    const other = await carrier();
    const theirs = await other.inject({ method: 'GET', url: '/api/trucks/my' });
    expect(ZMyTrucksResponse.parse(theirs.json()).data.data).toEqual([]);
  });

  it('keeps a named contact, and the contact step is skipped with the company contact', async () => {
    const user = await carrier();
    const named = await addTruck(user, {
      contact: {
        useSocietyContact: false,
        firstName: 'Karim',
        lastName: 'Benali',
        email: 'Karim@Example.dz',
        phone: '0550 12 34 56',
      },
    });
    // Without a +, a phone reads as the phone picker's default country (spec 000 §5: FR).
    expect(named.contact).toEqual({
      useSocietyContact: false,
      firstName: 'Karim',
      lastName: 'Benali',
      email: 'karim@example.dz',
      phone: '+33550123456',
    });
    const society = await addTruck(user, {
      contact: { useSocietyContact: true, firstName: '', email: 'pas un e-mail' },
    });
    expect(society.contact).toEqual({
      useSocietyContact: true,
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
    });
  });

  it.each([
    ['weight', { weight: 80000 }, { weight: 80001 }, 'Le poids ne doit pas dépasser 80 000 kg.'],
    ['length', { length: 22 }, { length: 22.01 }, 'La longueur ne doit pas dépasser 22 m.'],
    ['volume', { volume: 650 }, { volume: 651 }, 'Le volume ne doit pas dépasser 650 m³.'],
    [
      'name',
      { name: 'N'.repeat(50) },
      { name: 'N'.repeat(51) },
      'Le nom du camion ne doit pas dépasser 50 caractères.',
    ],
    [
      'comment',
      { comment: 'c'.repeat(255) },
      { comment: 'c'.repeat(256) },
      'Le commentaire ne doit pas dépasser 255 caractères',
    ],
    [
      'startDate',
      { startDate: TODAY },
      { startDate: YESTERDAY },
      "La date de début doit être supérieure ou égale à aujourd'hui.",
    ],
  ] as const)(
    '%s: at its limit accepted, one past it refused with the spec message',
    async (field, atLimit, past, message) => {
      const user = await carrier();
      await addTruck(user, atLimit);
      const refused = await user.inject({ method: 'POST', url: '/api/trucks', payload: payload(past) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION');
      // Intl writes a no-break space between a number and its unit (narrow in French thousands).
      expect(withSpaces(refused.json().fields)).toEqual({ [field]: message });
      const mine = ZMyTrucksResponse.parse((await user.inject({ method: 'GET', url: '/api/trucks/my' })).json());
      expect(mine.data.data).toHaveLength(1);
    },
  );

  it('says what is missing in the spec words, in the caller language', async () => {
    const user = await carrier();
    const refused = await user.inject({
      method: 'POST',
      url: '/api/trucks',
      payload: {
        name: ' ',
        type: 'van',
        contact: { useSocietyContact: false, firstName: '', lastName: 'B', email: 'x@', phone: '' },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      name: 'Le nom du camion est requis.',
      type: 'Le type complet du camion est requis.',
      weight: 'Le poids est requis.',
      startCountry: 'Le pays et le département de départ sont requis.',
      endCountry: "Le pays et le département d'arrivée sont requis.",
      start_place_id: 'Le département de départ est requis.',
      end_place_id: "Le département d'arrivée est requis.",
      startDate: 'La date de début est requise.',
      'contact.firstName': 'Ce champ est obligatoire',
      'contact.email': 'Adresse e-mail invalide',
      'contact.phone': 'Ce champ est obligatoire',
    });
    const english = await user.inject({
      method: 'POST',
      url: '/api/trucks',
      headers: { 'user-language': 'en' },
      payload: payload({ weight: 90000 }),
    });
    expect(withSpaces(english.json().fields)).toEqual({ weight: 'The weight must not exceed 80,000 kg.' });
  });

  it('refuses a place of another country, or one that does not exist', async () => {
    const user = await carrier();
    const refused = await user.inject({
      method: 'POST',
      url: '/api/trucks',
      payload: payload({ startCountry: 'FR', end_place_id: 'DZ:99' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      start_place_id: 'Le département de départ est requis.',
      end_place_id: "Le département d'arrivée est requis.",
    });
  });

  it('is only for carriers with the trucks module: a shipper and a carrier without it are refused', async () => {
    for (const user of [await shipper(), await carrier(['invoices'])]) {
      const add = await user.inject({ method: 'POST', url: '/api/trucks', payload: payload() });
      expect(add.statusCode).toBe(403);
      expect((await user.inject({ method: 'GET', url: '/api/trucks/my' })).statusCode).toBe(403);
    }
    const inactive = await createSignedInUser(t, {
      role: 'ROLE_TRANSPORTEUR',
      modules: ['trucks'],
      documentsOk: false,
    });
    expect((await inactive.inject({ method: 'POST', url: '/api/trucks', payload: payload() })).statusCode).toBe(403);
  });
});

describe('a truck of another company', () => {
  it('is not found for every verb, and stays as it was', async () => {
    const owner = await carrier();
    const truck = await addTruck(owner);
    const other = await carrier();
    for (const request of [
      { method: 'GET' as const, url: `/api/trucks/${truck.id}` },
      { method: 'PUT' as const, url: `/api/trucks/${truck.id}`, payload: { name: 'Volé' } },
      { method: 'DELETE' as const, url: `/api/trucks/${truck.id}` },
    ]) {
      const response = await other.inject(request);
      expect(response.statusCode, `${request.method} ${response.body}`).toBe(404);
    }
    const still = await owner.inject({ method: 'GET', url: `/api/trucks/${truck.id}` });
    expect(ZTruckResponse.parse(still.json()).data.name).toBe('Renault T 480');
  });
});

describe('PUT /api/trucks/{id}', () => {
  it('changes only the fields sent', async () => {
    const user = await carrier();
    const truck = await addTruck(user, { comment: 'Hayon' });
    const renamed = await user.inject({ method: 'PUT', url: `/api/trucks/${truck.id}`, payload: { name: 'Scania R' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = ZTruckResponse.parse(renamed.json()).data;
    expect(after).toEqual({ ...truck, name: 'Scania R', updated_at: after.updated_at });

    const contact = await user.inject({
      method: 'PUT',
      url: `/api/trucks/${truck.id}`,
      payload: {
        contact: {
          useSocietyContact: false,
          firstName: 'Amel',
          lastName: 'H',
          email: 'a@b.dz',
          phone: '+213550000001',
        },
        comment: 'Appeler le matin',
      },
    });
    const withContact = ZTruckResponse.parse(contact.json()).data;
    expect(withContact.contact).toMatchObject({ firstName: 'Amel', phone: '+213550000001' });
    expect(withContact.comment).toBe('Appeler le matin');
    expect(withContact.name).toBe('Scania R');
    expect(withContact.weight).toBe(24000);
  });

  it('empties the goods when the type changes, unless goods come with it', async () => {
    const user = await carrier();
    const truck = await addTruck(user, { goods: ['palletised', 'bulk'] });
    const retyped = await user.inject({ method: 'PUT', url: `/api/trucks/${truck.id}`, payload: { type: 'flatbed' } });
    expect(ZTruckResponse.parse(retyped.json()).data).toMatchObject({ type: 'flatbed', goods: [] });
    const both = await user.inject({
      method: 'PUT',
      url: `/api/trucks/${truck.id}`,
      payload: { type: 'van_12m3', goods: ['non_palletised'] },
    });
    expect(ZTruckResponse.parse(both.json()).data).toMatchObject({ type: 'van_12m3', goods: ['non_palletised'] });
    const parent = await user.inject({ method: 'PUT', url: `/api/trucks/${truck.id}`, payload: { type: 'van' } });
    expect(parent.json().fields).toEqual({ type: 'Le type complet du camion est requis.' });
  });

  it('takes a country with its place only, and new availability within the rules', async () => {
    const user = await carrier();
    const truck = await addTruck(user);
    const alone = await user.inject({ method: 'PUT', url: `/api/trucks/${truck.id}`, payload: { startCountry: 'DZ' } });
    expect(alone.json().fields).toEqual({ start_place_id: 'Le département de départ est requis.' });
    const moved = await user.inject({
      method: 'PUT',
      url: `/api/trucks/${truck.id}`,
      payload: { startCountry: 'DZ', start_place_id: BLIDA_CITY, startDate: '2026-11-25', weight: 12000 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ZTruckResponse.parse(moved.json()).data).toMatchObject({
      from: { stateId: '09', city: 'Blida' },
      availability: { from: '2026-11-25', until: '2026-11-30' },
      weight: 12000,
    });
    const past = await user.inject({
      method: 'PUT',
      url: `/api/trucks/${truck.id}`,
      payload: { startDate: YESTERDAY },
    });
    expect(past.json().fields).toEqual({ startDate: "La date de début doit être supérieure ou égale à aujourd'hui." });
    const reversed = await user.inject({
      method: 'PUT',
      url: `/api/trucks/${truck.id}`,
      payload: { endDate: '2026-11-24' },
    });
    expect(reversed.json().fields).toEqual({ endDate: 'La date de fin doit être le jour du début ou après.' });
  });
});

describe('DELETE /api/trucks/{id}', () => {
  it('deletes the truck: gone from the list and the search', async () => {
    const user = await carrier();
    const truck = await addTruck(user);
    const deleted = await user.inject({ method: 'DELETE', url: `/api/trucks/${truck.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await user.inject({ method: 'GET', url: `/api/trucks/${truck.id}` })).statusCode).toBe(404);
    expect((await search(user)).data.map((one) => one.id)).not.toContain(truck.id);
  });
});

describe('GET /api/trucks (vehicle search)', () => {
  it('filters one by one and together, expands a parent type, and shows only visible trucks whose availability runs', async () => {
    const owner = await carrier();
    const name = `Flotte ${Math.random().toString(36).slice(2, 8)}`;
    const a = await addTruck(owner, { name: `${name} A`, type: 'van_12m3', weight: 3000, volume: 12, length: 4 });
    const b = await addTruck(owner, {
      name: `${name} B`,
      type: 'refrigerated',
      goods: ['non_palletised'],
      start_place_id: ORAN_CITY,
      end_place_id: ALGER,
      startDate: '2026-11-28',
      endDate: null,
      canTakeDangerousGoods: true,
    });
    const c = await addTruck(owner, {
      name: `${name} C`,
      start_place_id: BLIDA_CITY,
      end_place_id: CONSTANTINE,
      startDate: '2026-11-23',
    });
    const hidden = await addTruck(owner, { name: `${name} D`, isVisible: false });
    const looker = await shipper();
    const ids = async (query: TTruckSearchQuery) =>
      (await search(looker, { limit: 50, ...query })).data
        .map((one) => one.id)
        .filter((id) => [a.id, b.id, c.id, hidden.id].includes(id));

    // Sorted by availability date: the trucks free soonest first.
    expect(await ids({})).toEqual([a.id, c.id, b.id]);
    expect(await ids({ type: 'van' })).toEqual([a.id]);
    expect(await ids({ type: 'van_12m3,refrigerated' })).toEqual([a.id, b.id]);
    expect(await ids({ goodType: 'non_palletised' })).toEqual([b.id]);
    expect(await ids({ availableFrom: '2026-12-01' })).toEqual([b.id]);
    expect(await ids({ availableUntil: '2026-11-27' })).toEqual([a.id, c.id]);
    expect(await ids({ startCountry: 'DZ', startState: '31' })).toEqual([b.id]);
    expect(await ids({ start_place_id: BLIDA_CITY })).toEqual([c.id]);
    // Blida is about 40 km from Alger.
    expect(await ids({ start_place_id: ALGER, startRadius: 60 })).toEqual([a.id, c.id]);
    expect(await ids({ start_place_id: ALGER, startRadius: 10 })).toEqual([a.id]);
    expect(await ids({ end_place_id: CONSTANTINE })).toEqual([c.id]);
    expect(await ids({ endCountry: 'DZ', endState: '16' })).toEqual([b.id]);
    expect(await ids({ weight: 20000 })).toEqual([c.id, b.id]);
    expect(await ids({ volume: 50 })).toEqual([c.id, b.id]);
    expect(await ids({ width: 13 })).toEqual([c.id, b.id]);
    expect(await ids({ dangerous: true })).toEqual([b.id]);
    expect(await ids({ weight: 20000, startState: '31', dangerous: true })).toEqual([b.id]);
    expect(await ids({ weight: 20000, type: 'van' })).toEqual([]);

    const found = (await search(looker, { limit: 50, type: 'refrigerated' })).data.find((one) => one.id === b.id)!;
    expect(found.company.name).toBeTruthy();
    expect(found.callContact.name).toBe(found.company.name);
    expect(found).not.toHaveProperty('alerts');
  });

  it('pages, and refuses a filter it cannot read with the field named', async () => {
    const owner = await carrier();
    for (let index = 0; index < 3; index += 1)
      await addTruck(owner, { type: 'container_chassis', startDate: '2026-12-20', endDate: null });
    const looker = await carrier();
    const first = await search(looker, { type: 'container_chassis', availableFrom: '2026-12-20', limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.count).toBeGreaterThanOrEqual(3);
    expect(first.total_pages).toBe(Math.ceil(first.count / 2));
    for (const [query, field] of [
      ['type=camion', 'type'],
      ['weight=80001', 'weight'],
      ['availableFrom=2026-02-30', 'availableFrom'],
      ['startRadius=50', 'start_place_id'],
      ['limit=51', 'limit'],
    ]) {
      const response = await looker.inject({ method: 'GET', url: `/api/trucks?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields, query).toHaveProperty(field!);
    }
  });

  it('shows a truck as it is now, and its company as it was at most 30 s ago', async () => {
    const owner = await carrier();
    const truck = await addTruck(owner, { name: 'Alpha', type: 'flatbed', startDate: '2026-12-27', endDate: null });
    const looker = await shipper();
    const shown = async () =>
      (await search(looker, { type: 'flatbed', availableFrom: '2026-12-27', limit: 50 })).data.find(
        (one) => one.id === truck.id,
      )!;
    const before = await shown();
    expect(before.name).toBe('Alpha');

    // The truck read again is written again: the next search shows it.
    const changed = await owner.inject({ method: 'PUT', url: `/api/trucks/${truck.id}`, payload: { name: 'Beta' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await shown()).name).toBe('Beta');

    // The company's card is kept 30 s, then read again while the kept one is shown once more.
    await t.db.transaction((tx) =>
      tx.update(companies).set({ legalName: 'Transports Renommés' }).where(eq(companies.id, owner.company.id)),
    );
    expect((await shown()).company.name).toBe(before.company.name);
    t.clock.advance(31_000);
    await expect.poll(async () => (await shown()).company.name).toBe('Transports Renommés');
    expect((await shown()).callContact.name).toBe('Transports Renommés');
  });

  it('needs the trucks module, for shippers and carriers alike', async () => {
    const user = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', modules: [], documentsOk: true });
    expect((await user.inject({ method: 'GET', url: '/api/trucks' })).statusCode).toBe(403);
  });
});

describe('random creation payloads', () => {
  it('are accepted and read back as sent, or refused with field errors: never a 500', async () => {
    const user = await carrier();
    // Valid values four times in five, so that accepted payloads come too.
    const mostly = <T, U>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<U>) =>
      fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: other, weight: 1 });
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: mostly(fc.constantFrom('Camion', ' Scania R ', 'Volvo FH 500'), fc.string({ maxLength: 60 })),
          type: mostly(
            fc.constantFrom('van_14m3', 'flatbed', 'refrigerated', 'rigid_19t'),
            fc.constantFrom('van', 'nope', ''),
          ),
          weight: mostly(fc.integer({ min: 1, max: 80_000 }), fc.double({ min: -10, max: 90_000, noNaN: true })),
          length: fc.option(mostly(fc.constantFrom(4, 13.6, 22), fc.double({ min: 0, max: 30, noNaN: true }))),
          volume: fc.option(mostly(fc.constantFrom(12, 90, 650), fc.double({ min: 0, max: 700, noNaN: true }))),
          start_place_id: mostly(
            fc.constantFrom(ALGER, ORAN, BLIDA_CITY, ORAN_CITY),
            fc.constantFrom('DZ:99', '', 'xx'),
          ),
          end_place_id: mostly(fc.constantFrom(ALGER, ORAN, BLIDA_CITY, ORAN_CITY), fc.constantFrom('DZ:99', '', 'xx')),
          startDate: mostly(fc.constantFrom(TODAY, '2026-12-01'), fc.constantFrom(YESTERDAY, '2026-13-01', '')),
          endDate: fc.constantFrom(null, '2026-12-31', '2026-11-01'),
          goods: fc.array(mostly(fc.constantFrom('palletised', 'bulk'), fc.constant('sand')), { maxLength: 3 }),
          comment: fc.option(fc.string({ maxLength: 300 })),
        }),
        async (fields) => {
          const body = { ...payload(), ...fields, startCountry: 'DZ', endCountry: 'DZ' };
          const response = await user.inject({ method: 'POST', url: '/api/trucks', payload: body });
          if (response.statusCode === 201) {
            const truck = ZTruckResponse.parse(response.json()).data;
            const read = ZTruckResponse.parse(
              (await user.inject({ method: 'GET', url: `/api/trucks/${truck.id}` })).json(),
            ).data;
            expect(read).toEqual(truck);
            expect(truck.name).toBe(String(fields.name).trim());
            expect(truck.weight).toBe(fields.weight);
            expect(truck.length).toBe(fields.length ?? null);
            expect(truck.availability.from).toBe(fields.startDate);
            await user.inject({ method: 'DELETE', url: `/api/trucks/${truck.id}` });
            accepted += 1;
          } else {
            expect(response.statusCode, response.body).toBe(400);
            expect(Object.keys(response.json().fields ?? {}).length, response.body).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 60, seed: 28 },
    );
    // Both sides of the property were exercised.
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(60);
  });
});
