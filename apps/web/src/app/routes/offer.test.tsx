import type { TFreightDetail, TPaymentRecord } from '@tariq/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { makeFreightDetail } from '../../test/freights';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const NOT_ENOUGH: TPaymentRecord = { invoices: 3, enough: false, average_days_late: null, on_time_percent: null };

/**
 * GET /api/freights/{uid} answers `detail` (null: 404) and the company has no proposal on it; the
 * favourite calls succeed and the favourites list follows.
 */
function serveFreight(
  detail: TFreightDetail | null,
  paymentRecord: TPaymentRecord = NOT_ENOUGH,
  lanePrice: () => Response = () => jsonResponse(200, { data: null }),
) {
  const favorites = new Set<string>();
  return serveFetch(({ url, init }) => {
    if (url.pathname === '/api/lane-prices') return lanePrice();
    if (detail && url.pathname === `/api/companies/${detail.shipper.company_id}/payment-record`)
      return jsonResponse(200, { data: paymentRecord });
    if (url.pathname === '/api/freights/favorite/uids') return jsonResponse(200, { data: [...favorites] });
    if (detail && url.pathname === `/api/freights/${detail.uid}/favorite`) {
      if (init.method === 'DELETE') favorites.delete(detail.uid);
      else favorites.add(detail.uid);
      return jsonResponse(200, { success: true });
    }
    if (detail && url.pathname === `/api/freights/${detail.uid}/proposals`) return jsonResponse(200, { data: [] });
    if (detail && url.pathname === `/api/freights/${detail.uid}`) return jsonResponse(200, detail);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

function fields(sectionName: string): Record<string, string> {
  const section = within(screen.getByRole('region', { name: sectionName }));
  const terms = section.getAllByRole('term');
  const definitions = section.getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent, definitions[index]!.textContent.replace(/\s+/g, ' ').trim()]),
  );
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Rouiba (Alger) → Es Senia (Oran)' }, { timeout: 10_000 });

describe('the offer, as a carrier sees it', () => {
  it('shows the offer in full, its shipper and contact, and the proposal actions', async () => {
    const calls = serveFreight(makeFreightDetail());
    renderRoute('/offres/x7Kp2mQa', makeUser());
    await heading();
    expect(document.title).toBe("Détail de l'offre · Tariq");
    expect(screen.getByText('Distance estimée : ≈ 452 km')).toBeInTheDocument();
    expect(screen.getByText(/^N° d'expédition EXP-26-0042 ·/)).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Carte du trajet de Rouiba à Es Senia' })).toBeInTheDocument();
    const actions = within(screen.getByRole('group', { name: "Vos actions sur l'offre" }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Proposer un prix',
      'Accepter au prix',
    ]);
    expect(screen.queryByText("Cette offre n'est plus disponible.")).not.toBeInTheDocument();
    expect(fields('Expéditeur')).toEqual({
      Société: 'Cevital Logistique',
      Contact: 'Samir Khelifi',
      Téléphone: '+213 550 12 34 56',
      'E-mail': 'samir.khelifi@cevital.example',
    });
    expect(screen.getByRole('link', { name: '+213 550 12 34 56' })).toHaveAttribute('href', 'tel:+213550123456');
    await waitFor(() => expect(fields('Marchandise')['Type de marchandise']).toBe('Palettisée'));
    expect(fields('Marchandise')).toMatchObject({ Poids: '12 000 kg', Palettes: '18 × EUROP' });
    expect(fields('Prix et paiement')).toMatchObject({ 'Prix HT': '85 000 DZD', 'Prix négociable': 'Oui' });
    expect(fields('Départ')).toMatchObject({ Lieu: '🇩🇿 Rouiba, Alger, Algérie', Date: '1 déc. 2026' });
    // The offer once (the stars come from the favourites list; the header reads the notifications),
    // then the company's mission (none: 404, no panel) and proposals on it.
    const offerCalls = calls
      .map((call) => call.url.pathname)
      .filter(
        (path) =>
          path !== '/api/freights/favorite/uids' &&
          !path.startsWith('/api/user/') &&
          !path.endsWith('/payment-record') &&
          // The lane's usual price has tests of its own below.
          path !== '/api/lane-prices',
      );
    expect(offerCalls).toEqual([
      '/api/freights/x7Kp2mQa',
      '/api/missions/of-offer/x7Kp2mQa',
      '/api/freights/x7Kp2mQa/proposals',
    ]);
    expect(screen.queryByRole('region', { name: 'Mission' })).not.toBeInTheDocument();
  });

  it('says how the shipper pays once 5 invoices on Tariq tell it, and nothing before', async () => {
    const detail = makeFreightDetail();
    serveFreight(detail, { invoices: 7, enough: true, average_days_late: 12, on_time_percent: 90 });
    renderRoute('/offres/x7Kp2mQa', makeUser());
    await heading();
    const record = await screen.findByText("Paie en moyenne à 12 jours, 90 % à l'échéance");
    expect(record).toHaveAttribute('title', "D'après 7 factures réglées sur Tariq ces 12 derniers mois");
  });

  it('says nothing of how the shipper pays while fewer than 5 invoices tell it', async () => {
    const calls = serveFreight(makeFreightDetail());
    renderRoute('/offres/x7Kp2mQa', makeUser());
    await heading();
    await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('/payment-record'))).toBe(true));
    expect(screen.queryByText(/Paie en moyenne/)).not.toBeInTheDocument();
  });

  it('says an offer is no longer available instead of failing, without proposal actions or contact', async () => {
    serveFreight(makeFreightDetail({ available: false, status: 'scheduled', contact: null, price: null }));
    renderRoute('/offres/x7Kp2mQa', makeUser());
    await heading();
    expect(screen.getByText("Cette offre n'est plus disponible.")).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: "Vos actions sur l'offre" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proposer un prix' })).not.toBeInTheDocument();
    expect(fields('Expéditeur')).toEqual({
      Société: 'Cevital Logistique',
      Contact: "Les coordonnées de l'expéditeur ne sont pas affichées pour cette offre.",
    });
    await waitFor(() => expect(fields('Prix et paiement')['Prix HT']).toBe('à négocier'));
  });

  it('says the distance is unknown rather than showing 0 km', async () => {
    serveFreight(makeFreightDetail({ distance_km: null }));
    renderRoute('/offres/x7Kp2mQa', makeUser());
    await heading();
    expect(screen.getByText('Distance estimée : inconnue (lieux sans coordonnées propres)')).toBeInTheDocument();
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('marks an offer of the private exchange, and leads back to the private tab', async () => {
    serveFreight(makeFreightDetail({ exchange: 'private' }));
    renderRoute('/offres/x7Kp2mQa', makeUser());
    await heading();
    expect(screen.getByText('Bourse privée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour/ })).toHaveAttribute('href', '/freights?tab=private');
  });

  it('turns the favourite star on from the page', async () => {
    const calls = serveFreight(makeFreightDetail());
    renderRoute('/offres/x7Kp2mQa', makeUser());
    await heading();
    const star = screen.getByRole('button', { name: 'Favori : Rouiba → Es Senia' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.filter((call) => call.url.pathname.endsWith('/favorite')).map((call) => call.init.method)).toEqual([
      'POST',
    ]);
  });

  it('says when the offer is not there', async () => {
    serveFreight(null);
    renderRoute('/offres/gone', makeUser());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offre introuvable' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la recherche' })).toHaveAttribute('href', '/freights');
  });
});

