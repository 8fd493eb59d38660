import type { TMissionDetail, TOffer, TShipperProposal } from '@tariq/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, saveTokens } from '../../lib/tokens';
import { makeShipperProposal } from '../../test/proposals';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { hubStream } from '../../test/hub-stream';
import { makeShipperMissionDetail } from '../../test/missions';
import { makeNotification } from '../../test/notifications';
import { makeOffer, makeOfferList } from '../../test/offers';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const shipper = () =>
  makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], firstname: 'Amina', lastname: 'Benali' });

type TServer = { offer: TOffer; proposals: TShipperProposal[] };
type THandler = (call: TFakeCall, server: TServer) => Response | undefined;

const atlas = makeShipperProposal({
  comment: 'Semi bâchée, chauffeur habitué du site',
  departure_date: '2026-12-02',
  arrival_date: '2026-12-03',
  created_at: '2026-11-22T08:00:00.000Z',
  // Its documents verified until the earliest expiry of the required ones (the server's date).
  carrier: { rating: { average: 4.5, count: 12 }, documents_verified_until: '2027-01-30' },
});
const sahel = makeShipperProposal({
  id: '00000000-0000-4000-8000-0000000000d2',
  kind: 'acceptance',
  price: 85000,
  created_at: '2026-11-23T08:00:00.000Z',
  carrier: {
    company_id: '00000000-0000-4000-8000-0000000000b2',
    name: 'Sahel Trans',
    documents_ok: false,
  },
});

/**
 * The API around one of the shipper's offers: `server` holds the offer and its proposals as the server
 * would now, newest first (`order=price`: cheapest first). `handle` answers the decisions first.
 */
