import type { TDriver, TDriversListResponse } from '@tariq/contracts/drivers';
import { ZDriver, ZDriversListResponse } from '@tariq/contracts/drivers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, serveFetch } from './fake-fetch';
import type { TFakeCall } from './fake-fetch';
import { makeUser, renderRoute } from './render';
import { renderToaster } from './toaster';

/**
 * The drivers of Karim Haddad's carrier company, as the API answers them. Checked against the
 * shared schemas, so they cannot drift from the server's.
 */
export const DRIVER_ID = '00000000-0000-4000-8000-0000000000d1';
export const OTHER_DRIVER_ID = '00000000-0000-4000-8000-0000000000d2';
export const NEW_DRIVER_ID = '00000000-0000-4000-8000-0000000000d9';

/** A moment `minutes` before now, as the API writes it. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function makeDriver(overrides: Partial<TDriver> = {}): TDriver {
  return ZDriver.parse({
    id: DRIVER_ID,
    firstName: 'Yacine',
    lastName: 'Brahimi',
    email: 'yacine.brahimi@atlas.dz',
    enginePlate: '12345 116 16',
    enginePlateCountry: 'DZ',
    trailerPlate: '123 TU 4567',
    trailerPlateCountry: 'TN',
    remark: 'Permis C+E, préfère les trajets vers l’Est',
    language: 'fr',
    connected: true,
    missionCounts: { inProgress: 1, upcoming: 2, done: 14 },
    lastLocation: { lat: 36.7538, lng: 3.0588, at: minutesAgo(5) },
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  });
}

/** A second driver: not connected, no trailer, no remark, never sent a position. */
export function makeOtherDriver(overrides: Partial<TDriver> = {}): TDriver {
  return makeDriver({
    id: OTHER_DRIVER_ID,
    firstName: 'Samir',
    lastName: 'Ouali',
    email: 'samir.ouali@atlas.dz',
    enginePlate: '00174 801 27',
    trailerPlate: null,
    trailerPlateCountry: null,
    remark: null,
    connected: false,
    missionCounts: { inProgress: 0, upcoming: 0, done: 3 },
    lastLocation: null,
    ...overrides,
  });
}

export function makeDriversList(drivers: TDriver[] = [makeDriver()]): TDriversListResponse {
  return ZDriversListResponse.parse({
    data: drivers,
    page: 1,
    total_pages: drivers.length ? 1 : 0,
    count: drivers.length,
  });
}

type TAnswer = (call: TFakeCall) => Response | Promise<Response> | undefined;

/**
 * The drivers' calls over `drivers`, kept as the server would: a driver added (its plates written
 * as given), changed (only the fields sent), sent new credentials, deleted. `answer` overrides any call first.
 */
export function serveDrivers({ drivers = [makeDriver()], answer }: { drivers?: TDriver[]; answer?: TAnswer } = {}) {
  let current = drivers;
  const bodyOf = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, unknown>;
  return serveFetch((call) => {
    const override = answer?.(call);
    if (override) return override;
    const { url, init } = call;
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/drivers' && method === 'GET') return jsonResponse(200, makeDriversList(current));
    if (path === '/api/drivers' && method === 'POST') {
      const body = bodyOf(init);
      const driver = makeDriver({
        ...(body as Partial<TDriver>),
        id: NEW_DRIVER_ID,
        connected: false,
        missionCounts: { inProgress: 0, upcoming: 0, done: 0 },
        lastLocation: null,
      });
      current = [...current, driver];
      return jsonResponse(201, { data: driver });
    }
    const [, id, action] = path.match(/^\/api\/drivers\/([^/]+)(?:\/(credentials))?$/) ?? [];
    if (id && action === 'credentials' && method === 'POST') return jsonResponse(200, { success: true });
    if (id && method === 'PUT') {
      const driver = makeDriver({ ...current.find((item) => item.id === id)!, ...(bodyOf(init) as Partial<TDriver>) });
      current = current.map((item) => (item.id === id ? driver : item));
      return jsonResponse(200, { data: driver });
    }
    if (id && method === 'DELETE') {
      current = current.filter((item) => item.id !== id);
      return jsonResponse(200, { success: true });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

export const callsTo = (calls: TFakeCall[], method: string, pathname: string) =>
  calls.filter((call) => (call.init.method ?? 'GET') === method && call.url.pathname === pathname);
export const bodiesOf = (calls: TFakeCall[], method: string, pathname: string) =>
  callsTo(calls, method, pathname).map((call) => JSON.parse(call.init.body as string) as unknown);

/** /chauffeurs (or `path`) for a carrier with its documents verified (or `user`), the toaster beside it. */
export function openDrivers(path = '/chauffeurs', user = makeUser()) {
  renderToaster();
  const rendered = renderRoute(path, user);
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

/** A toast (not an alert of the same words). */
export const findToast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '.mantine-Notification-description' });

export const driverCard = (name: string) => screen.findByRole('article', { name });
export const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

export async function openDriverMenuItem(user: TUser, driverName: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions du chauffeur ${driverName}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

/** Types a whole value at once (a paste): the form checks it as a typed one, in one pass. */
export async function fill(user: TUser, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export type TUser = ReturnType<typeof userEvent.setup>;
