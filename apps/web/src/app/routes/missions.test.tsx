import type { TMissionListResponse } from '@tariq/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { makeMission, makeMissionList } from '../../test/missions';
import { makeOffer } from '../../test/offers';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

/** `GET /api/missions` answers the page `lists` gives for its tab; the rest is a 404. */
function serveMissions(lists: Partial<Record<string, TMissionListResponse>>) {
  return serveFetch(({ url }) => {
    if (url.pathname === '/api/missions') {
      const list = lists[url.searchParams.get('tab') ?? ''];
      if (list) return jsonResponse(200, list);
      return jsonResponse(500, { code: 'INTERNAL', message: "Une erreur s'est produite. Veuillez réessayer." });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

const started = makeMission({ status: 'in_progress', charter_status: 'confirmed' });
const delivered = makeMission({
  id: '00000000-0000-4000-8000-0000000000e2',
  status: 'completed',
  charter_status: 'confirmed',
  price: 64000.5,
  shipper: { company_id: '00000000-0000-4000-8000-0000000000c2', name: 'مطاحن الجزائر', rating: null },
  offer: makeOffer({ uid: 'Bq41Zt9w', status: 'completed' }),
});

/** The rows of the table, each as the texts of its cells. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent.replace(/\s+/g, ' ').trim()),
    );

describe('the missions of a carrier (/missions)', () => {
  it('lists the missions in progress, each linking to its offer', async () => {
    const calls = serveMissions({ in_progress: makeMissionList({ data: [started] }) });
    renderRoute('/missions', makeUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Missions' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toEqual([
      // The mission's number, its offer's below it.
      'MIS-26-0017EXP-26-0042',
      '🇩🇿 Rouiba (Alger) → 🇩🇿 Es Senia (Oran)',
      // The day, then the time below it.
      '1 déc. 202608:00',
      '2 déc. 202614:30',
      'Cevital Logistique',
      expect.stringMatching(/^80\s000\sDZD HT$/),
      "En coursBon d'affrètement confirmé",
    ]);
    expect(screen.getByRole('link', { name: /Rouiba \(Alger\) → .*Es Senia \(Oran\)/ })).toHaveAttribute(
      'href',
      '/offres/x7Kp2mQa',
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Onglets des missions' }));
    expect(tabs.getByRole('link', { name: 'En cours' })).toHaveAttribute('aria-current', 'page');
    const query = calls.find((call) => call.url.pathname === '/api/missions')!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ tab: 'in_progress', page: '1', limit: '20' });
  });

  it('goes to the completed tab by its link, which changes the address', async () => {
    serveMissions({
      in_progress: makeMissionList({ data: [started] }),
      completed: makeMissionList({ data: [delivered] }),
    });
    const { router } = renderRoute('/missions/inprogress', makeUser());
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Terminées' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/missions/completed'));
    await waitFor(() => expect(rows()[0]?.[4]).toBe('مطاحن الجزائر'));
    expect(screen.getByText('مطاحن الجزائر')).toHaveAttribute('dir', 'auto');
    expect(rows()[0]?.[5]).toMatch(/^64\s000,50\sDZD HT$/);
    expect(rows()[0]?.[6]).toBe("TerminéeBon d'affrètement confirmé");
    expect(screen.getByRole('link', { name: /Rouiba/ })).toHaveAttribute('href', '/offres/Bq41Zt9w');
    expect(document.title).toBe('Terminées · Missions · Tariq');
  });

  it('keeps declined and cancelled missions in their own tab, with who ended them and why', async () => {
    const declined = makeMission({
      id: '00000000-0000-4000-8000-0000000000e3',
      status: 'cancelled',
      charter_status: 'declined',
      cancelled_by: 'carrier',
      cancelled_at: '2026-11-22T11:00:00.000Z',
    });
    const cancelledByShipper = makeMission({
      id: '00000000-0000-4000-8000-0000000000e4',
      status: 'cancelled',
      charter_status: 'confirmed',
      cancelled_by: 'shipper',
      cancel_reason: 'Marchandise pas prête',
      cancelled_at: '2026-11-22T12:00:00.000Z',
    });
    const calls = serveMissions({
      in_progress: makeMissionList({ data: [started] }),
      cancelled: makeMissionList({ data: [cancelledByShipper, declined] }),
    });
    const { router } = renderRoute('/missions', makeUser());
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Annulées' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/missions/cancelled'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => row[6])).toEqual([
      "AnnuléeBon d'affrètement confirméPar l'expéditeurMotif : Marchandise pas prête",
      "AnnuléeBon d'affrètement refuséPar votre société",
    ]);
    expect(calls.at(-1)?.url.searchParams.get('tab')).toBe('cancelled');
    expect(document.title).toBe('Annulées · Missions · Tariq');
  });

  it('says when a tab is empty, and where to find freight', async () => {
    serveMissions({ completed: makeMissionList({ data: [] }) });
    renderRoute('/missions/completed', makeUser());
    expect(await screen.findByText('Aucune mission terminée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher du fret' })).toHaveAttribute('href', '/freights');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages the list by links, the page in the address', async () => {
    const calls = serveMissions({
      in_progress: makeMissionList({ data: [started], page: 2, total_pages: 3, count: 45 }),
    });
    renderRoute('/missions/inprogress?page=2', makeUser());
    const pages = within(await screen.findByRole('navigation', { name: 'Pages des missions' }));
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/missions/inprogress?page=3');
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/missions/inprogress');
    expect(calls.find((call) => call.url.pathname === '/api/missions')!.url.searchParams.get('page')).toBe('2');
  });

  it('says when the list cannot be read, with a retry', async () => {
    serveMissions({});
    renderRoute('/missions', makeUser());
    // A 5xx is asked again twice (1 s, then 2 s later) before it is said.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Impossible de charger vos missions.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('searches by mission, charter or offer number once typing pauses, and says when none match', async () => {
    const calls = serveFetch(({ url }) => {
      if (url.pathname !== '/api/missions')
        return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
      const q = url.searchParams.get('q');
      if (!q) return jsonResponse(200, makeMissionList({ data: [started, delivered] }));
      if (q === 'BA-26-0017') return jsonResponse(200, makeMissionList({ data: [started] }));
      return jsonResponse(200, makeMissionList({ data: [], total_pages: 0 }));
    });
    const { router } = renderRoute('/missions', makeUser());
    const user = userEvent.setup();
    const field = await screen.findByRole('searchbox', {
      name: "Rechercher par N° de mission, de bon d'affrètement ou d'expédition",
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.type(field, 'BA-26-0017');
    await waitFor(() => expect(router.state.location.search).toBe('?q=BA-26-0017'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.[0]).toBe('MIS-26-0017EXP-26-0042');
    const searched = calls
      .filter((call) => call.url.pathname === '/api/missions' && call.url.searchParams.get('q'))
      .map((call) => Object.fromEntries(call.url.searchParams));
    expect(searched.at(-1)).toEqual({ tab: 'in_progress', page: '1', limit: '20', q: 'BA-26-0017' });
    expect(searched.length).toBeLessThan('BA-26-0017'.length);
    const tabs = within(screen.getByRole('navigation', { name: 'Onglets des missions' }));
    expect(tabs.getByRole('link', { name: 'Terminées' })).toHaveAttribute('href', '/missions/completed?q=BA-26-0017');

    await user.clear(field);
    await user.type(field, 'MIS-26-9999');
    expect(await screen.findByText('Aucune mission de cet onglet ne porte le N° « MIS-26-9999 ».')).toBeInTheDocument();
  });
});
