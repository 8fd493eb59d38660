import type { TFreightDetail, TMissionDetail, TMissionTrack, TOffer, TTrackPoint } from '@tariq/contracts';
import { trackingTopic } from '@tariq/contracts/driver-app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, saveTokens } from '../../lib/tokens';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { makeFreightDetail } from '../../test/freights';
import { hubStream } from '../../test/hub-stream';
import { makeMissionDetail, makeShipperMissionDetail } from '../../test/missions';
import { makeOffer, makeOfferList } from '../../test/offers';
import { makeUser, renderRoute } from '../../test/render';

const SHIPPER_COMPANY = '00000000-0000-4000-8000-0000000000c1';
const TRACK = '/api/missions/00000000-0000-4000-8000-0000000000e1/track';
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Ressource introuvable.' };

/** A hub token granting `topics`, as the server signs it (the client reads its claim, never its signature). */
function hubToken(topics: string[]): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: makeUser().id, mercure: { subscribe: topics } })}.signature`;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:05:00.000Z') });
  saveTokens({ token: 'access', refresh_token: 'refresh', mercure_token: hubToken([trackingTopic(SHIPPER_COMPANY)]) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearTokens();
});

const point = (time: string, lat: number, speed: number | null = 20): TTrackPoint => ({
  lat,
  lng: 3.1,
  speed,
  heading: 90,
  recorded_at: `2026-12-01T${time}.000Z`,
});

const inProgress: Partial<TMissionDetail> = {
  status: 'in_progress',
  charter_status: 'confirmed',
  started_at: '2026-12-01T07:00:00.000Z',
  pickup_waived_at: '2026-12-01T06:55:00.000Z',
};

const track = (overrides: Partial<TMissionTrack> = {}): TMissionTrack => ({
  mission_id: '00000000-0000-4000-8000-0000000000e1',
  visible: true,
  positions: [point('09:50:00', 36.7), point('10:00:00', 36.5)],
  driver: { first_name: 'Karim', engine_plate: '12345 516 16', trailer_plate: '00174 801 27' },
  ...overrides,
});

type TServer = { mission: TMissionDetail; track: TMissionTrack | 'error' };

/** The shipper's shipment page: the offer, its mission and the mission's track, and the hub's tracking stream. */
function openShipment(server: TServer) {
  const offer: TOffer = makeOffer({ status: server.mission.status === 'in_progress' ? 'in_progress' : 'scheduled' });
  const hub = hubStream();
  const calls = serveFetch(({ url }) => {
    if (url.pathname === '/.well-known/mercure')
      return url.searchParams.getAll('topic').includes(trackingTopic(SHIPPER_COMPANY))
        ? hub.response
        : hubStream().response;
    if (url.pathname === TRACK)
      return server.track === 'error'
        ? jsonResponse(500, { code: 'INTERNAL', message: 'Une erreur est survenue.' })
        : jsonResponse(200, server.track);
    if (url.pathname === '/api/offers/my') return jsonResponse(200, makeOfferList({ data: [] }));
    if (url.pathname === `/api/offers/${offer.uid}/proposals`) return jsonResponse(200, { data: [] });
    if (url.pathname === `/api/offers/${offer.uid}`) return jsonResponse(200, offer);
    if (url.pathname === `/api/missions/of-offer/${offer.uid}`) return jsonResponse(200, server.mission);
    return jsonResponse(404, NOT_FOUND);
  });
  renderRoute(`/expeditions/${offer.uid}`, makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'] }));
  return { hub, calls };
}

const section = async (name = 'Suivi en direct') =>
  within(await screen.findByRole('region', { name }, { timeout: 10_000 }));

describe('the truck on the mission, live (issue 29)', () => {
  it('shows the shipper the driver, the last position and the trail while the mission is in progress', async () => {
    openShipment({ mission: makeShipperMissionDetail(inProgress), track: track() });
    const live = await section();
    expect(await live.findByText('Dernière position : il y a 5 minutes · Vitesse : 72 km/h')).toBeInTheDocument();
    // The map: the trail, the truck at its last position, the loading and unloading places.
    const map = await live.findByRole('figure', { name: 'Position du camion entre Rouiba et Es Senia' });
    await waitFor(() => expect(map.querySelector('path.track-map-trail')).not.toBeNull());
    expect(map.querySelector('path.track-map-truck')).not.toBeNull();
    expect(within(map).getByText('Karim')).toBeInTheDocument();
  });

  it('moves the truck when the hub brings a position of this mission, and only of this mission', async () => {
    const { hub, calls } = openShipment({ mission: makeShipperMissionDetail(inProgress), track: track() });
    const live = await section();
    await live.findByText(/Dernière position : il y a 5 minutes/);
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.url.pathname === '/.well-known/mercure' &&
            call.url.searchParams.getAll('topic').includes(trackingTopic(SHIPPER_COMPANY)),
        ),
      ).toBe(true),
    );
    // jsdom lays nothing out: where the truck is drawn is checked in Chromium (e2e/drivers.e2e.ts).
    // Another mission of the company: not this page's.
    hub.push({ type: 'position', mission_id: '00000000-0000-4000-8000-0000000000e9', position: point('10:04:50', 35) });
    // A late position, older than the last: in the trail, but the truck stays where it is.
    hub.push({ type: 'position', mission_id: track().mission_id, position: point('09:55:00', 36.6) });
    // This mission, now.
    hub.push({ type: 'position', mission_id: track().mission_id, position: point('10:04:30', 36.3, 25) });
    expect(await live.findByText('Dernière position : maintenant · Vitesse : 90 km/h')).toBeInTheDocument();
    hub.push({ type: 'position', mission_id: track().mission_id, position: point('09:58:00', 36.55, 10) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live.getByText('Dernière position : maintenant · Vitesse : 90 km/h')).toBeInTheDocument();
  });

  it('never says a position is in the future, when the phone’s clock runs ahead', async () => {
    openShipment({
      mission: makeShipperMissionDetail(inProgress),
      track: track({ positions: [point('10:07:00', 36.4)] }),
    });
    const live = await section();
    expect(await live.findByText('Dernière position : maintenant · Vitesse : 72 km/h')).toBeInTheDocument();
  });

  it('says when no position has come yet', async () => {
    openShipment({ mission: makeShipperMissionDetail(inProgress), track: track({ positions: [] }) });
    const live = await section();
    expect(
      await live.findByText(
        "Aucune position reçue pour l'instant : elle s'affichera ici dès que l'application du chauffeur en enverra une.",
      ),
    ).toBeInTheDocument();
  });

  it('says when the position could not be read, and reads it again on demand', async () => {
    const server: TServer = { mission: makeShipperMissionDetail(inProgress), track: 'error' };
    openShipment(server);
    const live = await section();
    expect(await live.findByRole('alert')).toHaveTextContent('Impossible de charger la position du camion.');
    server.track = track();
    await userEvent.setup().click(live.getByRole('button', { name: 'Réessayer' }));
    expect(await within(await live.findByRole('figure')).findByText('Karim')).toBeInTheDocument();
  });

  it('shows the shipper nothing before the start and after the finish', async () => {
    const { calls } = openShipment({ mission: makeShipperMissionDetail(), track: track() });
    await screen.findByRole('heading', { level: 3, name: 'Historique' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Suivi en direct' })).toBeNull();
    expect(calls.some((call) => call.url.pathname === TRACK)).toBe(false);
  });

  it('shows the shipper nothing when the API says the track is not for it', async () => {
    openShipment({
      mission: makeShipperMissionDetail(inProgress),
      track: track({ visible: false, positions: [], driver: null }),
    });
    await screen.findByRole('heading', { level: 3, name: 'Historique' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Chargement de la position du camion…' })).toBeNull(),
    );
    expect(screen.queryByRole('region', { name: 'Suivi en direct' })).toBeNull();
  });

  it('keeps the trail of a finished mission for its carrier, without following the hub', async () => {
    const freight: TFreightDetail = makeFreightDetail({ available: false, status: 'completed' });
    const mission = makeMissionDetail({
      ...inProgress,
      status: 'completed',
      completed_at: '2026-12-01T10:02:00.000Z',
    });
    const calls = serveFetch(({ url }) => {
      if (url.pathname === TRACK) return jsonResponse(200, track());
      if (url.pathname === '/api/freights/favorite/uids') return jsonResponse(200, { data: [] });
      if (url.pathname === `/api/freights/${freight.uid}/proposals`) return jsonResponse(200, { data: [] });
      if (url.pathname === `/api/freights/${freight.uid}`) return jsonResponse(200, freight);
      if (url.pathname === `/api/missions/of-offer/${freight.uid}`) return jsonResponse(200, mission);
      return jsonResponse(404, NOT_FOUND);
    });
    renderRoute(`/offres/${freight.uid}`, makeUser());
    const trail = await section('Trajet du camion');
    expect(await trail.findByText(/^Dernière position/)).toBeInTheDocument();
    expect(trail.getByText(/^Dernière position/)).not.toHaveAttribute('aria-live');
    expect(
      calls.some((call) => call.url.pathname === '/.well-known/mercure' && call.url.search.includes('tracking')),
    ).toBe(false);
  });
});
