import type { TPlace } from '@tariq/contracts';
import { ZCountry, ZPlaceSearchResponse } from '@tariq/contracts/places';
import type { TMyTrucksResponse, TTruck, TTruckLoad } from '@tariq/contracts/trucks';
import { ZMyTrucksResponse, ZTruck, ZTruckLoad, ZTruckLoadsResponse } from '@tariq/contracts/trucks';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../app/theme';
import { jsonResponse, serveFetch } from './fake-fetch';
import type { TFakeCall } from './fake-fetch';
import { makeUser, renderRoute } from './render';

/**
 * The trucks of Karim Haddad's carrier company, as the API answers them. Checked against the
 * shared schemas, so they cannot drift from the server's.
 */
export const makeTruckCarrier = (overrides: Parameters<typeof makeUser>[0] = {}) =>
  makeUser({ modules: ['trucks'], telephone: '+213550123456', ...overrides });

export const TRUCK_ID = '00000000-0000-4000-8000-0000000000c1';
export const OTHER_TRUCK_ID = '00000000-0000-4000-8000-0000000000c2';

export function makeTruck(overrides: Partial<TTruck> = {}): TTruck {
  return ZTruck.parse({
    id: TRUCK_ID,
    name: 'Renault T 480',
    type: 'tautliner_standard',
    picture: null,
    goods: ['palletised'],
    weight: 24000,
    length: 13.6,
    volume: 90,
    from: {
      country: { alpha2: 'DZ', name: 'Algérie' },
      stateId: '16',
      state: 'Alger',
      city: 'Rouiba',
      place_id: 'dz-city-1631',
      latitude: 36.7383,
      longitude: 3.2808,
    },
    to: {
      country: { alpha2: 'DZ', name: 'Algérie' },
      stateId: '31',
      state: 'Oran',
      city: null,
      place_id: 'dz-state-31',
      latitude: 35.6971,
      longitude: -0.6308,
    },
    availability: { from: '2026-12-01', until: '2026-12-10' },
    canTakeDangerousGoods: true,
    contact: { useSocietyContact: true, firstName: null, lastName: null, email: null, phone: null },
    comment: null,
    isVisible: true,
    isExpired: false,
    alerts: false,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  });
}

export function makeMyTrucks(trucks: TTruck[] = [makeTruck()]): TMyTrucksResponse {
  return ZMyTrucksResponse.parse({ data: { data: trucks } });
}

export function makeTruckLoad(overrides: Partial<TTruckLoad> = {}): TTruckLoad {
  return ZTruckLoad.parse({
    uid: 'x7Kp2mQa',
    number: 'EXP-26-0042',
    departure: { country: 'DZ', state: 'Alger', city: 'Rouiba', date: '2026-12-01' },
    destination: { country: 'DZ', state: 'Oran', city: 'Es Senia', date: '2026-12-02' },
    weight_kg: 12000,
    truck_type: 'tautliner_standard',
    price: 85000,
    currency: 'DZD',
    distance_km: 432,
    emptyKm: 4,
    reasons: ['near', 'dates', 'type', 'weight'],
    ...overrides,
  });
}

/** What the place search answers for "Bej" and "Alg" in Algeria. */
export const TRUCK_PLACES: TPlace[] = ZPlaceSearchResponse.parse({
  data: [
    {
      place_id: 'dz-city-0601',
      kind: 'city',
      country: { alpha2: 'DZ', name: 'Algérie' },
      state: { id: '06', name: 'Béjaïa' },
      city: { id: '0601', name: 'Bejaia' },
      lat: 36.7509,
      lng: 5.0567,
    },
    {
      place_id: 'dz-state-16',
      kind: 'state',
      country: { alpha2: 'DZ', name: 'Algérie' },
      state: { id: '16', name: 'Alger' },
      city: null,
      lat: 36.7538,
      lng: 3.0588,
    },
  ],
}).data;

// ---------------------------------------------------------------------------------------------
// The page, its server and its toaster

export const NEW_TRUCK_ID = '00000000-0000-4000-8000-0000000000c9';
const COUNTRIES = ZCountry.array().parse([{ alpha2: 'DZ', nom_fr_fr: 'Algérie', name: 'Algérie' }]);
type TAnswer = (call: TFakeCall) => Response | Promise<Response> | undefined;

/**
 * The trucks' calls over `trucks`, kept as the server would: a truck added, changed (only the
 * fields sent), deleted; its loads; the places of the pickers. `answer` overrides any call first.
 */
export function serveTrucks({
  trucks = [makeTruck()],
  loads = [makeTruckLoad()],
  answer,
}: { trucks?: TTruck[]; loads?: TTruckLoad[]; answer?: TAnswer } = {}) {
  let current = trucks;
  const bodyOf = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, unknown>;
  const calls = serveFetch((call) => {
    const override = answer?.(call);
    if (override) return override;
    const { url, init } = call;
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/country/active') return jsonResponse(200, { data: COUNTRIES });
    if (path === '/api/places/search') {
      const query = (url.searchParams.get('q') ?? '').toLowerCase();
      return jsonResponse(200, {
        data: TRUCK_PLACES.filter((place) => (place.city?.name ?? place.state.name).toLowerCase().startsWith(query)),
      });
    }
    if (path === '/api/trucks/my') return jsonResponse(200, makeMyTrucks(current));
    if (path === '/api/trucks' && method === 'POST') {
      const body = bodyOf(init);
      const truck = makeTruck({ id: NEW_TRUCK_ID, name: body.name as string, type: body.type as string });
      current = [...current, truck];
      return jsonResponse(201, { data: truck });
    }
    const loadsOf = path.match(/^\/api\/trucks\/([^/]+)\/loads$/)?.[1];
    if (loadsOf) return jsonResponse(200, ZTruckLoadsResponse.parse({ data: loads }));
    const id = path.match(/^\/api\/trucks\/([^/]+)$/)?.[1];
    if (id && method === 'PUT') {
      const body = bodyOf(init);
      const truck = { ...current.find((item) => item.id === id)!, ...body } as TTruck;
      current = current.map((item) => (item.id === id ? truck : item));
      return jsonResponse(200, { data: truck });
    }
    if (id && method === 'DELETE') {
      current = current.filter((item) => item.id !== id);
      return jsonResponse(200, { success: true });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
  return calls;
}

export const callsTo = (calls: TFakeCall[], method: string, pathname: string) =>
  calls.filter((call) => (call.init.method ?? 'GET') === method && call.url.pathname === pathname);
export const bodiesOf = (calls: TFakeCall[], method: string, pathname: string) =>
  callsTo(calls, method, pathname).map((call) => JSON.parse(call.init.body as string) as unknown);

/** The toaster the app mounts with its first toast (app/providers.tsx), here from the start. */
function renderToaster() {
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
    </MantineProvider>,
  );
}

/** /trucks/my (or `path`) for a carrier with the trucks module, the toaster beside it. */
export function openMyTrucks(path = '/trucks/my') {
  renderToaster();
  const rendered = renderRoute(path, makeTruckCarrier());
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

/** A toast (not an alert of the same words). */
export const findToast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '.mantine-Notification-description' });

export const truckCard = (name: string) => screen.findByRole('article', { name });
export const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

export async function openMenuItem(user: TUser, truckName: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions du camion ${truckName}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

export async function choosePlace(user: TUser, label: RegExp, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  await screen.findByRole('option', { name: option, hidden: true });
  await user.keyboard('{ArrowDown}{Enter}');
}

/** Types a whole value at once (a paste): the forms check it as they check a typed one, in one pass. */
export async function fill(user: TUser, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export type TUser = ReturnType<typeof userEvent.setup>;
