import { ZCity, ZCountry, ZPlaceSearchResponse, ZState } from '@tariq/contracts';
import type { TPlace } from '@tariq/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { countries, dataVersions } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { TEST_TODAY } from '../../test/offers';
import type { TTestApp } from '../../test/helpers';
import { estimateRoadKm } from '../routing';
import { loadAlgeria } from './sources/algeria';
import { ensurePlaces } from './places.loader';
import { similarity, wordSimilarityOf } from './place-index';
import { distanceBetweenPlaces, findPlace, findPlacesWithin } from './places.repository';
import { selectRows } from '../../db/client';
import { sql } from 'drizzle-orm';
import { foldName } from './sources/fold';
import type { TPlaceHit } from './places.repository';
import {
  distanceBetweenSnapshots,
  findPlaceIdsWithin,
  getPlaceSnapshot,
  heldPlaceSnapshot,
  remembered,
} from './places.service';
import type { TPlaceSnapshot } from './places.service';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
  await ensurePlaces(t.app.ctx, { countries: ['DZ', 'FR'] });
}, 60_000);
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function search(q: string, country = 'DZ', extra = ''): Promise<TPlace[]> {
  const response = await get(`/api/places/search?country=${country}&q=${encodeURIComponent(q)}&lang=fr${extra}`);
  expect(response.statusCode).toBe(200);
  return ZPlaceSearchResponse.parse(response.json()).data;
}

describe('GET /api/country/active', () => {
  it('answers the active countries with their French names', async () => {
    const response = await get('/api/country/active');
    expect(response.statusCode).toBe(200);
    const { data } = z.object({ data: z.array(ZCountry.strict()) }).parse(response.json());
    const french = Object.fromEntries(data.map((country) => [country.alpha2, country.nom_fr_fr]));
    expect(french).toMatchObject({
      DZ: 'Algérie',
      TN: 'Tunisie',
      MA: 'Maroc',
      LY: 'Libye',
      FR: 'France',
      ES: 'Espagne',
      IT: 'Italie',
      DE: 'Allemagne',
      BE: 'Belgique',
    });
    expect(french.US).toBeUndefined();
    expect(data.map((country) => country.name)).toEqual(
      [...data.map((country) => country.name)].sort(new Intl.Collator('fr').compare),
    );
  });

  it('names the countries in the caller’s language, nom_fr_fr staying French', async () => {
    const english = (await get('/api/country/active', { 'user-language': 'en' })).json().data as { alpha2: string }[];
    expect(english.find((country) => country.alpha2 === 'DZ')).toEqual({
      alpha2: 'DZ',
      nom_fr_fr: 'Algérie',
      name: 'Algeria',
    });
    const arabic = (await get('/api/country/active', { 'user-language': 'ar' })).json().data as { alpha2: string }[];
    expect(arabic.find((country) => country.alpha2 === 'DZ')).toMatchObject({ name: 'الجزائر' });
  });
});

describe('GET /api/countries/{alpha2}/states', () => {
  it('answers the 58 wilayas in order of their official number', async () => {
    const response = await get('/api/countries/DZ/states');
    expect(response.statusCode).toBe(200);
    const { data } = z.object({ data: z.array(ZState.strict()) }).parse(response.json());
    expect(data.map((state) => state.id)).toEqual(
      Array.from({ length: 58 }, (_, index) => String(index + 1).padStart(2, '0')),
    );
    expect(data[5]).toMatchObject({ id: '06', place_id: 'DZ:06', name: 'Béjaïa', name_ar: 'بجاية', country: 'DZ' });
    // The ten wilayas of 2019 by their official numbers (ISO 3166-2 numbers them otherwise).
    expect(Object.fromEntries(data.slice(48).map((state) => [state.id, state.name]))).toEqual({
      '49': 'Timimoun',
      '50': 'Bordj Badji Mokhtar',
      '51': 'Ouled Djellal',
      '52': 'Béni Abbès',
      '53': 'In Salah',
      '54': 'In Guezzam',
      '55': 'Touggourt',
      '56': 'Djanet',
      '57': "El M'Ghair",
      '58': 'El Meniaa',
    });
    expect(data[15]).toMatchObject({ id: '16', name: 'Alger', name_ar: 'الجزائر' });
    expect(data[30]).toMatchObject({ id: '31', name: 'Oran' });
  });

  it('accepts a lower-case code and refuses unknown, inactive or malformed ones', async () => {
    expect((await get('/api/countries/dz/states')).json().data).toHaveLength(58);
    const inactive = await get('/api/countries/US/states');
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/api/countries/ZZ/states')).statusCode).toBe(404);
    const malformed = await get('/api/countries/D1/states');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION', fields: { alpha2: expect.any(String) } });
  });

  it('answers the states of another active country that lead to cities', async () => {
    const { data } = (await get('/api/countries/FR/states')).json() as { data: { id: string; name: string }[] };
    expect(data.map((state) => state.name)).toContain('Île-de-France');
    expect(data.length).toBeGreaterThan(10);
  });
});

