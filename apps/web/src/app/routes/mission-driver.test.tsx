import type { TFreightDetail, TMissionDetail } from '@tariq/contracts';
import type { TDriver } from '@tariq/contracts/drivers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DRIVER_ID,
  OTHER_DRIVER_ID,
  bodiesOf,
  callsTo,
  findToast,
  makeDriver,
  makeDriversList,
  makeOtherDriver,
} from '../../test/drivers';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeFreightDetail } from '../../test/freights';
import { makeMissionDetail, makeShipperMissionDetail } from '../../test/missions';
import { makeOffer } from '../../test/offers';
import { makeUser, renderRoute } from '../../test/render';
import { renderToaster } from '../../test/toaster';

afterEach(() => vi.unstubAllGlobals());

const DRIVER_PATH = '/api/missions/00000000-0000-4000-8000-0000000000e1/driver';
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Ressource introuvable.' };
const shipper = () =>
  makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], firstname: 'Amina', lastname: 'Benali' });

/** The mission's driver as the API answers it to the carrier (the shipper's view drops id, last name and busy). */
function missionDriver(driver: TDriver, busy = false): NonNullable<TMissionDetail['driver']> {
  return {
    id: driver.id,
    first_name: driver.firstName,
    last_name: driver.lastName,
    engine_plate: driver.enginePlate,
    trailer_plate: driver.trailerPlate,
    busy,
  };
}

type TServer = { freight: TFreightDetail; mission: TMissionDetail; drivers: TDriver[] };
type THandler = (call: TFakeCall, server: TServer) => Response | undefined;

/**
 * The API around a carrier's mission on /offres/:uid (and the shipper's on /expeditions/:uid): the
 * company's drivers, and PUT …/driver kept as the server does it: the mission takes the driver
 * named (busy when `busyIds` holds it), or none. `handle` answers first.
 */
function serveMissionDriver(server: TServer, handle: THandler = () => undefined, busyIds: string[] = []) {
  return serveFetch(({ url, init }) => {
    const answer = handle({ url, init }, server);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (method === 'PUT' && path === DRIVER_PATH) {
      const { driver_id } = JSON.parse(String(init.body)) as { driver_id: string | null };
      const driver = server.drivers.find((item) => item.id === driver_id);
      server.mission = makeMissionDetail({
        ...server.mission,
        driver: driver ? missionDriver(driver, busyIds.includes(driver.id)) : null,
      });
      return jsonResponse(200, server.mission);
    }
    if (method !== 'GET') return jsonResponse(404, NOT_FOUND);
    if (path === '/api/drivers') return jsonResponse(200, makeDriversList(server.drivers));
    if (path === '/api/freights/favorite/uids') return jsonResponse(200, { data: [] });
    if (path === `/api/freights/${server.freight.uid}/proposals`) return jsonResponse(200, { data: [] });
    if (path === `/api/freights/${server.freight.uid}`) return jsonResponse(200, server.freight);
    if (path === '/api/offers/my') return jsonResponse(200, { data: [], page: 1, total_pages: 0, count: 0 });
    if (path === `/api/offers/${server.freight.uid}/proposals`) return jsonResponse(200, { data: [] });
    if (path === `/api/offers/${server.freight.uid}`) return jsonResponse(200, makeOffer({ status: 'scheduled' }));
    if (path === `/api/missions/of-offer/${server.freight.uid}`) return jsonResponse(200, server.mission);
    return jsonResponse(404, NOT_FOUND);
  });
}

const driverSection = () => within(screen.getByRole('region', { name: 'Chauffeur' }));
const driverField = () => driverSection().queryByRole('combobox', { name: 'Chauffeur de la mission' });
/** What a field of the section shows, by its label. */
const shown = (label: string) => driverSection().getByText(label).nextElementSibling;

/** 'Aucun chauffeur', the first option: as a keyboard or a screen reader reaches it (the clear button is hidden from them). */
async function chooseNone(user: ReturnType<typeof userEvent.setup>) {
  await user.click(driverField()!);
  await user.click(await screen.findByRole('option', { name: 'Aucun chauffeur' }));
}

async function openAsCarrier(server: Partial<TServer> = {}, handle?: THandler, busyIds?: string[]) {
  renderToaster();
  const state: TServer = {
    freight: makeFreightDetail({ available: false, status: 'scheduled' }),
    mission: makeMissionDetail({ driver: missionDriver(makeDriver()) }),
    drivers: [makeDriver(), makeOtherDriver()],
    ...server,
  };
  const calls = serveMissionDriver(state, handle, busyIds);
  renderRoute(`/offres/${state.freight.uid}`, makeUser());
  await screen.findByRole('heading', { level: 3, name: 'Chauffeur' }, { timeout: 10_000 });
  return { calls, state, user: userEvent.setup() };
}

