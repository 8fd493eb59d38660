import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestAppWithPlaces } from './test/helpers';
import type { TTestApp } from './test/helpers';
import { validOffer } from './test/offers';

let t: TTestApp;
let shipper: Awaited<ReturnType<typeof createSignedInUser>>;
let carrier: Awaited<ReturnType<typeof createSignedInUser>>;
let uid: string;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
  carrier = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR' });
  const published = await shipper.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
  expect(published.statusCode, published.body).toBe(201);
  uid = published.json().uids[0];
}, 60_000);
afterAll(() => t.close());

const MESSAGE = 'Control characters are not allowed';

type TCase = { name: string; as: 'shipper' | 'carrier' | 'nobody'; request: () => InjectOptions; field: string };

const NUL = '\u0000';

/** One request per kind of input (path, query, body, nested body) across the modules. */
const cases: TCase[] = [
  {
    name: 'place search q',
    as: 'shipper',
    field: 'q',
    request: () => ({ method: 'GET', url: '/api/places/search?q=Al%00ger' }),
  },
  {
    name: 'place id in the path',
    as: 'shipper',
    field: 'placeId',
    request: () => ({ method: 'GET', url: '/api/places/DZ%3A16%00' }),
  },
  {
    name: 'country in the path',
    as: 'shipper',
    field: 'alpha2',
    request: () => ({ method: 'GET', url: '/api/countries/D%00/states' }),
  },
  {
    name: 'offer uid in the path',
    as: 'shipper',
    field: 'uid',
    request: () => ({ method: 'GET', url: '/api/offers/%00' }),
  },
  {
    name: 'offer list tab',
    as: 'shipper',
    field: 'tab',
    request: () => ({ method: 'GET', url: '/api/offers/my?tab=sched%00uled' }),
  },
  {
    name: 'freight search query',
    as: 'carrier',
    field: 'page',
    request: () => ({ method: 'GET', url: '/api/freights?page=1%00' }),
  },
  {
    name: 'login username',
    as: 'nobody',
    field: 'username',
    request: () => ({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: `a${NUL}@b.dz`, password: 'whatever-it-is' },
    }),
  },
  {
    name: 'refresh token',
    as: 'nobody',
    field: 'refresh_token',
    request: () => ({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: `abc${NUL}` } }),
  },
  {
    name: 'refresh token as a form',
    as: 'nobody',
    field: 'refresh_token',
    request: () => ({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'refresh_token=abc%00',
    }),
  },
  {
    name: 'offer address (nested)',
    as: 'shipper',
    field: 'departure.address',
    request: () => ({
      method: 'POST',
      url: '/api/offers',
      payload: validOffer({ departure: { ...validOffer().departure, address: `12 rue${NUL}` } }),
    }),
  },
  {
    name: 'offer update',
    as: 'shipper',
    field: 'loading_reference',
    request: () => ({
      method: 'PATCH',
      url: `/api/offers/${uid}/references`,
      payload: { loading_reference: `R${NUL}`, unloading_reference: null },
    }),
  },
  {
    name: 'offer cancel reason',
    as: 'shipper',
    field: 'reason',
    request: () => ({ method: 'POST', url: `/api/offers/${uid}/cancel`, payload: { reason: `no${NUL}` } }),
  },
  {
    name: 'template name',
    as: 'shipper',
    field: 'name',
    request: () => ({ method: 'POST', url: '/api/offer-templates', payload: { name: `T${NUL}`, offer: {} } }),
  },
  {
    name: 'saved search name',
    as: 'carrier',
    field: 'name',
    request: () => ({ method: 'POST', url: '/api/saved-searches', payload: { name: `S${NUL}`, filters: {} } }),
  },
  {
    name: 'proposal comment',
    as: 'carrier',
    field: 'comment',
    request: () => ({
      method: 'POST',
      url: `/api/freights/${uid}/proposals`,
      payload: { price: 90000, comment: `hi${NUL}` },
    }),
  },
  {
    name: 'language',
    as: 'shipper',
    field: 'language',
    request: () => ({ method: 'POST', url: '/api/user/changelanguage', payload: { language: `fr${NUL}` } }),
  },
  {
    name: 'array item',
    as: 'shipper',
    field: 'ids.1',
    request: () => ({
      method: 'POST',
      url: '/api/offer-templates',
      payload: { name: 'x', offer: {}, ids: ['a', `b${NUL}`] },
    }),
  },
  {
    name: 'a bell (BEL) in a name',
    as: 'shipper',
    field: 'name',
    request: () => ({ method: 'POST', url: '/api/offer-templates', payload: { name: 'T\u0007', offer: {} } }),
  },
  {
    name: 'an escape (ESC) in a query',
    as: 'shipper',
    field: 'q',
    request: () => ({ method: 'GET', url: '/api/places/search?q=Al%1Bger' }),
  },
];

describe('control characters in any text input', () => {
  it.each(cases)('answers 400 with the field named, never a 500: $name', async ({ as, request, field }) => {
    const options = request();
    options.headers = { ...options.headers, 'user-language': 'en' };
    const response =
      as === 'shipper'
        ? await shipper.inject(options)
        : as === 'carrier'
          ? await carrier.inject(options)
          : await t.app.inject(options);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: MESSAGE } });
  });

  it('answers 400 for a control character in a multipart text field (mission reserves)', async () => {
    const boundary = 'tariq-boundary';
    const response = await carrier.inject({
      method: 'POST',
      url: `/api/missions/${randomUUID()}/finish`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'user-language': 'en' },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="reserves"\r\n\r\nbroken${NUL}\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { reserves: MESSAGE } });
  });

  it('keeps line breaks and tabs of multi-line text', async () => {
    const response = await carrier.inject({
      method: 'POST',
      url: `/api/freights/${uid}/proposals`,
      payload: { price: 90000, comment: 'first line\r\nsecond\tline' },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