describe('GET /api/countries/{alpha2}/states/{stateId}/cities', () => {
  it('answers the communes of a wilaya', async () => {
    const response = await get('/api/countries/DZ/states/06/cities');
    expect(response.statusCode).toBe(200);
    const { data } = z.object({ data: z.array(ZCity.strict()) }).parse(response.json());
    expect(data).toHaveLength(52);
    expect(data.find((city) => city.id === '0601')).toMatchObject({
      place_id: 'DZ:06:0601',
      name: 'Béjaïa',
      name_ar: 'بجاية',
      state_id: '06',
      state_name: 'Béjaïa',
    });
    expect(data.every((city) => city.state_id === '06')).toBe(true);
  });

  it('files the communes of the 2019 wilayas under them', async () => {
    const { data } = (await get('/api/countries/DZ/states/55/cities')).json() as { data: { name: string }[] };
    expect(data).toHaveLength(13);
    expect(data.map((city) => city.name)).toContain('Touggourt');
  });

  it('answers 404 for an unknown state', async () => {
    const response = await get('/api/countries/DZ/states/59/cities');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('holds every commune of Algeria', async () => {
    let total = 0;
    for (let number = 1; number <= 58; number++) {
      const { data } = (await get(`/api/countries/DZ/states/${String(number).padStart(2, '0')}/cities`)).json() as {
        data: unknown[];
      };
      expect(data.length).toBeGreaterThan(0);
      total += data.length;
    }
    expect(total).toBe(1541);
  });
});

describe('Algeria from 1 January 2027 (the 2026 law, algeria-divisions.json)', () => {
  let later: TTestApp;
  beforeAll(async () => {
    later = await createTestApp();
    // Midnight in Algiers.
    later.clock.advance(Date.parse('2026-12-31T23:00:00Z') - later.clock.now().getTime());
    await ensurePlaces(later.app.ctx, { countries: ['DZ'] });
  }, 60_000);
  afterAll(() => later.close());
  const json = async (url: string) => (await later.app.inject({ method: 'GET', url })).json();

  it('answers the 69 wilayas, the new ones with their communes, every commune of Algeria still there once', async () => {
    const { data } = z.object({ data: z.array(ZState.strict()) }).parse(await json('/api/countries/DZ/states'));
    expect(data.map((state) => state.id)).toEqual(Array.from({ length: 69 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(data[58]).toMatchObject({ id: '59', place_id: 'DZ:59', name: 'Aflou', name_ar: 'آفلو' });
    let total = 0;
    for (const state of data) {
      const cities = (await json(`/api/countries/DZ/states/${state.id}/cities`)).data as { place_id: string }[];
      expect(cities.length, state.name).toBeGreaterThan(0);
      total += cities.length;
    }
    expect(total).toBe(1541);
    const aflou = (await json('/api/countries/DZ/states/59/cities')).data as { place_id: string; state_id: string }[];
    expect(aflou.map((city) => city.place_id)).toContain('DZ:03:0319');
    expect(aflou.every((city) => city.state_id === '59')).toBe(true);
    const laghouat = (await json('/api/countries/DZ/states/03/cities')).data as { place_id: string }[];
    expect(laghouat.map((city) => city.place_id)).not.toContain('DZ:03:0319');
  });

  it('keeps a moved commune’s id: a stored address resolves, now in its new wilaya', async () => {
    expect(await json('/api/places/DZ%3A03%3A0319')).toMatchObject({
      place_id: 'DZ:03:0319',
      state: { id: '59', name: 'Aflou' },
      city: { id: '0319', name: 'Aflou' },
    });
    const snapshot = await later.db.read((db) => getPlaceSnapshot(db, 'DZ:03:0319'));
    expect(snapshot).toMatchObject({ stateCode: '59', stateName: 'Aflou', cityName: 'Aflou' });
    // Searching by name finds it under its new wilaya.
    const response = await later.app.inject({ method: 'GET', url: '/api/places/search?country=DZ&q=aflou&lang=fr' });
    const ids = ZPlaceSearchResponse.parse(response.json()).data.map((place) => place.place_id);
    expect(ids).toEqual(expect.arrayContaining(['DZ:59', 'DZ:03:0319']));
  });
});

describe('POST /countries/{alpha2}/cities', () => {
  it('answers the matching cities, from JSON or a form', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/countries/DZ/cities', payload: { query: 'bejaya' } });
    expect(json.statusCode).toBe(200);
    const { data } = z.object({ data: z.array(ZCity) }).parse(json.json());
    expect(data[0]).toMatchObject({ place_id: 'DZ:06:0601', name: 'Béjaïa' });

    const form = await t.app.inject({
      method: 'POST',
      url: '/countries/DZ/cities',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'query=Oran',
    });
    expect(form.json().data[0]).toMatchObject({ name: 'Oran', state_name: 'Oran' });
  });

  it('refuses an empty query with a field error in the caller’s language', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/countries/DZ/cities', payload: { query: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { query: expect.any(String) } });
  });
});

describe('GET /api/places/{placeId}', () => {
  it('names a place by its id as the search does, in the language asked, and 404 for none', async () => {
    const [fromSearch] = (await search('bejaia')).filter((place) => place.kind === 'city');
    const byId = await t.app.inject({ method: 'GET', url: `/api/places/${encodeURIComponent(fromSearch!.place_id)}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(fromSearch);
    const inArabic = await t.app.inject({ method: 'GET', url: '/api/places/DZ%3A06?lang=ar' });
    expect(inArabic.json()).toMatchObject({ place_id: 'DZ:06', kind: 'state', state: { id: '06', name: 'بجاية' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/places/DZ%3A99' })).statusCode).toBe(404);
  });
});

describe('GET /api/places/search', () => {
  it.each(['béjaïa', 'bejaya', 'Béj', 'BEJAIA', 'bejaia'])('finds Béjaïa and Bejaia for "%s"', async (query) => {
    const places = await search(query);
    const ids = places.map((place) => place.place_id);
    expect(ids).toContain('DZ:06');
    expect(ids).toContain('DZ:06:0601');
    expect(ids.indexOf('DZ:06')).toBeLessThan(3);
  });

  it('answers each place with its state, country and coordinates', async () => {
    const [first] = await search('bejaia');
    const city = (await search('bejaia')).find((place) => place.kind === 'city');
    expect(first).toMatchObject({
      place_id: 'DZ:06',
      kind: 'state',
      country: { alpha2: 'DZ', name: 'Algérie' },
      state: { id: '06', name: 'Béjaïa' },
      city: null,
    });
    expect(city).toMatchObject({
      place_id: 'DZ:06:0601',
      state: { id: '06', name: 'Béjaïa' },
      city: { id: '0601', name: 'Béjaïa' },
      lat: expect.closeTo(36.76, 1),
      lng: expect.closeTo(5.08, 1),
    });
  });

  it('finds a word inside a name and tolerates a typo in it', async () => {
    expect((await search('arreridj')).map((place) => place.place_id)).toContain('DZ:34');
    expect((await search('bou arerridj')).map((place) => place.place_id)).toContain('DZ:34');
    expect((await search('tizi ouzo')).map((place) => place.place_id)).toContain('DZ:15');
  });

  it('stays inside the chosen country', async () => {
    expect(await search('paris')).toEqual([]);
    const french = await search('paris', 'FR');
    expect(french.find((place) => place.city?.name === 'Paris')).toMatchObject({
      place_id: 'FR:IDF:paris',
      country: { alpha2: 'FR', name: 'France' },
      state: { id: 'IDF', name: 'Île-de-France' },
    });
    expect(french.every((place) => place.country.alpha2 === 'FR')).toBe(true);
  });

  it('matches Arabic names, and answers them to Arabic readers', async () => {
    // Typed without the hamza of the official spelling (الأغواط): still found.
    expect((await searchArabic('الاغو'))[0]).toMatchObject({ place_id: 'DZ:03', state: { name: 'الأغواط' } });
    const response = await get(`/api/places/search?country=DZ&q=${encodeURIComponent('بجاي')}&lang=ar`);
    const places = ZPlaceSearchResponse.parse(response.json()).data;
    expect(places[0]).toMatchObject({ place_id: 'DZ:06', state: { name: 'بجاية' }, country: { name: 'الجزائر' } });
    expect(places.find((place) => place.place_id === 'DZ:06:0601')?.city?.name).toBe('بجاية');
    // A final hā' for the tā' marbūṭa is the same name.
    expect((await searchArabic('بجايه')).map((place) => place.place_id).slice(0, 2)).toEqual(['DZ:06', 'DZ:06:0601']);
  });

  it('honours the limit and refuses bad input with field errors', async () => {
    expect(await search('a', 'DZ', '&limit=3')).toHaveLength(3);
    const empty = await get('/api/places/search?country=DZ&q=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { q: 'Ce champ est obligatoire' } });
    const tooMany = await get('/api/places/search?country=DZ&q=a&limit=500');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toHaveProperty('limit');
    expect((await get('/api/places/search?country=US&q=a')).statusCode).toBe(404);
    // Wildcards and quotes are text, not patterns.
    expect(await search("%_'\\")).toEqual([]);
  });

  it('finds every commune by its own name', async () => {
    const { communes } = loadAlgeria(undefined, { day: TEST_TODAY });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...communes), async (commune) => {
        const ids = (await search(commune.name, 'DZ', '&limit=25')).map((place) => place.place_id);
        expect(ids).toContain(commune.placeId);
      }),
      { numRuns: 60, seed: 3 },
    );
  });
});

async function searchArabic(q: string): Promise<TPlace[]> {
  const response = await get(`/api/places/search?country=DZ&q=${encodeURIComponent(q)}&lang=ar`);
  return ZPlaceSearchResponse.parse(response.json()).data;
}

describe('distances', () => {
  const EARTH_RADIUS_KM = 6371.0088; // the mean Earth radius, as tariq_distance_km
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
    const dLat = toRadians(b.lat - a.lat);
    const dLng = toRadians(b.lng - a.lng);
    const h =
      Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
    return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
  }

  it('between two places, as a hand computation says', async () => {
    const [algiers, oran] = await t.db.read(async (db) => [await findPlace(db, 'DZ:16'), await findPlace(db, 'DZ:31')]);
    const km = await t.db.read((db) => distanceBetweenPlaces(db, 'DZ:16', 'DZ:31'));
    expect(km).toBeCloseTo(haversineKm(algiers!, oran!), 3);
    expect(km).toBeGreaterThan(340);
    expect(km).toBeLessThan(420);
    expect(await t.db.read((db) => distanceBetweenPlaces(db, 'DZ:16', 'nowhere'))).toBeNull();
  });

  it('from memory, exactly as the database computes it, for places of every kind and two that share their coordinates', async () => {
    const ids = await t.db.read((db) =>
      selectRows<{ id: string }>(db, sql`SELECT id FROM places WHERE country = 'DZ' ORDER BY md5(id) LIMIT 60`),
    );
    // Communes placed at their wilaya's centre share its coordinates: no known distance between them.
    const [twin] = await t.db.read((db) =>
      selectRows<{ a: string; b: string }>(
        db,
        sql`SELECT a.id AS a, b.id AS b FROM places a JOIN places b ON a.lat = b.lat AND a.lng = b.lng AND a.id < b.id WHERE a.country = 'DZ' LIMIT 1`,
      ),
    );
    const pairs = ids.slice(0, 30).map((row, position) => [row.id, ids[position + 30]!.id]);
    pairs.push(['DZ:16', 'DZ:16'], ['DZ:16', 'DZ:31']);
    if (twin) pairs.push([twin.a, twin.b]);
    for (const [from, to] of pairs) {
      const [a, b] = await t.db.read((db) => Promise.all([getPlaceSnapshot(db, from!), getPlaceSnapshot(db, to!)]));
      const fromDatabase = await t.db.read((db) => distanceBetweenPlaces(db, from!, to!));
      const fromMemory = distanceBetweenSnapshots(a!, b!);
      // The same operations; the last bit of a sine may differ between libraries, not the road
      // distance an offer stores (rounded to the kilometre).
      if (fromDatabase === null) expect(fromMemory, `${from} → ${to}`).toBeNull();
      else {
        expect(fromMemory, `${from} → ${to}`).toBeCloseTo(fromDatabase, 9);
        expect(Math.round(estimateRoadKm(fromMemory!))).toBe(Math.round(estimateRoadKm(fromDatabase)));
      }
    }
    expect(twin, 'two communes that share their coordinates').toBeDefined();
  });

  it('within a radius: exactly the places a hand computation puts inside', async () => {
    const centre = (await t.db.read((db) => findPlace(db, 'DZ:06:0601')))!;
    const radiusKm = 60;
    const found = await t.db.read((db) =>
      findPlacesWithin(db, { lat: centre.lat, lng: centre.lng, radiusKm, country: 'DZ' }),
    );
    const { data: states } = (await get('/api/countries/DZ/states')).json() as { data: { id: string }[] };
    const all = [];
    for (const state of states) {
      const { data } = (await get(`/api/countries/DZ/states/${state.id}/cities`)).json() as {
        data: { place_id: string; lat: number; lng: number }[];
      };
      all.push(...data);
    }
    const stateRows = (
      (await get('/api/countries/DZ/states')).json() as { data: { place_id: string; lat: number; lng: number }[] }
    ).data;
    const expected = [...all, ...stateRows]
      .filter((place) => haversineKm(centre, place) <= radiusKm)
      .map((place) => place.place_id)
      .sort();
    expect(expected.length).toBeGreaterThan(10);
    expect(found.map((place) => place.id).sort()).toEqual(expected);
    for (const place of found) expect(place.distanceKm).toBeCloseTo(haversineKm(centre, place), 3);
    expect(found.map((place) => place.distanceKm)).toEqual(
      [...found.map((place) => place.distanceKm)].sort((a, b) => a - b),
    );
  });
});

describe('place lookups from memory (freight search filters)', () => {
  /** What the database answers, read in a transaction (never served from memory). */
  async function fromDatabase(placeId: string, radiusKm?: number) {
    return t.db.transaction(async (tx) => {
      const place = await getPlaceSnapshot(tx, placeId);
      const near =
        place && radiusKm
          ? (await findPlacesWithin(tx, { lat: place.lat, lng: place.lng, radiusKm })).map((row) => row.id)
          : null;
      return { place, near };
    });
  }

  async function fromMemory(placeId: string, radiusKm?: number) {
    return t.db.read(async (db) => {
      const place = await getPlaceSnapshot(db, placeId);
      const near = place && radiusKm ? await findPlaceIdsWithin(t.app.ctx, db, { place, radiusKm }) : null;
      return { place, near };
    });
  }

  // States and cities of both countries, near borders and the sea, unknown and malformed ids.
  const PLACE_IDS = ['DZ:16', 'DZ:16:1601', 'DZ:06:0601', 'DZ:41', 'DZ:36:3601', 'DZ:54', 'DZ:11', 'FR:IDF',
    'FR:IDF:paris', 'FR:COR', 'DZ:99', 'DZ:16:9999', 'nowhere', '', 'FR:', 'dz:16']; // prettier-ignore
  const RADII = [1, 30, 50, 120, 500];

  async function expectSameAnswers() {
    let compared = 0;
    for (const placeId of PLACE_IDS) {
      for (const radiusKm of RADII) {
        const expected = await fromDatabase(placeId, radiusKm);
        expect(await fromMemory(placeId, radiusKm), `${placeId} within ${radiusKm} km`).toEqual(expected);
        if (expected.near?.length) compared++;
      }
    }
    // Cities of a random sample of states: every snapshot field, whatever the kind.
    const sample = await t.db.read((db) =>
      selectRows<{ id: string }>(db, sql`SELECT id FROM places ORDER BY md5(id) LIMIT 300`),
    );
    for (const { id } of sample) expect((await fromMemory(id, 75)).place).toEqual((await fromDatabase(id, 75)).place);
    return compared;
  }

  it('answer a place and the places around it as the database does, to the last id and in its order', async () => {
    expect(await expectSameAnswers()).toBeGreaterThan(40);
    const paris = await fromMemory('FR:IDF:paris', 500);
    expect(paris.place).toMatchObject<Partial<TPlaceSnapshot>>({ country: 'FR', stateCode: 'IDF', cityName: 'Paris' });
    expect(paris.near!.length).toBeGreaterThan(1000);
  });

  it('ask the database nothing once the places are held', async () => {
    await fromMemory('DZ:16', 50);
    const reads = await t.db.read(async (db) => {
      const select = vi.spyOn(db, 'select');
      const execute = vi.spyOn(db, 'execute');
      try {
        const place = (await getPlaceSnapshot(db, 'DZ:31:3101'))!;
        await findPlaceIdsWithin(t.app.ctx, db, { place, radiusKm: 80 });
        await findPlaceIdsWithin(t.app.ctx, db, { place, radiusKm: 80 });
        return select.mock.calls.length + execute.mock.calls.length;
      } finally {
        select.mockRestore();
        execute.mockRestore();
      }
    });
    expect(reads).toBe(0);
  });

  it('answer at once, without the database, once a country is held — and say when they cannot', async () => {
    await fromMemory('DZ:16', 50);
    for (const placeId of PLACE_IDS) {
      const held = heldPlaceSnapshot(t.app.ctx, placeId);
      const expected = (await fromDatabase(placeId)).place;
      // Only what memory holds is answered; the rest (unknown, another country) is left to the database.
      if (held !== undefined) expect(held, placeId).toEqual(expected);
      else expect(placeId.startsWith('DZ:') && expected !== null, placeId).toBe(false);
    }
    expect(heldPlaceSnapshot(t.app.ctx, 'DZ:31:3101')).toMatchObject({ stateCode: '31', cityId: '3101' });
  });

  it('still answer as the database does after a country is deactivated and the places reloaded', async () => {
    await fromMemory('FR:IDF:paris', 50);
    await t.db.transaction((tx) => tx.update(countries).set({ active: false }).where(eq(countries.alpha2, 'FR')));
    try {
      // Tunisia loaded: radius searches near the border now cross it.
      expect(await ensurePlaces(t.app.ctx, { countries: ['DZ', 'TN'] })).toBe(true);
      await expectSameAnswers();
      const elTarf = await fromMemory('DZ:36:3601', 120);
      expect(elTarf.near!.some((id) => id.startsWith('TN:'))).toBe(true);
      expect(elTarf.near!.some((id) => id.startsWith('DZ:'))).toBe(true);
      // The places of a deactivated country stay in the database (records point at them): still found.
      expect((await fromMemory('FR:IDF:paris')).place).toMatchObject({ cityName: 'Paris' });
    } finally {
      await t.db.transaction((tx) => tx.update(countries).set({ active: true }).where(eq(countries.alpha2, 'FR')));
      await ensurePlaces(t.app.ctx, { countries: ['DZ', 'FR'] });
    }
  });

  it('read a place added to the database after the memory was filled', async () => {
    await fromMemory('DZ:16');
    await t.db.transaction((tx) =>
      tx.execute(sql`INSERT INTO places (id, kind, country, state_code, state_name, code, name, search, lat, lng)
        VALUES ('DZ:16:test', 'city', 'DZ', '16', 'Alger', 'test', 'Test', 'test', 36.7, 3.1)`),
    );
    try {
      expect((await fromMemory('DZ:16:test')).place).toEqual((await fromDatabase('DZ:16:test')).place);
    } finally {
      await t.db.transaction((tx) => tx.execute(sql`DELETE FROM places WHERE id = 'DZ:16:test'`));
    }
  });
});

describe('loading', () => {
  it('happens once per version and keeps an admin’s choice of active countries', async () => {
    expect(await ensurePlaces(t.app.ctx, { countries: ['DZ', 'FR'] })).toBe(false);
    await t.db.transaction((tx) => tx.update(countries).set({ active: false }).where(eq(countries.alpha2, 'ES')));
    expect(await ensurePlaces(t.app.ctx, { countries: ['DZ'] })).toBe(true);
    const [spain] = await t.db.read((db) => db.select().from(countries).where(eq(countries.alpha2, 'ES')));
    expect(spain!.active).toBe(false);
    const [version] = await t.db.read((db) => db.select().from(dataVersions).where(eq(dataVersions.key, 'places')));
    expect(version!.version).toMatch(/^[0-9a-f]{16}$/);
    await t.db.transaction((tx) => tx.update(countries).set({ active: true }).where(eq(countries.alpha2, 'ES')));
  });
});

describe('the in-memory search measures (place-index.ts)', () => {
  it("give pg_trgm's own similarity and word_similarity for any query against real names", async () => {
    const names = (
      await t.db.read((db) =>
        selectRows<{ search: string }>(db, sql`SELECT search FROM places WHERE country IN ('DZ', 'FR') ORDER BY id`),
      )
    ).map((row) => row.search);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.oneof(
          fc.constantFrom(...names).map((name) => name.slice(0, 3 + (name.length % 7))),
          fc.string({ unit: fc.constantFrom(...'abeilmnorstuz '), minLength: 1, maxLength: 12 }).map(foldName),
        ),
        async (name, query) => {
          const [row] = await t.db.read((db) =>
            selectRows<{ s: number; w: number }>(
              db,
              sql`SELECT similarity(${query}, ${name})::float8 AS s, word_similarity(${query}, ${name})::float8 AS w`,
            ),
          );
          expect(similarity(query, name)).toBeCloseTo(Number(row!.s), 5);
          expect(wordSimilarityOf(query, name)).toBeCloseTo(Number(row!.w), 5);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('remembered searches', () => {
  it('answer a repeated search without searching the index again, and forget the least recently used', () => {
    const searched: string[] = [];
    const hit = { id: 'DZ:16' } as TPlaceHit;
    const index = remembered({
      size: 1,
      search(text) {
        searched.push(text);
        return [hit];
      },
    });
    expect(index.search('alg', 10)).toEqual([hit]);
    expect(index.search('alg', 10)).toEqual([hit]);
    expect(index.search('alg', 5)).toEqual([hit]);
    expect(index.search('alg', 10, 'city')).toEqual([hit]);
    expect(searched).toEqual(['alg', 'alg', 'alg']);
    for (let i = 0; i < 5000; i++) index.search(`q${i}`, 10);
    index.search('alg', 10);
    expect(searched.at(-1)).toBe('alg');
  });
});