describe('the driver of a carrier’s mission on /offres/:uid', () => {
  it('shows the driver’s full name and plates, and the picker set to that driver', async () => {
    await openAsCarrier();
    expect(shown('Nom')).toHaveTextContent('Yacine Brahimi');
    expect(shown('Immatriculation du camion')).toHaveTextContent('12345 116 16');
    // Plates read left to right on every page, Arabic included.
    expect(driverSection().getByText('12345 116 16')).toHaveAttribute('dir', 'ltr');
    expect(driverSection().getByText('123 TU 4567')).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(driverField()).toBeEnabled());
    expect(driverField()).toHaveValue('Yacine Brahimi · \u206612345 116 16\u2069');
    expect(driverSection().getByRole('button', { name: 'Enregistrer le chauffeur' })).toBeDisabled();
    expect(driverSection().queryByText('Ce chauffeur est sur une autre mission aux mêmes dates.')).toBeNull();
  });

  it('changes the driver: the other one is sent, the panel and a toast follow, and a busy one is flagged', async () => {
    const { calls, user } = await openAsCarrier({}, undefined, [OTHER_DRIVER_ID]);
    await waitFor(() => expect(driverField()).toBeEnabled());
    await user.click(driverField()!);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Aucun chauffeur',
      'Yacine Brahimi · 12345 116 16',
      'Samir Ouali · 00174 801 27',
    ]);
    await user.click(screen.getByRole('option', { name: 'Samir Ouali · 00174 801 27' }));
    await user.click(driverSection().getByRole('button', { name: 'Enregistrer le chauffeur' }));

    expect(await findToast('Le chauffeur de la mission a été enregistré.')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', DRIVER_PATH)).toEqual([{ driver_id: OTHER_DRIVER_ID }]);
    await waitFor(() => expect(shown('Nom')).toHaveTextContent('Samir Ouali'));
    expect(shown('Immatriculation de la remorque')).toHaveTextContent('Aucune');
    // On another live mission at the same dates: said, not refused.
    expect(driverSection().getByRole('status')).toHaveTextContent(
      'Ce chauffeur est sur une autre mission aux mêmes dates.',
    );
    expect(driverField()).toHaveValue('Samir Ouali · \u206600174 801 27\u2069');
  });

  it('removes the driver: null is sent and the mission has none', async () => {
    const { calls, user } = await openAsCarrier();
    await waitFor(() => expect(driverField()).toBeEnabled());
    await chooseNone(user);
    expect(driverField()).toHaveValue('Aucun chauffeur');
    await user.click(driverSection().getByRole('button', { name: 'Enregistrer le chauffeur' }));

    expect(await findToast('Le chauffeur a été retiré de la mission.')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', DRIVER_PATH)).toEqual([{ driver_id: null }]);
    await waitFor(() => expect(driverSection().getByText('Aucun chauffeur désigné')).toBeInTheDocument());
  });

  it('names a driver on a mission that has none', async () => {
    const { calls, user } = await openAsCarrier({ mission: makeMissionDetail() });
    expect(driverSection().getByText('Aucun chauffeur désigné')).toBeInTheDocument();
    await waitFor(() => expect(driverField()).toBeEnabled());
    await user.click(driverField()!);
    await user.click(screen.getByRole('option', { name: 'Yacine Brahimi · 12345 116 16' }));
    await user.click(driverSection().getByRole('button', { name: 'Enregistrer le chauffeur' }));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', DRIVER_PATH)).toEqual([{ driver_id: DRIVER_ID }]));
    await waitFor(() => expect(shown('Nom')).toHaveTextContent('Yacine Brahimi'));
  });

  it('reads the mission again on a conflict (409): started meanwhile, it is read-only', async () => {
    const conflict = { code: 'MISSION_STATUS_CONFLICT', message: "La mission n'est plus dans un état qui le permet." };
    const { calls, user } = await openAsCarrier({}, ({ url, init }, server) => {
      if (init.method !== 'PUT' || url.pathname !== DRIVER_PATH) return undefined;
      server.mission = makeMissionDetail({
        ...server.mission,
        status: 'in_progress',
        charter_status: 'confirmed',
        started_at: '2026-12-01T07:00:00.000Z',
      });
      return jsonResponse(409, conflict);
    });
    await waitFor(() => expect(driverField()).toBeEnabled());
    await chooseNone(user);
    await user.click(driverSection().getByRole('button', { name: 'Enregistrer le chauffeur' }));

    // The mission read again is under way: the driver can no longer be changed, and the panel says so.
    await waitFor(() =>
      expect(driverSection().getByText('La mission a démarré : le chauffeur ne peut plus être changé.')).toBeVisible(),
    );
    expect(callsTo(calls, 'PUT', DRIVER_PATH)).toHaveLength(1);
    expect(driverField()).toBeNull();
    expect(shown('Nom')).toHaveTextContent('Yacine Brahimi');
  });

  it('shows the server’s 409 message while the mission is still shown as scheduled', async () => {
    const conflict = { code: 'MISSION_STATUS_CONFLICT', message: "La mission n'est plus dans un état qui le permet." };
    const { user } = await openAsCarrier({}, ({ url, init }) =>
      init.method === 'PUT' && url.pathname === DRIVER_PATH ? jsonResponse(409, conflict) : undefined,
    );
    await waitFor(() => expect(driverField()).toBeEnabled());
    await chooseNone(user);
    await user.click(driverSection().getByRole('button', { name: 'Enregistrer le chauffeur' }));
    expect(await driverSection().findByRole('alert')).toHaveTextContent(conflict.message);
  });

  it('shows a refused driver under the field (400 on driver_id)', async () => {
    const { user } = await openAsCarrier({}, ({ url, init }) =>
      init.method === 'PUT' && url.pathname === DRIVER_PATH
        ? jsonResponse(400, {
            code: 'VALIDATION',
            message: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
            fields: { driver_id: 'Choix invalide' },
          })
        : undefined,
    );
    await waitFor(() => expect(driverField()).toBeEnabled());
    await user.click(driverField()!);
    await user.click(screen.getByRole('option', { name: 'Samir Ouali · 00174 801 27' }));
    await user.click(driverSection().getByRole('button', { name: 'Enregistrer le chauffeur' }));
    await waitFor(() => expect(driverField()).toHaveAccessibleDescription('Choix invalide'));
    expect(driverField()).toBeInvalid();
  });

  it('flags a busy driver as it opens', async () => {
    await openAsCarrier({ mission: makeMissionDetail({ driver: missionDriver(makeDriver(), true) }) });
    expect(driverSection().getByRole('status')).toHaveTextContent(
      'Ce chauffeur est sur une autre mission aux mêmes dates.',
    );
  });

  it('is read-only once the mission started: no picker, the company’s drivers not even read', async () => {
    const { calls } = await openAsCarrier({
      mission: makeMissionDetail({
        status: 'in_progress',
        charter_status: 'confirmed',
        started_at: '2026-12-01T07:00:00.000Z',
        driver: missionDriver(makeDriver()),
      }),
    });
    expect(shown('Nom')).toHaveTextContent('Yacine Brahimi');
    expect(driverSection().getByText('La mission a démarré : le chauffeur ne peut plus être changé.')).toBeVisible();
    expect(driverField()).toBeNull();
    expect(driverSection().queryByRole('button', { name: 'Enregistrer le chauffeur' })).toBeNull();
    expect(callsTo(calls, 'GET', '/api/drivers')).toEqual([]);
  });

  it('sends to /chauffeurs a company with no driver yet', async () => {
    await openAsCarrier({ mission: makeMissionDetail(), drivers: [] });
    const link = await driverSection().findByRole('link', { name: 'Ajouter un chauffeur' });
    expect(link).toHaveAttribute('href', '/chauffeurs');
    expect(driverSection().getByText(/Vous n'avez encore aucun chauffeur\./)).toBeInTheDocument();
  });
});

describe('the driver of a shipper’s mission on /expeditions/:uid', () => {
  async function openAsShipper(mission: TMissionDetail) {
    const state: TServer = {
      freight: makeFreightDetail({ available: false, status: 'scheduled' }),
      mission,
      drivers: [makeDriver()],
    };
    const calls = serveMissionDriver(state);
    renderRoute(`/expeditions/${state.freight.uid}`, shipper());
    await screen.findByRole('heading', { level: 3, name: 'Chauffeur' }, { timeout: 10_000 });
    return { calls };
  }

  it('shows the first name and the plates, never the last name, and offers no change', async () => {
    const { calls } = await openAsShipper(
      makeShipperMissionDetail({
        driver: {
          id: null,
          first_name: 'Yacine',
          last_name: null,
          engine_plate: '12345 116 16',
          trailer_plate: null,
          busy: false,
        },
      }),
    );
    expect(shown('Nom')).toHaveTextContent(/^Yacine$/);
    expect(driverSection().queryByText(/Brahimi/)).toBeNull();
    expect(shown('Immatriculation du camion')).toHaveTextContent('12345 116 16');
    expect(driverSection().getByText('12345 116 16')).toHaveAttribute('dir', 'ltr');
    expect(shown('Immatriculation de la remorque')).toHaveTextContent('Aucune');
    // Drivers are the carrier's: a shipper has no picker, and nothing asks for them.
    expect(driverField()).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Chauffeur/ })).toBeNull();
    expect(driverSection().queryByRole('button', { name: 'Enregistrer le chauffeur' })).toBeNull();
    expect(callsTo(calls, 'GET', '/api/drivers')).toEqual([]);
  });

  it('says when the carrier has named no driver yet', async () => {
    await openAsShipper(makeShipperMissionDetail());
    expect(driverSection().getByText('Aucun chauffeur désigné')).toBeInTheDocument();
  });
});
