import type { TCarrierDirectoryResponse } from '@tariq/contracts/private-exchange';
import { ZCountry, ZPlaceSearchResponse } from '@tariq/contracts/places';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import {
  GROUP_ORAN_ID,
  SAHEL_ID,
  WILAYAS,
  makeDirectoryPage,
  makeNetwork,
  makeNetworkCarrier,
  makeShipper,
} from '../../test/private-exchange';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const countries = ZCountry.array().parse([{ alpha2: 'DZ', nom_fr_fr: 'Algérie', name: 'Algérie' }]);
const bejaia = ZPlaceSearchResponse.parse({
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
  ],
});

/**
 * The directory over `page` (every search answers it), the network, the places; an added carrier
 * turns `inNetwork`. `answer` overrides any call first.
 */
function serveDirectory({
  page = makeDirectoryPage(),
  answer,
}: {
  page?: TCarrierDirectoryResponse;
  answer?: (call: TFakeCall) => Response | undefined;
} = {}) {
  let current = page;
  return serveFetch((call) => {
    const override = answer?.(call);
    if (override) return override;
    const { url, init } = call;
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/private-exchange/carriers') return jsonResponse(200, current);
    if (url.pathname === '/api/private-exchange/network' && method === 'GET') return jsonResponse(200, makeNetwork());
    if (url.pathname === '/api/private-exchange/network' && method === 'POST') {
      const { carrierId, groupIds } = JSON.parse(init.body as string) as { carrierId: string; groupIds: string[] };
      const added = { ...current.data.find((item) => item.id === carrierId)!, inNetwork: true, groupIds };
      current = { ...current, data: current.data.map((item) => (item.id === carrierId ? added : item)) };
      return jsonResponse(201, added);
    }
    if (url.pathname === '/api/countries/DZ/states') return jsonResponse(200, { data: WILAYAS });
    if (url.pathname === '/api/country/active') return jsonResponse(200, { data: countries });
    if (url.pathname === '/api/places/search') return jsonResponse(200, bejaia);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

/** The directory's searches, each as its query. */
const searches = (calls: TFakeCall[]) =>
  calls
    .filter((call) => call.url.pathname === '/api/private-exchange/carriers')
    .map((call) => Object.fromEntries(call.url.searchParams));

type TUser = ReturnType<typeof userEvent.setup>;

async function choose(user: TUser, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('/private-bourse?tab=directory: the carrier directory', { timeout: 60_000 }, () => {
  it('lists the carriers best rated first, each with the network’s badge or a button to add it', async () => {
    const calls = serveDirectory();
    renderRoute('/private-bourse?tab=directory', makeShipper());
    const sahel = within(await screen.findByRole('article', { name: 'Sahel Frigo' }));
    expect(screen.getByRole('tab', { name: 'Annuaire des transporteurs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 transporteurs trouvés');
    expect(searches(calls)).toEqual([{ limit: '20', order: 'rating', page: '1' }]);
    expect(sahel.getByText('Pas encore noté')).toBeInTheDocument();
    expect(sahel.getByText('Documents non vérifiés')).toBeInTheDocument();
    expect(sahel.getByText('0 mission avec vous')).toBeInTheDocument();
    expect(await sahel.findByText('Zones : Oran')).toBeInTheDocument();
    expect(sahel.getByRole('button', { name: 'Ajouter Sahel Frigo au réseau' })).toBeInTheDocument();
    const atlas = within(screen.getByRole('article', { name: 'Transports Atlas Express' }));
    expect(atlas.getByText('Dans votre réseau')).toBeInTheDocument();
    expect(atlas.queryByRole('button', { name: /Ajouter/ })).not.toBeInTheDocument();
  });

  it('sends each filter as the API names it, from the first page', async () => {
    const calls = serveDirectory({
      page: makeDirectoryPage([makeNetworkCarrier()], { total_pages: 3, count: 41 }),
    });
    renderRoute('/private-bourse?tab=directory', makeShipper());
    await screen.findByRole('article', { name: 'Transports Atlas Express' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ page: '2' }));

    await user.type(screen.getByRole('textbox', { name: 'Nom de la société' }), 'atlas');
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ q: 'atlas', page: '1' }));
    await choose(user, 'Type de véhicule', 'Semi-remorque');
    await choose(user, 'Note minimale', '4 ★ et plus');
    await choose(user, 'Trier par', 'Nom');
    await user.click(screen.getByRole('switch', { name: 'Documents valides' }));
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({
        q: 'atlas',
        truckType: 'truckSPL',
        minRating: '4',
        order: 'name',
        documentsValid: 'true',
        page: '1',
        limit: '20',
      }),
    );
  });

  it('searches around a place within a radius, the radius only once a place is chosen', async () => {
    const calls = serveDirectory();
    renderRoute('/private-bourse?tab=directory', makeShipper());
    await screen.findByRole('article', { name: 'Sahel Frigo' });
    const user = userEvent.setup();
    const radius = screen.getByRole('combobox', { name: 'Rayon' });
    expect(radius).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Ville, wilaya ou code postal' }), 'Bej');
    await screen.findByRole('option', { name: 'Bejaia — Béjaïa', hidden: true });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ place_id: 'dz-city-0601' }));
    await waitFor(() => expect(radius).toBeEnabled());
    await user.click(radius);
    await user.click(await screen.findByRole('option', { name: '100 km' }));
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({
        place_id: 'dz-city-0601',
        radius: '100',
        order: 'rating',
        page: '1',
        limit: '20',
      }),
    );
  });

  it('says when no carrier matches', async () => {
    serveDirectory({ page: makeDirectoryPage([]) });
    renderRoute('/private-bourse?tab=directory', makeShipper());
    expect(await screen.findByText('Aucun transporteur ne correspond à votre recherche.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 transporteur trouvé');
  });

  it('adds a carrier to the network in the groups chosen, once confirmed, and shows it in the network', async () => {
    const calls = serveDirectory();
    renderRoute('/private-bourse?tab=directory', makeShipper());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter Sahel Frigo au réseau' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ajouter Sahel Frigo à votre réseau' }));
    await user.click(dialog.getByRole('combobox', { name: 'Groupes (facultatif)' }));
    await user.click(await screen.findByRole('option', { name: 'Partenaires Oran' }));
    await user.click(dialog.getByRole('button', { name: 'Ajouter au réseau' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = calls.filter(
      (call) => call.init.method === 'POST' && call.url.pathname === '/api/private-exchange/network',
    );
    expect(posts.map((call) => JSON.parse(call.init.body as string) as unknown)).toEqual([
      { carrierId: SAHEL_ID, groupIds: [GROUP_ORAN_ID] },
    ]);
    const sahel = within(screen.getByRole('article', { name: 'Sahel Frigo' }));
    expect(await sahel.findByText('Dans votre réseau')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when the carrier cannot be added', async () => {
    const message = 'Le réseau ou ses groupes ont atteint leur limite (1000).';
    serveDirectory({
      answer: ({ url, init }) =>
        url.pathname === '/api/private-exchange/network' && init.method === 'POST'
          ? jsonResponse(409, { code: 'NETWORK_LIMIT', message })
          : undefined,
    });
    renderRoute('/private-bourse?tab=directory', makeShipper());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter Sahel Frigo au réseau' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ajouter Sahel Frigo à votre réseau' }));
    await user.click(dialog.getByRole('button', { name: 'Ajouter au réseau' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
  });
});
