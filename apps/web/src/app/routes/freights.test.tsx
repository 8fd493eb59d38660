import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZCountry, ZPlaceSearchResponse } from '@tariq/contracts/places';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeFreight, makeFreightList } from '../../test/freights';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const carrier = () => makeUser();

type THandler = (call: TFakeCall) => Response | undefined;

/**
 * The freight routes of the API: `handle` answers first; the search answers `list`; the caller's
 * favourites are `favorites`; the rest is a 404.
 */
function serveFreights(list: () => Response, handle: THandler = () => undefined, favorites: string[] = []) {
  return serveFetch((call) => {
    const answer = handle(call);
    if (answer) return answer;
    if (call.url.pathname === '/api/freights') return list();
    if (call.url.pathname === '/api/freights/favorite/uids') return jsonResponse(200, { data: favorites });
    if (call.url.pathname === '/api/saved-searches') return jsonResponse(200, { data: [] });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

const searchCalls = (calls: TFakeCall[]) =>
  calls
    .filter((call) => call.url.pathname === '/api/freights')
    .map((call) => Object.fromEntries(call.url.searchParams));

const plain = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim();

describe('the freight search', () => {
  it('shows each offer as a dispatcher scans it, with the count', async () => {
    const negotiable = makeFreight({
      uid: 'n3gQ9zWb',
      number: 'EXP-26-0043',
      price: null,
      goods_type: 'bulk',
      bulk_type: 'cereals',
      weight_kg: 24500,
      mpl: 13.2,
      truck_type: 'refrigerated',
      distance_km: null,
      published_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
      departure: { ...makeFreight().departure, city: null, state: { id: '06', name: 'Béjaïa' }, date: '2027-01-15' },
      shipper: {
        ...makeFreight().shipper,
        rating: { average: 4.25, count: 3 },
        documents_verified_until: '2027-03-31',
      },
    });
    const calls = serveFreights(
      () => jsonResponse(200, makeFreightList({ data: [makeFreight(), negotiable] })),
      undefined,
      ['n3gQ9zWb'],
    );
    renderRoute('/freights', carrier());

    // The first render of the file loads the route's chunks: on a busy machine that outlasts a second.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recherche de fret' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 offres')).toBeInTheDocument();
    // The rows render just after the count (deferred: components/paged-list).
    await screen.findByRole('link', { name: 'Rouiba (Alger) → Es Senia (Oran)' });
    const [, first, second] = screen.getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent));
    expect(within(first!).getByRole('link', { name: 'Rouiba (Alger) → Es Senia (Oran)' })).toHaveAttribute(
      'href',
      '/offres/x7Kp2mQa',
    );
    expect(cells(first!).slice(1, 8)).toEqual([
      'EXP-26-0042',
      '🇩🇿 Rouiba (Alger) → 🇩🇿 Es Senia (Oran)≈ 452 km',
      '1 déc. 20262 déc. 2026',
      'Palettisée',
      '12 000 kg8,5 mpl',
      'Tautliner standard',
      '85 000 DZD',
    ]);
    expect(cells(second!).slice(1, 10)).toEqual([
      'EXP-26-0043',
      '🇩🇿 Béjaïa → 🇩🇿 Es Senia (Oran)',
      '15 janv. 20272 déc. 2026',
      'Vrac',
      '24 500 kg13,2 mpl',
      'Frigorifique',
      'à négocier',
      'il y a 3 heures',
      "Cevital Logistique4,25 (3 avis)Documents vérifiés jusqu'au 31 mars 2027",
    ]);
    // The shipper's rating, read as one phrase; none at all for a shipper never rated.
    expect(within(second!).getByRole('img', { name: 'Note : 4,25 sur 5, 3 avis' })).toBeInTheDocument();
    expect(cells(first!)[9]).toBe('Cevital Logistique');
    expect(within(first!).queryByRole('img', { name: /^Note/ })).not.toBeInTheDocument();
    // Starred from the caller's favourites list, which arrives on its own.
    await waitFor(() =>
      expect(within(second!).getByRole('button', { name: 'Favori : Béjaïa → Es Senia' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(first!).getByRole('button', { name: 'Favori : Rouiba → Es Senia' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(searchCalls(calls)).toEqual([{ page: '1', limit: '20' }]);
    expect(document.title).toBe('Recherche de fret · Tariq');
  });

  it('opens the offer from anywhere on its row', async () => {
    serveFreights(() => jsonResponse(200, makeFreightList()));
    const { router } = renderRoute('/freights', carrier());
    await userEvent.setup().click(await screen.findByText('Tautliner standard', {}, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/offres/x7Kp2mQa'));
  });

  it('searches by offer number once typing pauses, with the other filters, the search in the address', async () => {
    const calls = serveFreights(() => jsonResponse(200, makeFreightList()));
    const { router } = renderRoute('/freights?dangerous=false', carrier());
    const field = await screen.findByRole('searchbox', { name: "N° d'expédition" }, { timeout: 10_000 });
    expect(field).toHaveAttribute('placeholder', 'N° EXP-26-0042');
    await userEvent.setup().type(field, '26-0042');
    await waitFor(() => expect(router.state.location.search).toBe('?dangerous=false&q=26-0042'));
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toEqual({ dangerous: 'false', q: '26-0042', page: '1', limit: '20' }),
    );
    expect(searchCalls(calls).filter((call) => call.q).length).toBeLessThan('26-0042'.length);
  });

  it('says "more than" when the server stopped counting', async () => {
    serveFreights(() => jsonResponse(200, makeFreightList({ count: 1000, count_capped: true, total_pages: 50 })));
    renderRoute('/freights', carrier());
    expect(plain((await screen.findByText(/^Plus de/)).textContent)).toBe('Plus de 1 000 offres');
  });

  it('says when nothing matches', async () => {
    serveFreights(() => jsonResponse(200, makeFreightList({ data: [], total_pages: 0 })));
    renderRoute('/freights?dangerous=true', carrier());
    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
    expect(screen.getByText('0 offre')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('restores the search from the URL: the request sent and the form both show it', async () => {
    const calls = serveFreights(() => jsonResponse(200, makeFreightList({ page: 2, total_pages: 3, count: 45 })));
    renderRoute(
      '/freights?maxWeight=24000&minLength=600&goodType=palletised&dangerous=false&container=true&dateFrom=2026-12-01&order=price_asc&page=2&bogus=1&maxHeight=tall',
      carrier(),
    );
    await screen.findByText('45 offres');
    expect(searchCalls(calls)).toEqual([
      {
        dateFrom: '2026-12-01',
        goodType: 'palletised',
        container: 'true',
        maxWeight: '24000',
        minLength: '600',
        dangerous: 'false',
        order: 'price_asc',
        page: '2',
        limit: '20',
      },
    ]);
    const filters = within(screen.getByRole('region', { name: 'Filtres' }));
    expect(filters.getByLabelText('Poids maximal (kg)')).toHaveValue('24000');
    expect(filters.getByLabelText('Longueur minimale (cm)')).toHaveValue('600');
    expect(filters.getByLabelText('Hauteur maximale (cm)')).toHaveValue('');
    expect(filters.getByRole('combobox', { name: 'Marchandises dangereuses' })).toHaveValue('Exclure');
    expect(filters.getByRole('checkbox', { name: 'Conteneur' })).toBeChecked();
    expect(filters.getByLabelText('Chargement à partir du')).toHaveValue('01/12/2026');
    expect(await filters.findByRole('combobox', { name: 'Type de marchandise' })).toHaveValue('Palettisée');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('Prix croissant');
    const pages = within(await screen.findByRole('navigation', { name: 'Pages des offres' }));
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/freights?dateFrom=2026-12-01&goodType=palletised&container=true&maxWeight=24000&minLength=600&dangerous=false&order=price_asc&page=3',
    );
  });

  it('fills the dimension filters from a preset, in the URL, back on the first page', async () => {
    const calls = serveFreights(() => jsonResponse(200, makeFreightList({ total_pages: 5, count: 90 })));
    const { router } = renderRoute('/freights?page=3&type=tautliner', carrier());
    await screen.findByText('90 offres');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Semi-remorque' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        type: 'tautliner',
        maxWeight: '44000',
        maxHeight: '270',
        maxWidth: '240',
        maxLength: '1320',
      }),
    );
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toEqual({
        type: 'tautliner',
        maxWeight: '44000',
        maxHeight: '270',
        maxWidth: '240',
        maxLength: '1320',
        page: '1',
        limit: '20',
      }),
    );
    expect(screen.getByRole('radio', { name: 'Semi-remorque' })).toBeChecked();
    expect(screen.getByLabelText('Longueur maximale (cm)')).toHaveValue('1320');

    await user.click(screen.getByRole('radio', { name: 'Vrac et conteneur' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        type: 'tautliner',
        container: 'true',
        bulk: 'true',
        maxWeight: '44000',
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Vrac' })).toBeChecked();
  });

  it('applies a number once typed in full, and changing the sort keeps the filters', async () => {
    const calls = serveFreights(() => jsonResponse(200, makeFreightList()));
    const { router } = renderRoute('/freights?goodType=bulk', carrier());
    await screen.findByText('1 offre');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filtres avancés' }));
    await user.type(screen.getByLabelText('Poids maximal (kg)'), '18000{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?goodType=bulk&maxWeight=18000'));
    expect(searchCalls(calls).map((call) => call.maxWeight)).toEqual([undefined, '18000']);

    await user.click(screen.getByRole('combobox', { name: 'Trier par' }));
    // Outside env="test" Mantine hides a dropdown jsdom cannot place: the option is there, unseen.
    await user.click(await screen.findByRole('option', { name: 'Prix décroissant', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?goodType=bulk&maxWeight=18000&order=price_desc'));
  });

  it('turns the star on and off through the API, at once', async () => {
    const favorites: string[] = [];
    const calls = serveFreights(
      () => jsonResponse(200, makeFreightList()),
      ({ url, init }) => {
        if (url.pathname !== '/api/freights/x7Kp2mQa/favorite') return undefined;
        if (init.method === 'POST') favorites.push('x7Kp2mQa');
        else favorites.splice(0);
        return jsonResponse(200, { success: true });
      },
      favorites,
    );
    renderRoute('/freights', carrier());
    const star = await screen.findByRole('button', { name: 'Favori : Rouiba → Es Senia' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    const user = userEvent.setup();
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    star.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(
      calls.filter((call) => call.url.pathname === '/api/freights/x7Kp2mQa/favorite').map((call) => call.init.method),
    ).toEqual(['POST', 'DELETE']);
  });

  it('puts the star back when the server refuses', async () => {
    serveFreights(
      () => jsonResponse(200, makeFreightList()),
      ({ url }) =>
        url.pathname === '/api/freights/x7Kp2mQa/favorite'
          ? jsonResponse(409, { code: 'CONFLICT', message: "Cette offre n'est plus disponible." })
          : undefined,
    );
    renderRoute('/freights', carrier());
    const star = await screen.findByRole('button', { name: 'Favori : Rouiba → Es Senia' });
    await userEvent.setup().click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
  });

  it('says when the search fails, and searches again on request', async () => {
    let failures = 1;
    const calls = serveFreights(() =>
      failures-- > 0
        ? jsonResponse(429, {
            code: 'TOO_MANY_REQUESTS',
            message: 'Trop de tentatives. Veuillez réessayer dans 1 minute(s).',
          })
        : jsonResponse(200, makeFreightList()),
    );
    renderRoute('/offres', carrier());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les offres');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Rouiba (Alger) → Es Senia (Oran)' })).toBeInTheDocument();
    expect(searchCalls(calls)).toHaveLength(2);
  });
});

describe('the place filters', () => {
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
  const servePlaces = () =>
    serveFreights(
      () => jsonResponse(200, makeFreightList()),
      ({ url }) => {
        if (url.pathname === '/api/country/active') return jsonResponse(200, { data: countries });
        if (url.pathname === '/api/places/search') return jsonResponse(200, bejaia);
        return undefined;
      },
    );

  it('searches around a loading place, and names the place again after a reload', async () => {
    const calls = servePlaces();
    const { router, unmount } = renderRoute('/freights', carrier());
    await screen.findByText('1 offre', {}, { timeout: 10_000 });
    const user = userEvent.setup();
    const radius = screen.getByRole('combobox', { name: 'Rayon autour du lieu (chargement)' });
    expect(radius).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Ville ou wilaya (chargement)' }), 'Bej');
    await screen.findByRole('option', { name: 'Bejaia — Béjaïa', hidden: true });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?start_place_id=dz-city-0601'));
    await waitFor(() => expect(radius).toBeEnabled());
    await user.click(radius);
    // Its own list: the unloading radius offers the same options.
    const radii = within(document.getElementById(radius.getAttribute('aria-controls')!)!);
    await user.click(radii.getByRole('option', { name: '50 km', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?start_place_id=dz-city-0601&startRadius=50'));
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toEqual({
        start_place_id: 'dz-city-0601',
        startRadius: '50',
        page: '1',
        limit: '20',
      }),
    );
    unmount();

    // A reload: the URL has the place's id only; this browser remembers its name.
    renderRoute('/freights?start_place_id=dz-city-0601&startRadius=50', carrier());
    const place = await screen.findByRole('combobox', { name: 'Ville ou wilaya (chargement)' }, { timeout: 10_000 });
    expect(place).toHaveValue('Bejaia — Béjaïa');
    expect(screen.getByRole('combobox', { name: 'Rayon autour du lieu (chargement)' })).toHaveValue('50 km');
  });

  it('names the place of a shared link from the server when this browser never picked it', async () => {
    const calls = serveFreights(
      () => jsonResponse(200, makeFreightList()),
      ({ url }) => {
        if (url.pathname === '/api/country/active') return jsonResponse(200, { data: countries });
        if (url.pathname === '/api/places/dz-city-0601') return jsonResponse(200, bejaia.data[0]);
        return undefined;
      },
    );
    renderRoute('/freights?start_place_id=dz-city-0601&startRadius=50', carrier());
    const place = await screen.findByRole('combobox', { name: 'Ville ou wilaya (chargement)' }, { timeout: 10_000 });
    await waitFor(() => expect(place).toHaveValue('Bejaia — Béjaïa'));
    expect(calls.find((call) => call.url.pathname === '/api/places/dz-city-0601')!.url.searchParams.get('lang')).toBe(
      'fr',
    );
  });

  it('shows a place it never named as a saved place, and drops a radius without its place', async () => {
    const calls = servePlaces();
    renderRoute('/freights?end_place_id=dz-city-9999&startRadius=30', carrier());
    const place = await screen.findByRole('combobox', { name: 'Ville ou wilaya (déchargement)' }, { timeout: 10_000 });
    expect(place).toHaveValue('Lieu enregistré');
    await screen.findByText('1 offre');
    expect(searchCalls(calls)).toEqual([{ end_place_id: 'dz-city-9999', page: '1', limit: '20' }]);
  });
});

describe('the private exchange', () => {
  it('searches it with the same filters, sorting, pages and favourites, and marks its offers', async () => {
    const calls = serveFreights(
      () =>
        jsonResponse(200, makeFreightList({ data: [makeFreight({ exchange: 'private' })], total_pages: 2, count: 21 })),
      undefined,
      [makeFreight().uid],
    );
    const { router } = renderRoute('/freights?tab=private&goodType=bulk', carrier());
    const exchanges = within(await screen.findByRole('navigation', { name: 'Bourse' }, { timeout: 10_000 }));
    expect(exchanges.getByRole('link', { name: 'Bourse privée' })).toHaveAttribute('aria-current', 'page');
    expect(exchanges.getByRole('link', { name: 'Bourse publique' })).toHaveAttribute('href', '/freights?goodType=bulk');
    const route = await screen.findByRole('link', { name: 'Rouiba (Alger) → Es Senia (Oran)' });
    const row = route.closest('tr')!;
    expect(within(row).getByText('Bourse privée')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Favori : Rouiba → Es Senia' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/freights?tab=private&goodType=bulk&page=2',
    );
    expect(screen.getByRole('link', { name: 'Carte' })).toHaveAttribute('href', '/map?tab=private&goodType=bulk');
    expect(searchCalls(calls)).toEqual([{ goodType: 'bulk', exchange: 'private', page: '1', limit: '20' }]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Trier par' }));
    await user.click(await screen.findByRole('option', { name: 'Prix décroissant', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=private&goodType=bulk&order=price_desc'));
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toEqual({
        goodType: 'bulk',
        order: 'price_desc',
        exchange: 'private',
        page: '1',
        limit: '20',
      }),
    );

    // Back to the public exchange: the same search, without the private tab.
    await user.click(exchanges.getByRole('link', { name: 'Bourse publique' }));
    await waitFor(() => expect(router.state.location.search).toBe('?goodType=bulk&order=price_desc'));
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toEqual({ goodType: 'bulk', order: 'price_desc', page: '1', limit: '20' }),
    );
  });

  it('opens from the notification target, and says who publishes there when it is empty', async () => {
    serveFreights(() => jsonResponse(200, makeFreightList({ data: [], total_pages: 0 })));
    const { router } = renderRoute('/private', carrier());
    expect(
      await screen.findByText('Aucune offre dans votre bourse privée', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Les chargeurs qui vous ajoutent à leur réseau y publient des offres réservées à leurs transporteurs.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/freights?tab=private');
  });
});

describe('the favourite and consulted tabs', () => {
  it('lists each from its own route, with the tabs as links', async () => {
    const calls = serveFreights(
      () => jsonResponse(500, {}),
      ({ url }) =>
        url.pathname === '/api/freights/favorite' || url.pathname === '/api/freights/consulted'
          ? jsonResponse(200, makeFreightList({ data: [makeFreight()] }))
          : undefined,
      [makeFreight().uid],
    );
    const { unmount } = renderRoute('/freights/favorite', carrier());
    const tabs = within(await screen.findByRole('navigation', { name: "Listes d'offres" }));
    expect(tabs.getByRole('link', { name: 'Offres favorites' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Offres disponibles' })).toHaveAttribute('href', '/freights');
    expect(tabs.getByRole('link', { name: 'Offres consultées' })).toHaveAttribute('href', '/freights/consulted');
    const star = await screen.findByRole('button', { name: 'Favori : Rouiba → Es Senia' });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(document.title).toBe('Offres favorites · Recherche de fret · Tariq');
    unmount();

    renderRoute('/freights/consulted?page=2', carrier());
    expect(await screen.findByRole('link', { name: 'Rouiba (Alger) → Es Senia (Oran)' })).toBeInTheDocument();
    expect(
      calls
        .filter(
          (call) =>
            call.url.pathname.startsWith('/api/freights/') && call.url.pathname !== '/api/freights/favorite/uids',
        )
        .map((call) => `${call.url.pathname}?${call.url.searchParams.toString()}`),
    ).toEqual(['/api/freights/favorite?page=1&limit=20', '/api/freights/consulted?page=2&limit=20']);
  });
});
