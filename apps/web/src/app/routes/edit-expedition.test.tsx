import { offerToday } from '@tariq/contracts/offers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { makeOffer } from '../../test/offers';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const shipper = () => makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'] });

function serveEditableOffer(
  offer: ReturnType<typeof makeOffer>,
  put: (body: Record<string, unknown>) => Response,
  lanePrice: () => Response = () => jsonResponse(200, { data: null }),
) {
  return serveFetch(({ url, init }) => {
    if (url.pathname === '/api/lane-prices') return lanePrice();
    if (url.pathname === `/api/offers/${offer.uid}` && (init.method ?? 'GET') === 'GET')
      return jsonResponse(200, offer);
    if (url.pathname === `/api/offers/${offer.uid}` && init.method === 'PUT')
      return put(JSON.parse(String(init.body)) as Record<string, unknown>);
    if (url.pathname === '/api/private-exchange/network')
      return jsonResponse(200, {
        carriers: [{ id: '7b0c2d4e-0000-4000-8000-0000000000c1', name: 'Transports Atlas Express', city: null }],
        groups: [
          {
            id: '7b0c2d4e-0000-4000-8000-0000000000a1',
            name: 'Frigorifique Est',
            carrierIds: ['7b0c2d4e-0000-4000-8000-0000000000c1'],
          },
        ],
        invitations: [],
      });
    if (url.pathname === '/api/country/active')
      return jsonResponse(200, { data: [{ alpha2: 'DZ', nom_fr_fr: 'Algérie', name: 'Algérie' }] });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

describe('/expeditions/:uid/edit', () => {
  const today = offerToday();
  const offer = makeOffer({
    status: 'in_exchange',
    version: 3,
    weight_kg: 18000,
    departure: { ...makeOffer().departure, date: today, time: '08:00' },
    destination: { ...makeOffer().destination, date: today, time: '18:00' },
  });

  it('fills the form from the offer and sends every field with the version it read', async () => {
    const user = userEvent.setup();
    const puts: Record<string, unknown>[] = [];
    serveEditableOffer(offer, (body) => {
      puts.push(body);
      return jsonResponse(200, { ...offer, weight_kg: body.weight_kg, version: 4 });
    });
    renderRoute(`/expeditions/${offer.uid}/edit`, shipper());
    const weight = await screen.findByRole('textbox', { name: /Poids/ });
    expect(weight).toHaveValue('18000');
    await user.clear(weight);
    await user.type(weight, '9000');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      version: 3,
      weight_kg: 9000,
      departure: { place_id: offer.departure.place_id, date: today },
    });
    expect(puts[0]).not.toHaveProperty('copies');
  });

  it("shows the server's message when the offer changed in the meantime", async () => {
    const user = userEvent.setup();
    serveEditableOffer(offer, () =>
      jsonResponse(409, {
        code: 'STALE_VERSION',
        message: 'Cette offre a été modifiée entre-temps. Rechargez-la, puis réessayez.',
      }),
    );
    renderRoute(`/expeditions/${offer.uid}/edit`, shipper());
    await screen.findByRole('textbox', { name: /Poids/ });
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette offre a été modifiée entre-temps. Rechargez-la, puis réessayez.',
    );
  });

  it('keeps a private offer private, with its audience and the time it goes public, for a company with the module', async () => {
    const user = userEvent.setup();
    const puts: Record<string, unknown>[] = [];
    const group = '7b0c2d4e-0000-4000-8000-0000000000a1';
    const privateOffer = makeOffer({
      ...offer,
      visibility: 'private',
      private_audience: { groups: [group], carriers: [] },
      public_after: new Date(Date.now() + 3 * 3600_000).toISOString(),
    });
    serveEditableOffer(privateOffer, (body) => {
      puts.push(body);
      return jsonResponse(200, { ...privateOffer, version: 4 });
    });
    renderRoute(`/expeditions/${offer.uid}/edit`, makeUser({ ...shipper(), modules: ['private_freight'] }));
    expect(await screen.findByRole('radio', { name: 'Bourse privée' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Groupes ou transporteurs choisis' })).toBeChecked();
    expect(screen.getByText(/^Prévue dans la bourse publique le /)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Délai avant la bourse publique' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      visibility: 'private',
      private_audience: { groups: [group], carriers: [] },
      public_after_minutes: 180,
    });
  });

  it('does not offer Bourse privée to a company without the module', async () => {
    serveEditableOffer(offer, () => jsonResponse(500, {}));
    renderRoute(`/expeditions/${offer.uid}/edit`, shipper());
    await screen.findByRole('textbox', { name: /Poids/ });
    expect(screen.queryByRole('radio', { name: 'Bourse privée' })).not.toBeInTheDocument();
  });

  it('says an offer no longer in exchange cannot be edited', async () => {
    serveEditableOffer({ ...offer, status: 'cancelled' }, () => jsonResponse(500, {}));
    renderRoute(`/expeditions/${offer.uid}/edit`, shipper());
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette expédition ne peut plus être modifiée');
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).not.toBeInTheDocument();
  });
});

describe('/expeditions/:uid/edit, the usual price of the lane', () => {
  const today = offerToday();
  const offer = makeOffer({
    departure: { ...makeOffer().departure, date: today, time: '08:00' },
    destination: { ...makeOffer().destination, date: today, time: '18:00' },
  });
  // Intl's separators: a narrow no-break space groups French thousands.
  const NNBSP = '\u202f';

  /** The offer as serveEditableOffer serves it, and GET /api/lane-prices answering `lane`. */
  const serveEditableOfferWithLane = (editable: typeof offer, lane: () => Response) =>
    serveEditableOffer(editable, () => jsonResponse(500, { code: 'INTERNAL', message: 'Erreur interne.' }), lane);

  it('shows under the price the range of the deals on the offer’s lane, in the user’s number format', async () => {
    const calls = serveEditableOfferWithLane(offer, () =>
      jsonResponse(200, {
        data: {
          from_state: '16',
          to_state: '31',
          truck_type: 'tautliner',
          currency: 'DZD',
          median: 86000,
          p10: 78000,
          p90: 95000,
          count: 23,
        },
      }),
    );
    renderRoute(`/expeditions/${offer.uid}/edit`, shipper());
    // Found as testing-library reads text (its spaces collapsed); French groups thousands with a narrow no-break space.
    const hint = await screen.findByText('Prix habituel Alger → Oran, Tautliner : 78 000 – 95 000 DZD, 23 missions');
    expect(hint.textContent).toBe(
      `Prix habituel Alger → Oran, Tautliner : 78${NNBSP}000 – 95${NNBSP}000 DZD, 23 missions`,
    );
    const prices = screen.getByRole('region', { name: 'Prix et paiement' });
    expect(prices).toContainElement(hint);
    expect(hint).toHaveAttribute(
      'title',
      `Prix convenus sur Tariq ces 90 derniers jours, arrondis au millier : 8 missions sur 10 entre ces deux montants, médiane 86${NNBSP}000 DZD.`,
    );
    // The offer's subtype asks for its family: one lane, one request.
    const lane = calls.filter((call) => call.url.pathname === '/api/lane-prices');
    expect(lane.map((call) => Object.fromEntries(call.url.searchParams))).toEqual([
      { from_state: '16', to_state: '31', truck_type: 'tautliner' },
    ]);
  });

  it('shows nothing below the threshold, nor when the figures cannot be read', async () => {
    for (const answer of [
      () => jsonResponse(200, { data: null }),
      () => jsonResponse(500, { code: 'INTERNAL', message: 'Erreur interne.' }),
    ]) {
      const calls = serveEditableOfferWithLane(offer, answer);
      const { unmount } = renderRoute(`/expeditions/${offer.uid}/edit`, shipper());
      await screen.findByRole('textbox', { name: /Poids/ });
      await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/lane-prices')).toBe(true));
      // The answer has arrived and been drawn: the form still shows no hint.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText(/Prix habituel/)).not.toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
