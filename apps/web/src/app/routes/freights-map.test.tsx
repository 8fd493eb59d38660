import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { makeFreight, makeFreightList } from '../../test/freights';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * jsdom lays nothing out: every element measures 0×0, and a map of no size shows no marker (the
 * cluster group draws only what is in view). The map is given the size a screen would give it.
 */
function giveElementsASize() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(520);
}

const bejaia = makeFreight({
  uid: 'b6jA1a00',
  departure: {
    ...makeFreight().departure,
    city: null,
    state: { id: '06', name: 'Béjaïa' },
    lat: 36.7509,
    lng: 5.0567,
  },
});

describe('the offers map', () => {
  it('asks for the first 100 offers of the URL search and draws one marker per offer at its loading place', async () => {
    const calls = serveFetch(({ url }) => {
      if (url.pathname === '/api/freights')
        return jsonResponse(200, makeFreightList({ data: [makeFreight(), bejaia] }));
      if (url.pathname === '/api/saved-searches') return jsonResponse(200, { data: [] });
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    });
    giveElementsASize();
    renderRoute('/map?goodType=bulk&maxWeight=20000', makeUser());
    const figure = await screen.findByRole('figure', { name: 'Carte des offres de la recherche' }, { timeout: 10_000 });
    expect(await screen.findByText('2 offres sur la carte')).toBeInTheDocument();
    expect(
      calls
        .filter((call) => call.url.pathname === '/api/freights')
        .map((call) => Object.fromEntries(call.url.searchParams)),
    ).toEqual([{ goodType: 'bulk', maxWeight: '20000', page: '1', limit: '100' }]);

    // Markers are drawn elements named by their route; a cluster would name none: at this zoom, none.
    const rouiba = await within(figure).findByTitle('Rouiba → Es Senia');
    expect(within(figure).getByTitle('Béjaïa → Es Senia')).toHaveClass('tariq-freight-marker');
    expect(figure.querySelectorAll('img:not(.leaflet-tile)')).toHaveLength(0);

    fireEvent.click(rouiba);
    const card = await screen.findByRole('region', { name: 'Rouiba → Es Senia' });
    expect(within(card).getByRole('link', { name: "Voir l'offre" })).toHaveAttribute('href', '/offres/x7Kp2mQa');
    expect(within(card).getByText('Cevital Logistique')).toBeInTheDocument();

    const views = within(screen.getByRole('navigation', { name: 'Affichage' }));
    expect(views.getByRole('link', { name: 'Liste' })).toHaveAttribute(
      'href',
      '/freights?goodType=bulk&maxWeight=20000',
    );
    await waitFor(() => expect(views.getByRole('link', { name: 'Carte' })).toHaveAttribute('aria-current', 'page'));
  });

  it('gathers offers loading at the same place into one cluster that says how many', async () => {
    const sameCity = Array.from({ length: 5 }, (_, index) => makeFreight({ uid: `same${index}` }));
    serveFetch(({ url }) => {
      if (url.pathname === '/api/freights') return jsonResponse(200, makeFreightList({ data: [...sameCity, bejaia] }));
      if (url.pathname === '/api/saved-searches') return jsonResponse(200, { data: [] });
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    });
    giveElementsASize();
    renderRoute('/map', makeUser());
    const figure = await screen.findByRole('figure', { name: 'Carte des offres de la recherche' }, { timeout: 10_000 });
    expect(await screen.findByText('6 offres sur la carte')).toBeInTheDocument();
    await waitFor(() => expect(figure.querySelector('.marker-cluster')).toHaveTextContent('5'));
    expect(within(figure).getByTitle('Béjaïa → Es Senia')).toBeInTheDocument();
    expect(within(figure).queryByTitle('Rouiba → Es Senia')).not.toBeInTheDocument();
  });
});
