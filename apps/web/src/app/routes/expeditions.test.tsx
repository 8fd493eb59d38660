import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeOffer, makeOfferList } from '../../test/offers';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const shipper = () =>
  makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], firstname: 'Amina', lastname: 'Benali' });

/** The list route of the API answers `answer(tab, page)`; every other call is a 404. */
function serveOffers(answer: (tab: string, page: number) => Response) {
  return serveFetch(({ url }) => {
    if (url.pathname === '/api/offers/my')
      return answer(url.searchParams.get('tab') ?? '', Number(url.searchParams.get('page')));
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

const listCalls = (calls: TFakeCall[]) =>
  calls
    .filter((call) => call.url.pathname === '/api/offers/my')
    .map((call) => Object.fromEntries(call.url.searchParams));

const main = async () => within(await screen.findByRole('main'));

describe('the shipments list', () => {
  it('shows every tab with its count, and the rows of the first tab formatted for a dispatcher', async () => {
    const negotiable = makeOffer({
      uid: 'n3gQ9zWb',
      number: 'EXP-26-0043',
      status: 'scheduled',
      price: null,
      currency: 'EUR',
      goods_type: 'bulk',
      bulk_type: 'cereals',
      weight_kg: 24500,
      truck_type: 'refrigerated',
      departure: { ...makeOffer().departure, city: null, state: { id: '06', name: 'Béjaïa' }, date: '2027-01-15' },
    });
    const calls = serveOffers(() =>
      jsonResponse(
        200,
        makeOfferList({
          data: [makeOffer(), negotiable],
          tabs: { in_exchange: 2, scheduled: 5, in_progress: 1, completed: 14, cancelled: 0, expired: 3 },
        }),
      ),
    );
    renderRoute('/expeditions', shipper());

    const tabs = within(await screen.findByRole('navigation', { name: 'Onglets des expéditions' }));
    // The first tab holds the offers still waiting for a carrier; "Planifiées" only those with one.
    const inExchange = await tabs.findByRole('link', { name: 'En bourse (2)' });
    expect(inExchange).toHaveAttribute('aria-current', 'page');
    expect(inExchange).toHaveAttribute('href', '/expeditions');
    expect(tabs.getByRole('link', { name: 'Planifiées (5)' })).toHaveAttribute('href', '/expeditions/scheduled');
    expect(tabs.getByRole('link', { name: 'Planifiées (5)' })).not.toHaveAttribute('aria-current');
    expect(tabs.getByRole('link', { name: 'En cours (1)' })).toHaveAttribute('href', '/expeditions/inprogress');
    expect(tabs.getByRole('link', { name: 'Terminées (14)' })).toHaveAttribute('href', '/expeditions/completed');
    expect(tabs.getByRole('link', { name: 'Annulées (0)' })).toHaveAttribute('href', '/expeditions/cancelled');
    expect(tabs.getByRole('link', { name: 'Expirées (3)' })).toHaveAttribute('href', '/expeditions/expired');
    expect(tabs.getByRole('link', { name: 'En cours (1)' })).not.toHaveAttribute('aria-current');

    // The rows render just after the tabs' counts (deferred: components/paged-list).
    await screen.findByRole('link', { name: 'Rouiba (Alger) → Es Senia (Oran)' });
    const [, first, second] = screen.getAllByRole('row');
    // Intl separates thousands and units with narrow or no-break spaces, which vary with ICU versions.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent.replace(/\s+/g, ' '));
    expect(within(first!).getByRole('link', { name: 'Rouiba (Alger) → Es Senia (Oran)' })).toHaveAttribute(
      'href',
      '/expeditions/x7Kp2mQa',
    );
    expect(cells(first!)).toEqual([
      'EXP-26-0042',
      '🇩🇿 Rouiba (Alger) → 🇩🇿 Es Senia (Oran)',
      '1 déc. 202608:00',
      '2 déc. 202614:30',
      'Palettisée',
      '12 000 kg',
      'Tautliner standard',
      '85 000 DZD',
      'En bourse',
    ]);
    // A whole wilaya as departure, no price: 'À négocier'.
    expect(within(second!).getByRole('link', { name: 'Béjaïa → Es Senia (Oran)' })).toHaveAttribute(
      'href',
      '/expeditions/n3gQ9zWb',
    );
    expect(cells(second!)).toEqual([
      'EXP-26-0043',
      '🇩🇿 Béjaïa → 🇩🇿 Es Senia (Oran)',
      '15 janv. 202708:00',
      '2 déc. 202614:30',
      'Vrac',
      '24 500 kg',
      'Frigorifique',
      'À négocier',
      'Planifiée',
    ]);
    expect(listCalls(calls)).toEqual([{ tab: 'in_exchange', page: '1', limit: '20' }]);
    expect(document.title).toBe('En bourse · Vos expéditions · Tariq');
  });

  it('asks each tab route for its own tab, and labels every status', async () => {
    const statuses = ['in_progress', 'completed', 'cancelled', 'expired'] as const;
    const calls = serveOffers(() =>
      jsonResponse(
        200,
        makeOfferList({ data: statuses.map((status, index) => makeOffer({ uid: `u${index}`, status })) }),
      ),
    );
    for (const [path, tab] of [
      ['/expeditions', 'in_exchange'],
      ['/expeditions/scheduled', 'scheduled'],
      ['/expeditions/inprogress', 'in_progress'],
      ['/expeditions/completed', 'completed'],
      ['/expeditions/cancelled', 'cancelled'],
      ['/expeditions/expired', 'expired'],
    ] as const) {
      const { unmount } = renderRoute(path, shipper());
      for (const label of ['En cours', 'Terminée', 'Annulée', 'Expirée'])
        expect(await (await main()).findByText(label, { selector: '.mantine-Badge-label' })).toBeInTheDocument();
      expect(listCalls(calls).at(-1)).toMatchObject({ tab, page: '1' });
      unmount();
    }
  });

  it('offers a new shipment when the tab is empty', async () => {
    serveOffers(() => jsonResponse(200, makeOfferList({ data: [], total_pages: 0 })));
    renderRoute('/expeditions/cancelled', shipper());
    expect(await (await main()).findByText('Aucune expédition annulée.')).toBeInTheDocument();
    expect((await main()).getByRole('link', { name: 'Nouvelle expédition' })).toHaveAttribute(
      'href',
      '/expedition/new',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('turns pages through the URL, 20 offers a page', async () => {
    const calls = serveOffers((_tab, page) =>
      jsonResponse(
        200,
        makeOfferList({
          data: [makeOffer({ uid: `page${page}`, departure: { ...makeOffer().departure, address: `p${page}` } })],
          page,
          total_pages: 3,
          count: 45,
        }),
      ),
    );
    const { router } = renderRoute('/expeditions/completed', shipper());
    const pages = within(await screen.findByRole('navigation', { name: 'Pages des expéditions' }));
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(pages.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(router.state.location.pathname).toBe('/expeditions/completed');
    await waitFor(() => expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    // The rows follow (deferred: components/paged-list).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Rouiba (Alger) → Es Senia (Oran)' })).toHaveAttribute(
        'href',
        '/expeditions/page2',
      ),
    );
    expect(pages.getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/expeditions/completed?page=3');
    expect(pages.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/expeditions/completed');
    expect(listCalls(calls)).toEqual([
      { tab: 'completed', page: '1', limit: '20' },
      { tab: 'completed', page: '2', limit: '20' },
    ]);
  });

  it('opens the page given in the URL', async () => {
    const calls = serveOffers((_tab, page) => jsonResponse(200, makeOfferList({ page, total_pages: 3, count: 45 })));
    renderRoute('/expeditions/expired?page=3', shipper());
    const pages = within(await screen.findByRole('navigation', { name: 'Pages des expéditions' }));
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(listCalls(calls)).toEqual([{ tab: 'expired', page: '3', limit: '20' }]);
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    let failures = 1;
    const calls = serveOffers(() =>
      failures-- > 0
        ? jsonResponse(429, {
            code: 'TOO_MANY_REQUESTS',
            message: 'Trop de tentatives. Veuillez réessayer dans 1 minute(s).',
          })
        : jsonResponse(200, makeOfferList()),
    );
    renderRoute('/expeditions', shipper());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger vos expéditions');
    expect(alert).toHaveTextContent('Trop de tentatives. Veuillez réessayer dans 1 minute(s).');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Rouiba (Alger) → Es Senia (Oran)' })).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('searches by number once typing pauses, keeps the search in the address and the tabs, and says when none match', async () => {
    const found = makeOffer({ uid: 'f0und42x', number: 'EXP-26-0042' });
    const calls = serveFetch(({ url }) => {
      if (url.pathname !== '/api/offers/my')
        return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
      const q = url.searchParams.get('q');
      if (!q)
        return jsonResponse(
          200,
          makeOfferList({ data: [makeOffer(), makeOffer({ uid: 'other1', number: 'EXP-26-0007' })] }),
        );
      if (q === 'exp260042')
        return jsonResponse(
          200,
          makeOfferList({
            data: [found],
            tabs: { in_exchange: 1, scheduled: 0, in_progress: 0, completed: 0, cancelled: 0, expired: 0 },
          }),
        );
      return jsonResponse(
        200,
        makeOfferList({
          data: [],
          total_pages: 0,
          tabs: { in_exchange: 0, scheduled: 0, in_progress: 0, completed: 0, cancelled: 0, expired: 0 },
        }),
      );
    });
    const { router } = renderRoute('/expeditions', shipper());
    const user = userEvent.setup();
    const field = await screen.findByRole('searchbox', { name: "Rechercher par N° d'expédition" });
    expect(field).toHaveAttribute('placeholder', 'N° EXP-26-0042');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));

    await user.type(field, 'exp260042');
    await waitFor(() => expect(router.state.location.search).toBe('?q=exp260042'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Rouiba (Alger) → Es Senia (Oran)' })).toHaveAttribute(
      'href',
      '/expeditions/f0und42x',
    );
    // Asked once typing paused, not once per key.
    const searched = listCalls(calls).filter((call) => call.q);
    expect(searched.at(-1)).toEqual({ tab: 'in_exchange', page: '1', limit: '20', q: 'exp260042' });
    expect(searched.length).toBeLessThan('exp260042'.length);
    // The tabs keep the search: their counts are of what it finds.
    const tabs = within(screen.getByRole('navigation', { name: 'Onglets des expéditions' }));
    expect(tabs.getByRole('link', { name: 'En cours (0)' })).toHaveAttribute(
      'href',
      '/expeditions/inprogress?q=exp260042',
    );

    await user.clear(field);
    await user.type(field, '9999');
    expect(await screen.findByText('Aucune expédition de cet onglet ne porte le N° « 9999 ».')).toBeInTheDocument();
  });
});