function serveProposals(server: TServer, handle: THandler = () => undefined) {
  return serveFetch(({ url, init }) => {
    const answer = handle({ url, init }, server);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/offers/my') return jsonResponse(200, makeOfferList({ data: [] }));
    if (method === 'GET' && url.pathname === `/api/offers/${server.offer.uid}/proposals`) {
      const data = [...server.proposals].sort((a, b) =>
        url.searchParams.get('order') === 'price' ? a.price - b.price : b.created_at.localeCompare(a.created_at),
      );
      return jsonResponse(200, { data });
    }
    if (method === 'GET' && url.pathname === `/api/offers/${server.offer.uid}`) return jsonResponse(200, server.offer);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

const calledWith = (calls: TFakeCall[], method: string, pathname: string) =>
  calls.filter((call) => (call.init.method ?? 'GET') === method && call.url.pathname === pathname);

/** The texts of an element, each piece as a reader sees it (name, badges, price, comment, time, buttons). */
const pieces = (element: HTMLElement) =>
  [...element.querySelectorAll('*')]
    .filter((node) => node.children.length === 0 && node.textContent.trim())
    .map((node) => node.textContent.replace(/\s+/g, ' ').trim());

const section = () => within(screen.getByRole('region', { name: 'Propositions' }));

/** The proposals as listed, each as the pieces it shows. */
async function listed(): Promise<string[][]> {
  await section().findAllByRole('listitem');
  return section().getAllByRole('listitem').map(pieces);
}

/** The proposal item of a carrier company, to act on it. */
const itemOf = (name: string) =>
  within(
    section()
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText(name))!,
  );

async function openPage(server: Partial<TServer> = {}, handle?: THandler) {
  const state: TServer = { offer: makeOffer(), proposals: [atlas, sahel], ...server };
  const calls = serveProposals(state, handle);
  const view = renderRoute(`/expeditions/${state.offer.uid}`, shipper());
  await screen.findByRole('heading', { level: 1, name: 'Rouiba (Alger) → Es Senia (Oran)' }, { timeout: 10_000 });
  return { ...view, calls, state, user: userEvent.setup() };
}

describe("the proposals on a shipper's offer", () => {
  it('lists each carrier with its documents, rating, price, asked dates, comment and status, newest first', async () => {
    const { calls } = await openPage();
    expect(await listed()).toEqual([
      [
        'Sahel Trans',
        'Documents non vérifiés',
        '85 000 DZD HT',
        "Au prix de l'offre",
        'En attente',
        expect.stringMatching(/^Reçue /),
        'Accepter',
        'Refuser',
      ],
      [
        'Transports Atlas Express',
        "Documents vérifiés jusqu'au 30 janv. 2027",
        '4,5 (12 avis)',
        '80 000 DZD HT',
        'En attente',
        'Départ demandé : 2 déc. 2026 · Arrivée demandée : 3 déc. 2026',
        'Semi bâchée, chauffeur habitué du site',
        expect.stringMatching(/^Reçue /),
        'Accepter',
        'Refuser',
      ],
    ]);
    expect(section().getByText('2 propositions')).toBeInTheDocument();
    expect(section().getByRole('img', { name: 'Note : 4,5 sur 5, 12 avis' })).toBeInTheDocument();
    // A carrier without ratings shows none, rather than zero stars.
    expect(within(section().getAllByRole('listitem')[0]!).queryByRole('img')).not.toBeInTheDocument();
    // Each decision names whose proposal it is about.
    expect(itemOf('Sahel Trans').getByRole('button', { name: 'Accepter' })).toHaveAccessibleDescription(
      /^Sahel Trans 85\s000\sDZD HT$/,
    );
    expect(calledWith(calls, 'GET', '/api/offers/x7Kp2mQa/proposals').map((call) => call.url.search)).toEqual([
      '?order=time',
    ]);
  });

  it('sorts the proposals by price on the server', async () => {
    const { calls, user } = await openPage();
    await listed();
    const byPrice = section().getByRole('radio', { name: 'Prix croissant' });
    await user.click(byPrice);
    expect(byPrice).toBeChecked();
    await waitFor(() =>
      expect(calledWith(calls, 'GET', '/api/offers/x7Kp2mQa/proposals').map((call) => call.url.search)).toEqual([
        '?order=time',
        '?order=price',
      ]),
    );
    await waitFor(async () =>
      expect((await listed()).map((item) => item[0])).toEqual(['Transports Atlas Express', 'Sahel Trans']),
    );
  });

  it('shows a new proposal at once when the hub tells of it, without a reload', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh', mercure_token: 'hub-token' });
    try {
      const hub = hubStream();
      const { state } = await openPage({ proposals: [atlas] }, ({ url }) =>
        url.pathname === '/.well-known/mercure' ? hub.response : undefined,
      );
      expect((await listed()).map((item) => item[0])).toEqual(['Transports Atlas Express']);
      // The carrier proposes; the server then tells the shipper's topic.
      state.proposals = [atlas, sahel];
      hub.push(makeNotification({ data: { offre_uid: 'x7Kp2mQa', transporteurname: 'Sahel Trans' } }), 7);
      await waitFor(async () =>
        expect((await listed()).map((item) => item[0])).toEqual(['Sahel Trans', 'Transports Atlas Express']),
      );
    } finally {
      clearTokens();
    }
  });

  it('says when no carrier has answered yet', async () => {
    await openPage({ proposals: [] });
    expect(await section().findByText('Aucune proposition pour le moment.')).toBeInTheDocument();
    expect(section().getByText("Les propositions des transporteurs s'afficheront ici dès leur arrivée.")).toBeVisible();
  });

  it('chooses a carrier only once the shipper confirms, then shows the offer scheduled, its mission and the others refused', async () => {
    let mission: TMissionDetail | null = null;
    const { calls, user } = await openPage({}, ({ url, init }, server) => {
      if (url.pathname === '/api/missions/of-offer/x7Kp2mQa') {
        return mission ? jsonResponse(200, mission) : jsonResponse(404, { code: 'NOT_FOUND', message: 'Introuvable.' });
      }
      if (init.method !== 'POST' || url.pathname !== `/api/proposals/${atlas.id}/accept`) return undefined;
      mission = makeShipperMissionDetail();
      server.offer = makeOffer({ status: 'scheduled', version: 4 });
      server.proposals = [
        { ...atlas, status: 'validated' },
        { ...sahel, status: 'refused' },
      ];
      return jsonResponse(200, { mission_id: '00000000-0000-4000-8000-0000000000e1' });
    });
    const path = `/api/proposals/${atlas.id}/accept`;
    await listed();

    await user.click(itemOf('Transports Atlas Express').getByRole('button', { name: 'Accepter' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Choisir ce transporteur' }));
    expect(
      dialog.getByText(/Vous confiez cette expédition à Transports Atlas Express au prix de 80\s000\sDZD HT\./),
    ).toBeInTheDocument();
    expect(dialog.getByText(/Choisir ce transporteur refuse les autres propositions en attente/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledWith(calls, 'POST', path)).toEqual([]);

    await user.click(itemOf('Transports Atlas Express').getByRole('button', { name: 'Accepter' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Choisir ce transporteur' }));
    await user.click(dialog.getByRole('button', { name: 'Choisir ce transporteur' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledWith(calls, 'POST', path)).toHaveLength(1);
    // The offer is read again: it left the exchange.
    expect(calledWith(calls, 'GET', '/api/offers/x7Kp2mQa')).toHaveLength(2);
    // Scheduled: the offer beside its title, and the mission the choice made, at once, without a reload.
    await waitFor(() => expect(screen.getAllByText('Planifiée')).toHaveLength(2));
    expect(within(screen.getByRole('region', { name: 'Mission' })).getByText('Planifiée')).toBeInTheDocument();
    await waitFor(() => expect(itemOf('Transports Atlas Express').getByText('Acceptée')).toBeInTheDocument());
    expect(itemOf('Sahel Trans').getByText('Refusée')).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Refuser' })).not.toBeInTheDocument();
  });

  it('refuses a proposal once confirmed', async () => {
    const { calls, user } = await openPage({}, ({ url, init }, server) => {
      if (init.method !== 'POST' || url.pathname !== `/api/proposals/${sahel.id}/refuse`) return undefined;
      server.proposals = [atlas, { ...sahel, status: 'refused' }];
      return jsonResponse(200, { success: true });
    });
    await listed();
    await user.click(itemOf('Sahel Trans').getByRole('button', { name: 'Refuser' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refuser la proposition' }));
    expect(dialog.getByText(/La proposition de Sahel Trans à 85\s000\sDZD HT sera refusée/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Refuser la proposition' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledWith(calls, 'POST', `/api/proposals/${sahel.id}/refuse`)).toHaveLength(1);
    await waitFor(() => expect(itemOf('Sahel Trans').getByText('Refusée')).toBeInTheDocument());
    expect(itemOf('Sahel Trans').queryByRole('button')).not.toBeInTheDocument();
    expect(itemOf('Transports Atlas Express').getByRole('button', { name: 'Accepter' })).toBeInTheDocument();
  });

  it('says why when the offer left the exchange meanwhile (409), and reads it again', async () => {
    const message =
      "Cette offre n'est plus disponible : un transporteur a déjà été choisi, ou elle a été retirée de la bourse.";
    const { calls, user } = await openPage({}, ({ init }, server) => {
      if (init.method !== 'POST') return undefined;
      server.offer = makeOffer({ status: 'cancelled', cancel_reason: null });
      return jsonResponse(409, { code: 'OFFER_NOT_AVAILABLE', message });
    });
    await listed();
    await user.click(itemOf('Sahel Trans').getByRole('button', { name: 'Accepter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choisir ce transporteur' }));
    await user.click(dialog.getByRole('button', { name: 'Choisir ce transporteur' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(calledWith(calls, 'GET', '/api/offers/x7Kp2mQa')).toHaveLength(2));
    expect(await screen.findByText('Annulée')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(section().queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
  });

  it('says when the proposals cannot be loaded, with a way to ask again', async () => {
    let isDown = true;
    const { user } = await openPage({}, ({ url }) =>
      isDown && url.pathname.endsWith('/proposals')
        ? jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'Service momentanément indisponible.' })
        : undefined,
    );
    const alert = await section().findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Impossible de charger les propositions.');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await listed()).toHaveLength(2);
  });
});
