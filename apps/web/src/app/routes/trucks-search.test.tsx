import { ZCountry, ZPlaceSearchResponse } from '@tariq/contracts/places';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeUser, renderRoute } from '../../test/render';
import { makeTruckSearchItem, makeTruckSearchList } from '../../test/truck-search';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shipper = () => makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], modules: ['trucks'] });

type THandler = (call: TFakeCall) => Response | undefined;

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

/** The API around the search: `handle` answers first; the search answers `list`; places; the rest is a 404. */
function serveTrucks(list: () => Response | Promise<Response>, handle: THandler = () => undefined) {
  return serveFetch((call) => {
    const answer = handle(call);
    if (answer) return answer;
    if (call.url.pathname === '/api/trucks') return list();
    if (call.url.pathname === '/api/country/active') return jsonResponse(200, { data: countries });
    if (call.url.pathname === '/api/places/search') return jsonResponse(200, bejaia);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

const searchCalls = (calls: TFakeCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/trucks').map((call) => Object.fromEntries(call.url.searchParams));

const urlParams = (router: ReturnType<typeof renderRoute>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const plain = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim();

const dangerousVan = makeTruckSearchItem({
  id: '00000000-0000-4000-8000-0000000007a2',
  name: 'Renault Master',
  type: 'van_20m3',
  weight: 1200,
  length: null,
  volume: 20,
  canTakeDangerousGoods: true,
  availability: { from: '2027-01-04', until: null },
  from: { ...makeTruckSearchItem().from, stateId: '06', state: 'Béjaïa', city: null, latitude: 36.75, longitude: 5.06 },
  company: { id: '00000000-0000-4000-8000-0000000000a2', name: 'Béjaïa Express', rating: null },
  contact: {
    useSocietyContact: false,
    firstName: 'Nadia',
    lastName: 'Saïdi',
    email: 'nadia.saidi@bejaia-express.dz',
    phone: '+213 661 22 33 44',
  },
  callContact: { name: 'Nadia Saïdi', email: 'nadia.saidi@bejaia-express.dz', phone: '+213 661 22 33 44' },
  comment: null,
});

async function openSearch(path: string, list: () => Response | Promise<Response>, handle?: THandler) {
  const calls = serveTrucks(list, handle);
  const view = renderRoute(path, shipper());
  // The first render of the file loads the route's chunks: on a busy machine that outlasts a second.
  await screen.findByRole('heading', { level: 1, name: 'Recherche de véhicules' }, { timeout: 10_000 });
  return { ...view, calls, user: userEvent.setup() };
}

describe('the vehicle search', () => {
  it('shows each truck as a card: picture, name and type, company and rating, route, availability, capacity', async () => {
    const { calls } = await openSearch('/trucks', () =>
      jsonResponse(200, makeTruckSearchList({ data: [makeTruckSearchItem(), dangerousVan] })),
    );
    expect(await screen.findByText('2 camions')).toBeInTheDocument();
    const volvo = within(await screen.findByRole('article', { name: 'Volvo FH 500' }));
    expect(await volvo.findByText('Tautliner standard')).toBeInTheDocument();
    expect(volvo.getByText('Transports Atlas Express')).toBeInTheDocument();
    expect(volvo.getByRole('img', { name: 'Note de la société : 4,5 sur 5' })).toBeInTheDocument();
    expect(plain(volvo.getByText(/Rouiba/).closest('p')?.textContent)).toBe('🇩🇿 Rouiba (Alger) → 🇩🇿 Es Senia (Oran)');
    expect(volvo.getAllByRole('img', { name: 'Algérie' })).toHaveLength(2);
    expect(volvo.getByText('Disponible du 1 déc. 2026 au 15 déc. 2026')).toBeInTheDocument();
    expect(volvo.getAllByText(/kg$|m$|m³$/).map((chip) => plain(chip.textContent))).toEqual([
      '24 000 kg',
      '13,6 m',
      '90 m³',
    ]);
    expect(volvo.queryByText('Matières dangereuses')).not.toBeInTheDocument();
    expect(volvo.getByRole('button', { name: 'Contacter' })).toBeInTheDocument();
    // No picture: the default one, drawn, with nothing to download.
    expect(document.querySelectorAll('article img')).toHaveLength(0);

    const master = within(screen.getByRole('article', { name: 'Renault Master' }));
    expect(await master.findByText('Fourgon 20 m³')).toBeInTheDocument();
    expect(plain(master.getByText(/Béjaïa/, { selector: 'bdi' }).closest('p')?.textContent)).toBe(
      '🇩🇿 Béjaïa → 🇩🇿 Es Senia (Oran)',
    );
    expect(master.getByText('Disponible à partir du 4 janv. 2027')).toBeInTheDocument();
    expect(master.getByText('Matières dangereuses')).toBeInTheDocument();
    // A company never rated shows no stars rather than zero.
    expect(master.queryByRole('img', { name: /^Note/ })).not.toBeInTheDocument();
    expect(searchCalls(calls)).toEqual([{ page: '1', limit: '20' }]);
    expect(document.title).toBe('Recherche de véhicules · Tariq');
  });

  it("shows a truck's own picture, and the default one when it cannot be read", async () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: () => 'blob:truck-picture', revokeObjectURL: () => undefined });
    try {
      const pictured = makeTruckSearchItem({ picture: '/api/trucks/00000000-0000-4000-8000-0000000007a1/picture?v=2' });
      const lost = { ...dangerousVan, picture: '/api/trucks/00000000-0000-4000-8000-0000000007a2/picture?v=1' };
      const { calls } = await openSearch(
        '/trucks',
        () => jsonResponse(200, makeTruckSearchList({ data: [pictured, lost] })),
        ({ url }) => {
          if (url.pathname === '/api/trucks/00000000-0000-4000-8000-0000000007a1/picture')
            return new Response('JPEG', {
              status: 200,
              headers: { 'content-type': 'image/jpeg' },
            });
          return undefined;
        },
      );
      const picture = await screen.findByRole('img', { name: 'Photo du camion Volvo FH 500' });
      expect(picture).toHaveAttribute('src', 'blob:truck-picture');
      expect(calls.find((call) => call.url.pathname.endsWith('7a1/picture'))?.url.search).toBe('?v=2');
      // The other's answer is a 404: its card keeps the default picture, and no error.
      await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('7a2/picture'))).toBe(true));
      const master = screen.getByRole('article', { name: 'Renault Master' });
      await waitFor(() => expect(master.querySelector('.mantine-Skeleton-root')).toBeNull());
      expect(within(master).queryByRole('img', { name: /^Photo/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    }
  });

  it('puts the type, goods and dangerous goods into the URL and the request, a parent type as its subtypes', async () => {
    const { calls, router, user } = await openSearch('/trucks?page=2', () => jsonResponse(200, makeTruckSearchList()));
    await screen.findByText('1 camion');
    const filters = within(screen.getByRole('region', { name: 'Filtres' }));

    const type = filters.getByRole('combobox', { name: 'Type de véhicule' });
    await waitFor(() => expect(type).toBeEnabled());
    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Fourgon', hidden: true }));
    // A new search starts at its first page.
    await waitFor(() => expect(urlParams(router)).toEqual({ type: 'van' }));
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toEqual({
        type: 'van_12m3,van_14m3,van_17m3,van_20m3',
        page: '1',
        limit: '20',
      }),
    );

    await user.click(filters.getByRole('combobox', { name: 'Type de marchandise' }));
    await user.click(await screen.findByRole('option', { name: 'Palettisée', hidden: true }));
    await waitFor(() => expect(urlParams(router)).toEqual({ type: 'van', goodType: 'palletised' }));

    await user.click(filters.getByRole('checkbox', { name: 'Accepte les matières dangereuses' }));
    await waitFor(() => expect(urlParams(router)).toEqual({ type: 'van', goodType: 'palletised', dangerous: 'true' }));
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toEqual({
        type: 'van_12m3,van_14m3,van_17m3,van_20m3',
        goodType: 'palletised',
        dangerous: 'true',
        page: '1',
        limit: '20',
      }),
    );

    // A complete subtype is sent as it is.
    await user.click(filters.getByRole('combobox', { name: 'Sous-type' }));
    await user.click(await screen.findByRole('option', { name: 'Fourgon 12 m³', hidden: true }));
    await waitFor(() => expect(searchCalls(calls).at(-1)?.type).toBe('van_12m3'));
    expect(urlParams(router).type).toBe('van_12m3');
  });

  it('applies the weight, length and volume once typed in full, in kg, m and m³', async () => {
    const { calls, router, user } = await openSearch('/trucks', () => jsonResponse(200, makeTruckSearchList()));
    await screen.findByText('1 camion');
    await user.type(screen.getByRole('textbox', { name: 'Poids à charger (kg)' }), '18000{Enter}');
    await waitFor(() => expect(urlParams(router)).toEqual({ weight: '18000' }));
    await user.type(screen.getByRole('textbox', { name: 'Longueur nécessaire (m)' }), '13,6{Enter}');
    await waitFor(() => expect(urlParams(router)).toEqual({ weight: '18000', width: '13.6' }));
    await user.type(screen.getByRole('textbox', { name: 'Volume nécessaire (m³)' }), '85');
    await user.tab();
    await waitFor(() => expect(urlParams(router)).toEqual({ weight: '18000', width: '13.6', volume: '85' }));
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toEqual({
        weight: '18000',
        width: '13.6',
        volume: '85',
        page: '1',
        limit: '20',
      }),
    );
    // One search per value, not one per keystroke.
    expect(searchCalls(calls)).toHaveLength(4);
  });

  it('puts the availability dates into the URL and the request', async () => {
    const { calls, router, user } = await openSearch('/trucks', () => jsonResponse(200, makeTruckSearchList()));
    await screen.findByText('1 camion');
    await user.type(screen.getByRole('textbox', { name: 'Disponible à partir du' }), '01/12/2026');
    await user.tab();
    await waitFor(() => expect(urlParams(router)).toEqual({ availableFrom: '2026-12-01' }));
    await user.type(screen.getByRole('textbox', { name: "Disponible jusqu'au" }), '20/12/2026');
    await user.tab();
    await waitFor(() =>
      expect(urlParams(router)).toEqual({ availableFrom: '2026-12-01', availableUntil: '2026-12-20' }),
    );
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toEqual({
        availableFrom: '2026-12-01',
        availableUntil: '2026-12-20',
        page: '1',
        limit: '20',
      }),
    );
  });

  it('searches from a departure place within a radius and to an arrival place, and names them after a reload', async () => {
    const { calls, router, user, unmount } = await openSearch('/trucks', () =>
      jsonResponse(200, makeTruckSearchList()),
    );
    await screen.findByText('1 camion');
    const radius = screen.getByRole('combobox', { name: 'Rayon autour du départ' });
    expect(radius).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Ville ou wilaya (départ)' }), 'Bej');
    await screen.findByRole('option', { name: 'Bejaia — Béjaïa', hidden: true });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(urlParams(router)).toEqual({ start_place_id: 'dz-city-0601' }));
    await waitFor(() => expect(radius).toBeEnabled());
    await user.click(radius);
    await user.click(await screen.findByRole('option', { name: '50 km', hidden: true }));
    await waitFor(() => expect(urlParams(router)).toEqual({ start_place_id: 'dz-city-0601', startRadius: '50' }));

    await user.type(screen.getByRole('combobox', { name: 'Ville ou wilaya (arrivée)' }), 'Bej');
    await screen.findByRole('option', { name: 'Bejaia — Béjaïa', hidden: true });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toEqual({
        start_place_id: 'dz-city-0601',
        startRadius: '50',
        end_place_id: 'dz-city-0601',
        page: '1',
        limit: '20',
      }),
    );
    // Named as picked: the server was never asked for it.
    expect(calls.some((call) => call.url.pathname.startsWith('/api/places/dz-'))).toBe(false);
    unmount();

    // A reload or a shared link: the URL has the ids only; the server names them.
    const reload = serveTrucks(
      () => jsonResponse(200, makeTruckSearchList()),
      ({ url }) => (url.pathname === '/api/places/dz-city-0601' ? jsonResponse(200, bejaia.data[0]) : undefined),
    );
    renderRoute('/trucks?start_place_id=dz-city-0601&startRadius=50', shipper());
    const place = await screen.findByRole('combobox', { name: 'Ville ou wilaya (départ)' }, { timeout: 10_000 });
    await waitFor(() => expect(place).toHaveValue('Bejaia — Béjaïa'));
    expect(screen.getByRole('combobox', { name: 'Rayon autour du départ' })).toHaveValue('50 km');
    expect(reload.find((call) => call.url.pathname === '/api/places/dz-city-0601')?.url.searchParams.get('lang')).toBe(
      'fr',
    );
  });

  it('restores the search from the URL, drops what it cannot read, and resets it', async () => {
    const { calls, router, user } = await openSearch(
      '/trucks?type=refrigerated&goodType=bulk&weight=12000&width=7.5&volume=40&dangerous=true&availableFrom=2026-12-01&availableUntil=2026-11-01&startCountry=dz&endState=31&startRadius=30&weight2=1&volume=x&page=2',
      () => jsonResponse(200, makeTruckSearchList({ page: 2, total_pages: 3, count: 45 })),
    );
    await screen.findByText('45 camions');
    // The first `volume` is read (URLSearchParams.get); a radius without its place, and an end
    // before the start, are dropped (the server would refuse the whole search); a country in capitals.
    expect(searchCalls(calls)).toEqual([
      {
        type: 'refrigerated',
        goodType: 'bulk',
        availableFrom: '2026-12-01',
        startCountry: 'DZ',
        endState: '31',
        weight: '12000',
        width: '7.5',
        volume: '40',
        dangerous: 'true',
        page: '2',
        limit: '20',
      },
    ]);
    const filters = within(screen.getByRole('region', { name: 'Filtres' }));
    expect(filters.getByRole('textbox', { name: 'Poids à charger (kg)' })).toHaveValue('12000');
    expect(filters.getByRole('textbox', { name: 'Longueur nécessaire (m)' })).toHaveValue('7,5');
    expect(filters.getByRole('checkbox', { name: 'Accepte les matières dangereuses' })).toBeChecked();
    expect(filters.getByRole('textbox', { name: 'Disponible à partir du' })).toHaveValue('01/12/2026');
    await waitFor(() =>
      expect(filters.getByRole('combobox', { name: 'Type de véhicule' })).toHaveValue('Frigorifique'),
    );
    expect(filters.getByRole('combobox', { name: 'Type de marchandise' })).toHaveValue('Vrac');

    await user.click(filters.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(searchCalls(calls).at(-1)).toEqual({ page: '1', limit: '20' }));
    expect(filters.getByRole('textbox', { name: 'Poids à charger (kg)' })).toHaveValue('');
  });

  it('goes through the pages as links that keep the filters', async () => {
    const { calls } = await openSearch('/trucks?type=van&page=2', () =>
      jsonResponse(200, makeTruckSearchList({ page: 2, total_pages: 3, count: 45 })),
    );
    const pages = within(await screen.findByRole('navigation', { name: 'Pages des camions' }));
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/trucks?type=van&page=3');
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/trucks?type=van');
    await userEvent.setup().click(pages.getByRole('link', { name: 'Page suivante' }));
    await waitFor(() => expect(searchCalls(calls).at(-1)?.page).toBe('3'));
    expect(searchCalls(calls).map((call) => call.type)).toEqual([
      'van_12m3,van_14m3,van_17m3,van_20m3',
      'van_12m3,van_14m3,van_17m3,van_20m3',
    ]);
  });

  it('shows skeleton cards until the first answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    await openSearch('/trucks', () => pending);
    const loading = await screen.findByRole('status', { name: 'Chargement des camions' });
    expect(loading.children).toHaveLength(4);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    answer(jsonResponse(200, makeTruckSearchList()));
    expect(await screen.findByRole('article', { name: 'Volvo FH 500' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Chargement des camions' })).not.toBeInTheDocument();
  });

  it('says when no truck matches', async () => {
    await openSearch('/trucks?dangerous=true', () => jsonResponse(200, makeTruckSearchList({ data: [] })));
    expect(await screen.findByText('Aucun camion ne correspond à votre recherche')).toBeInTheDocument();
    expect(screen.getByText('Élargissez la zone de départ, les dates ou le type de véhicule.')).toBeInTheDocument();
    expect(screen.getByText('0 camion')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says "Plus de 1 000 camions" when the server stopped counting', async () => {
    await openSearch('/trucks', () =>
      jsonResponse(200, makeTruckSearchList({ total_pages: 50, count: 1000, count_capped: true })),
    );
    expect(await screen.findByText('Plus de 1 000 camions')).toBeInTheDocument();
    expect(screen.queryByText('1 000 camions')).not.toBeInTheDocument();
  });

  it('says when the search fails, and searches again on request', async () => {
    let failures = 1;
    const { calls, user } = await openSearch('/trucks', () =>
      failures-- > 0
        ? jsonResponse(429, {
            code: 'TOO_MANY_REQUESTS',
            message: 'Trop de tentatives. Veuillez réessayer dans 1 minute(s).',
          })
        : jsonResponse(200, makeTruckSearchList()),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les camions');
    expect(alert).toHaveTextContent('Trop de tentatives. Veuillez réessayer dans 1 minute(s).');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Volvo FH 500' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searchCalls(calls)).toHaveLength(2);
  });

  it("shows the company's contact when the truck uses it, each a link, with the truck's comment; Escape closes it", async () => {
    const { user } = await openSearch('/trucks', () =>
      jsonResponse(200, makeTruckSearchList({ data: [makeTruckSearchItem(), dangerousVan] })),
    );
    const volvo = within(await screen.findByRole('article', { name: 'Volvo FH 500' }));
    await user.click(volvo.getByRole('button', { name: 'Contacter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contacter : Volvo FH 500' }));
    const terms = dialog.getAllByRole('term').map((term) => term.textContent);
    const definitions = dialog.getAllByRole('definition').map((definition) => plain(definition.textContent));
    expect(Object.fromEntries(terms.map((term, index) => [term, definitions[index]]))).toEqual({
      Société: 'Transports Atlas Express',
      'Contact de la société': 'Karim Haddad',
      Téléphone: '+213 550 98 76 54',
      'E-mail': 'contact@atlas-express.dz',
      Commentaire: 'Hayon élévateur. Appeler de préférence le matin.',
    });
    expect(dialog.getByRole('link', { name: '+213 550 98 76 54' })).toHaveAttribute('href', 'tel:+213550987654');
    expect(dialog.getByRole('link', { name: 'contact@atlas-express.dz' })).toHaveAttribute(
      'href',
      'mailto:contact@atlas-express.dz',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A truck with its own contact: that person, no comment.
    await user.click(
      within(screen.getByRole('article', { name: 'Renault Master' })).getByRole('button', { name: 'Contacter' }),
    );
    const own = within(await screen.findByRole('dialog', { name: 'Contacter : Renault Master' }));
    expect(own.getByText('Contact').nextElementSibling).toHaveTextContent('Nadia Saïdi');
    expect(own.getByRole('link', { name: '+213 661 22 33 44' })).toHaveAttribute('href', 'tel:+213661223344');
    expect(own.queryByText('Commentaire')).not.toBeInTheDocument();
    await user.click(own.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

/**
 * jsdom lays nothing out: every element measures 0×0, and a map of no size shows no marker (the
 * cluster group draws only what is in view). The map is given the size a screen would give it.
 */
function giveElementsASize() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(520);
}

describe('the map view', () => {
  it('switches between list and map in the URL, with the same filters, the map asking for the first 50 trucks', async () => {
    giveElementsASize();
    const { calls, router, user } = await openSearch('/trucks?goodType=bulk', () =>
      jsonResponse(
        200,
        makeTruckSearchList({ data: [makeTruckSearchItem(), dangerousVan], total_pages: 2, count: 52 }),
      ),
    );
    await screen.findByText('52 camions');
    const views = within(screen.getByRole('navigation', { name: 'Affichage' }));
    expect(views.getByRole('link', { name: 'Liste' })).toHaveAttribute('aria-current', 'page');
    await user.click(views.getByRole('link', { name: 'Carte' }));
    await waitFor(() => expect(urlParams(router)).toEqual({ goodType: 'bulk', view: 'MAP' }));

    const figure = await screen.findByRole(
      'figure',
      { name: 'Carte des camions de la recherche' },
      { timeout: 10_000 },
    );
    expect(await screen.findByText('2 camions sur la carte')).toBeInTheDocument();
    expect(screen.getByText(/^Seuls les 2 premiers camions sont sur la carte/)).toBeInTheDocument();
    expect(searchCalls(calls).at(-1)).toEqual({ goodType: 'bulk', page: '1', limit: '50' });
    // Drawn markers at the departure place, named by truck and route, clustered, no image needed.
    const volvoMarker = await within(figure).findByTitle('Volvo FH 500 · Rouiba → Es Senia');
    expect(volvoMarker).toHaveClass('tariq-truck-marker');
    expect(within(figure).getByTitle('Renault Master · Béjaïa → Es Senia')).toBeInTheDocument();
    expect(figure.querySelectorAll('img:not(.leaflet-tile)')).toHaveLength(0);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    fireEvent.click(volvoMarker);
    const card = within(await screen.findByRole('article', { name: 'Volvo FH 500' }));
    await user.click(card.getByRole('button', { name: 'Contacter' }));
    expect(await screen.findByRole('dialog', { name: 'Contacter : Volvo FH 500' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(card.getByRole('button', { name: 'Fermer la fiche' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Affichage' })).getByRole('link', { name: 'Liste' }),
    );
    await waitFor(() => expect(urlParams(router)).toEqual({ goodType: 'bulk' }));
    expect(await screen.findByRole('article', { name: 'Renault Master' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('gathers trucks leaving from the same place into one cluster that says how many', async () => {
    giveElementsASize();
    const sameCity = Array.from({ length: 4 }, (_, index) =>
      makeTruckSearchItem({ id: `00000000-0000-4000-8000-00000000070${index}`, name: `Camion ${index}` }),
    );
    await openSearch('/trucks?view=MAP', () =>
      jsonResponse(200, makeTruckSearchList({ data: [...sameCity, dangerousVan] })),
    );
    const figure = await screen.findByRole(
      'figure',
      { name: 'Carte des camions de la recherche' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(figure.querySelector('.marker-cluster')).toHaveTextContent('4'));
    expect(within(figure).getByTitle('Renault Master · Béjaïa → Es Senia')).toBeInTheDocument();
    expect(within(figure).queryByTitle('Camion 0 · Rouiba → Es Senia')).not.toBeInTheDocument();
  });

  it('says when the map cannot be filled, and asks again on request', async () => {
    let failures = 1;
    const { user } = await openSearch('/trucks?view=MAP', () =>
      failures-- > 0
        ? jsonResponse(429, {
            code: 'TOO_MANY_REQUESTS',
            message: 'Trop de tentatives. Veuillez réessayer dans 1 minute(s).',
          })
        : jsonResponse(200, makeTruckSearchList()),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les camions');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('1 camion sur la carte')).toBeInTheDocument();
  });
});

describe('who sees the vehicle search', () => {
  it('is closed to a company without the trucks module', async () => {
    const calls = serveTrucks(() => jsonResponse(200, makeTruckSearchList()));
    const { router } = renderRoute(
      '/trucks',
      makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'] }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'), { timeout: 10_000 });
    expect(searchCalls(calls)).toEqual([]);
  });

  it('is open to a carrier with the module', async () => {
    serveTrucks(() => jsonResponse(200, makeTruckSearchList()));
    renderRoute('/trucks', makeUser({ modules: ['trucks'] }));
    expect(await screen.findByRole('article', { name: 'Volvo FH 500' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('in Arabic', () => {
  afterEach(async () => {
    await act(() => changeLanguage('fr', { persist: false }));
  });

  it('shows the search, a card and the contact in Arabic, with no raw key', async () => {
    await act(() => changeLanguage('ar', { persist: false }));
    serveTrucks(() => jsonResponse(200, makeTruckSearchList({ data: [makeTruckSearchItem(), dangerousVan] })));
    renderRoute('/trucks', shipper());
    await screen.findByRole('heading', { level: 1, name: 'البحث عن مركبات' }, { timeout: 10_000 });
    const card = within(await screen.findByRole('article', { name: 'Volvo FH 500' }));
    expect(screen.getByText('شاحنتان')).toBeInTheDocument();
    await userEvent.setup().click(card.getByRole('button', { name: 'تواصل' }));
    expect(await screen.findByRole('dialog', { name: 'تواصل: Volvo FH 500' })).toBeInTheDocument();
    // The road runs right to left.
    expect(card.getByText(/Rouiba/).closest('p')).toHaveTextContent('←');
    expect(rawKeys()).toEqual([]);
  });
});

/** Texts and labels shaped like a message key of the trucks, catalogue or components namespaces. */
function rawKeys(): string[] {
  const texts: string[] = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('*'))
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
      texts.push(element.getAttribute(attribute) ?? '');
  return texts.flatMap((text) => text.match(/\b(?:trucks|catalogue|components|places)\.[A-Za-z_][\w.]*/g) ?? []);
}