describe('the offer, the usual price of its lane', () => {
  const LANE = {
    from_state: '16',
    to_state: '31',
    truck_type: 'tautliner',
    currency: 'DZD',
    median: 86000,
    p10: 78000,
    p90: 95000,
    count: 23,
  };

  it('shows the range of the deals on the lane beside the proposals, asked for the truck type’s family', async () => {
    const calls = serveFreight(makeFreightDetail(), NOT_ENOUGH, () => jsonResponse(200, { data: LANE }));
    renderRoute('/offres/x7Kp2mQa', makeUser());
    await heading();
    // Found as testing-library reads text: its spaces (French groups thousands with a narrow no-break space) collapsed.
    expect(
      await screen.findByText('Prix habituel Alger → Oran, Tautliner : 78 000 – 95 000 DZD, 23 missions'),
    ).toBeInTheDocument();
    const lane = calls.filter((call) => call.url.pathname === '/api/lane-prices');
    expect(lane.map((call) => Object.fromEntries(call.url.searchParams))).toEqual([
      { from_state: '16', to_state: '31', truck_type: 'tautliner' },
    ]);
  });

  it('shows it in Arabic, right to left, the wilayas named as the offer names them', async () => {
    await act(() => changeLanguage('ar', { persist: false }));
    try {
      serveFreight(makeFreightDetail(), NOT_ENOUGH, () => jsonResponse(200, { data: LANE }));
      renderRoute('/offres/x7Kp2mQa', makeUser({ language: 'ar' }));
      const hint = await screen.findByText(
        /^السعر المعتاد من Alger إلى Oran، ستائر جانبية \(Tautliner\): /,
        undefined,
        {
          timeout: 10_000,
        },
      );
      expect(hint).toHaveTextContent(/ DZD، 23 مهمة$/);
      expect(document.documentElement.dir).toBe('rtl');
    } finally {
      await act(() => changeLanguage('fr', { persist: false }));
    }
  });

  it('shows nothing below the threshold, nor when the figures cannot be read', async () => {
    for (const answer of [
      () => jsonResponse(200, { data: null }),
      () => jsonResponse(500, { code: 'INTERNAL', message: 'Erreur interne.' }),
    ]) {
      const calls = serveFreight(makeFreightDetail(), NOT_ENOUGH, answer);
      const { unmount } = renderRoute('/offres/x7Kp2mQa', makeUser());
      await heading();
      await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/lane-prices')).toBe(true));
      // The answer has arrived and been drawn: still no hint.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText(/Prix habituel/)).not.toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
