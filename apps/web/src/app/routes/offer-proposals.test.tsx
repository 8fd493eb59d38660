import type { TFreightDetail, TProposal } from '@tariq/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDriver } from '@tariq/contracts/drivers';
import { DRIVER_ID, OTHER_DRIVER_ID, makeDriver, makeDriversList, makeOtherDriver } from '../../test/drivers';
import { makeProposal } from '../../test/proposals';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeFreightDetail } from '../../test/freights';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

type TServer = { freight: TFreightDetail; proposals: TProposal[]; drivers: TDriver[] };
type THandler = (call: TFakeCall, body: unknown, server: TServer) => Response | undefined;

/**
 * The API around one offer as a carrier sees it: `server` holds the offer and the company's proposals
 * on it, as the server would now (a handler changes them as the server would). `handle` answers the
 * proposal calls first; what it leaves is read from `server`, or is a 404.
 */
function serveProposals(server: TServer, handle: THandler = () => undefined) {
  return serveFetch(({ url, init }) => {
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const answer = handle({ url, init }, body, server);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/freights/favorite/uids') return jsonResponse(200, { data: [] });
    if (method === 'GET' && url.pathname === '/api/drivers') return jsonResponse(200, makeDriversList(server.drivers));
    if (method === 'GET' && url.pathname === `/api/freights/${server.freight.uid}/proposals`)
      return jsonResponse(200, { data: server.proposals });
    if (method === 'GET' && url.pathname === `/api/freights/${server.freight.uid}`)
      return jsonResponse(200, server.freight);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

const requests = (calls: TFakeCall[], method: string, pathname: string) =>
  calls
    .filter((call) => (call.init.method ?? 'GET') === method && call.url.pathname === pathname)
    .map((call) => (call.init.body ? (JSON.parse(String(call.init.body)) as unknown) : null));

/** The texts of an element, each piece as a reader sees it (badges, price, comment, time, buttons). */
const pieces = (element: HTMLElement) =>
  [...element.querySelectorAll('*')]
    .filter((node) => node.children.length === 0 && node.textContent.trim())
    .map((node) => node.textContent.replace(/\s+/g, ' ').trim());

/** The items of 'Vos propositions', each as the pieces it shows. */
async function myProposals(): Promise<string[][]> {
  const section = within(await screen.findByRole('region', { name: 'Vos propositions' }));
  return section.getAllByRole('listitem').map(pieces);
}

async function openPage(server: Partial<TServer> = {}, handle?: THandler) {
  const state: TServer = {
    freight: makeFreightDetail(),
    proposals: [],
    drivers: [makeDriver(), makeOtherDriver()],
    ...server,
  };
  const calls = serveProposals(state, handle);
  const view = renderRoute(`/offres/${state.freight.uid}`, makeUser());
  await screen.findByRole('heading', { level: 1, name: 'Rouiba (Alger) → Es Senia (Oran)' }, { timeout: 10_000 });
  return { ...view, calls, state, user: userEvent.setup() };
}

const NOT_AVAILABLE = {
  code: 'OFFER_NOT_AVAILABLE',
  message: "Cette offre n'est plus disponible : un transporteur a déjà été choisi, ou elle a été retirée de la bourse.",
};

describe('the proposals of a carrier on an offer', () => {
  it('proposes a price with a comment and a new departure date, then lists the proposal', async () => {
    const { calls, user } = await openPage({}, ({ url, init }, body, server) => {
      if (init.method !== 'POST' || url.pathname !== '/api/freights/x7Kp2mQa/proposals') return undefined;
      const proposal = makeProposal({ ...(body as Partial<TProposal>), created_at: new Date().toISOString() });
      server.proposals = [proposal];
      return jsonResponse(201, proposal);
    });
    expect(screen.queryByRole('region', { name: 'Vos propositions' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Proposer un prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Proposer un prix' }));
    expect(dialog.getByText(/Prix de l'offre : 85\s000\sDZD HT/)).toBeInTheDocument();
    const price = dialog.getByRole('textbox', { name: 'Votre prix HT' });
    await user.type(price, '78500,5');
    const comment = dialog.getByRole('textbox', { name: 'Commentaire (facultatif)' });
    await user.type(comment, 'Semi bâchée disponible la veille');
    expect(comment).toHaveAccessibleDescription('32 / 200 caractères');
    const departure = dialog.getByLabelText('Nouvelle date de départ (facultatif)');
    expect(departure).toHaveAccessibleDescription(/Date prévue par l'expéditeur : 1 déc\. 2026/);
    await user.type(departure, '30/11/2026');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la proposition' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests(calls, 'POST', '/api/freights/x7Kp2mQa/proposals')).toEqual([
      {
        price: 78500.5,
        comment: 'Semi bâchée disponible la veille',
        departure_date: '2026-11-30',
        arrival_date: null,
        // No driver chosen: the mission, if any, will have none until the carrier names one.
        driver_id: null,
      },
    ]);
    expect(await myProposals()).toEqual([
      [
        '78 500,50 DZD HT',
        'En attente',
        'Départ demandé : 30 nov. 2026',
        'Semi bâchée disponible la veille',
        expect.stringMatching(/^Envoyée /),
        'Retirer',
      ],
    ]);
    expect(requests(calls, 'GET', '/api/freights/x7Kp2mQa/proposals')).toHaveLength(2);
  });

  it('checks the form as the server will before sending anything', async () => {
    const { calls, user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Proposer un prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Proposer un prix' }));
    const send = dialog.getByRole('button', { name: 'Envoyer la proposition' });
    await user.click(send);
    const price = dialog.getByRole('textbox', { name: 'Votre prix HT' });
    await waitFor(() => expect(price).toHaveAccessibleDescription('Ce champ est obligatoire'));
    expect(price).toBeInvalid();

    await user.type(price, '80000');
    await user.type(dialog.getByLabelText('Nouvelle date de départ (facultatif)'), '2026-12-05');
    const arrival = dialog.getByLabelText("Nouvelle date d'arrivée (facultatif)");
    await user.type(arrival, '2026-12-04');
    await user.click(send);
    await waitFor(() =>
      expect(arrival).toHaveAccessibleDescription(/La date d'arrivée doit être le jour du départ ou après/),
    );
    expect(price).toBeValid();
    expect(requests(calls, 'POST', '/api/freights/x7Kp2mQa/proposals')).toEqual([]);
  });

  it("shows the server's refusal of a field under that field", async () => {
    const { user } = await openPage({}, ({ init }) =>
      init.method === 'POST'
        ? jsonResponse(400, {
            code: 'VALIDATION',
            message: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
            fields: { departure_date: "La date ne peut pas être antérieure à aujourd'hui" },
          })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Proposer un prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Proposer un prix' }));
    const price = dialog.getByRole('textbox', { name: 'Votre prix HT' });
    await user.type(price, '80000');
    const departure = dialog.getByLabelText('Nouvelle date de départ (facultatif)');
    await user.type(departure, '2026-11-24');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la proposition' }));

    await waitFor(() =>
      expect(departure).toHaveAccessibleDescription(/La date ne peut pas être antérieure à aujourd'hui/),
    );
    expect(departure).toBeInvalid();
    expect(price).toBeValid();
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
    );
  });

  it("accepts at the offer's price only once the carrier confirms the price it commits to", async () => {
    const { calls, user } = await openPage({}, ({ url, init }, _body, server) => {
      if (init.method !== 'POST' || url.pathname !== '/api/freights/x7Kp2mQa/accept') return undefined;
      const acceptance = makeProposal({ kind: 'acceptance', price: 85000 });
      server.proposals = [acceptance];
      return jsonResponse(201, acceptance);
    });
    const path = '/api/freights/x7Kp2mQa/accept';

    await user.click(screen.getByRole('button', { name: 'Accepter au prix' }));
    let dialog = within(await screen.findByRole('dialog', { name: "Accepter l'offre au prix" }));
    expect(
      dialog.getByText(/Vous vous engagez à réaliser ce transport au prix de 85\s000\sDZD HT\./),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests(calls, 'POST', path)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accepter au prix' }));
    dialog = within(await screen.findByRole('dialog', { name: "Accepter l'offre au prix" }));
    await user.click(dialog.getByRole('button', { name: /^Accepter à 85\s000\sDZD$/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The price committed to goes with it: the server refuses it if the shipper changed it meanwhile.
    expect(requests(calls, 'POST', path)).toEqual([{ expected_price: 85000, driver_id: null }]);
    expect((await myProposals())[0]).toEqual(
      expect.arrayContaining(['85 000 DZD HT', "Au prix de l'offre", 'En attente']),
    );
    // The offer is read again as the dialog opens: the price shown is the one asked now.
    expect(requests(calls, 'GET', '/api/freights/x7Kp2mQa').length).toBeGreaterThanOrEqual(2);
  });

  it('says in the dialog that an instant booking makes the mission the carrier’s at once', async () => {
    const { user } = await openPage({ freight: makeFreightDetail({ instant_booking: true }) }, ({ url, init }) => {
      if (init.method !== 'POST' || url.pathname !== '/api/freights/x7Kp2mQa/accept') return undefined;
      return jsonResponse(201, makeProposal({ kind: 'acceptance', status: 'validated', price: 85000 }));
    });
    await user.click(screen.getByRole('button', { name: 'Accepter au prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Accepter l'offre au prix" }));
    expect(
      dialog.getByText(/^Réservation immédiate : en acceptant, la mission vous est confiée aussitôt/),
    ).toBeInTheDocument();
    expect(dialog.queryByText(/Si l'expéditeur retient votre acceptation/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: /^Accepter à 85\s000\sDZD$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no acceptance at the price when the offer has none', async () => {
    await openPage({ freight: makeFreightDetail({ price: null }) });
    expect(screen.getByRole('button', { name: 'Proposer un prix' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accepter au prix' })).not.toBeInTheDocument();
  });

  it('withdraws a pending proposal once confirmed, and keeps the others as history', async () => {
    const pending = makeProposal({ price: 79000, comment: 'Retour à vide' });
    const replaced = makeProposal({ id: '00000000-0000-4000-8000-0000000000d0', status: 'replaced', price: 82000 });
    const { calls, user } = await openPage({ proposals: [pending, replaced] }, ({ url, init }, _body, server) => {
      if (init.method !== 'DELETE') return undefined;
      expect(url.pathname).toBe(`/api/proposals/${pending.id}`);
      server.proposals = [{ ...pending, status: 'withdrawn' }, replaced];
      return jsonResponse(200, { success: true });
    });
    expect(await myProposals()).toEqual([
      ['79 000 DZD HT', 'En attente', 'Retour à vide', expect.stringMatching(/^Envoyée /), 'Retirer'],
      ['82 000 DZD HT', 'Remplacée', expect.stringMatching(/^Envoyée /)],
    ]);

    await user.click(screen.getByRole('button', { name: 'Retirer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Retirer votre proposition' }));
    expect(dialog.getByText(/L'expéditeur ne verra plus votre proposition à 79\s000\sDZD HT\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Retirer la proposition' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests(calls, 'DELETE', `/api/proposals/${pending.id}`)).toHaveLength(1);
    await waitFor(async () =>
      expect((await myProposals())[0]).toEqual(['79 000 DZD HT', 'Retirée', 'Retour à vide', expect.any(String)]),
    );
    expect(screen.queryByRole('button', { name: 'Retirer' })).not.toBeInTheDocument();
  });

  it('keeps the history of an offer that left the exchange, with nothing left to do', async () => {
    // Expired while the carrier's proposal still waited: the server keeps it pending.
    const pending = makeProposal({ price: 79000 });
    const earlier = makeProposal({ id: '00000000-0000-4000-8000-0000000000d0', status: 'replaced', price: 82000 });
    await openPage({
      freight: makeFreightDetail({ available: false, status: 'expired', contact: null }),
      proposals: [pending, earlier],
    });
    expect(await myProposals()).toEqual([
      ['79 000 DZD HT', 'En attente', expect.stringMatching(/^Envoyée /)],
      ['82 000 DZD HT', 'Remplacée', expect.stringMatching(/^Envoyée /)],
    ]);
    expect(screen.getByText("Cette offre n'est plus disponible.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Proposer un prix|Accepter au prix|Retirer/ })).not.toBeInTheDocument();
  });

  it('says why when the offer was taken meanwhile (409), and reads the offer again', async () => {
    const { calls, user } = await openPage({}, ({ init }, _body, server) => {
      if (init.method !== 'POST') return undefined;
      server.freight = makeFreightDetail({ available: false, status: 'scheduled', contact: null });
      return jsonResponse(409, NOT_AVAILABLE);
    });
    await user.click(screen.getByRole('button', { name: 'Proposer un prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Proposer un prix' }));
    await user.type(dialog.getByRole('textbox', { name: 'Votre prix HT' }), '80000');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la proposition' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(NOT_AVAILABLE.message);
    await waitFor(() => expect(requests(calls, 'GET', '/api/freights/x7Kp2mQa')).toHaveLength(2));
    expect(await screen.findByText("Cette offre n'est plus disponible.")).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Proposer un prix' })).not.toBeInTheDocument();
  });
});

describe('the driver a carrier names on a proposal or an acceptance', () => {
  const DRIVER_FIELD = 'Chauffeur (facultatif)';
  const REFUSED_DRIVER = {
    code: 'VALIDATION',
    message: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
    fields: { driver_id: 'Choix invalide' },
  };

  async function chooseDriver(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) {
    await waitFor(() => expect(field).toBeEnabled());
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: option }));
  }

  it('sends the driver chosen with the proposal', async () => {
    const { calls, user } = await openPage({}, ({ url, init }, body) =>
      init.method === 'POST' && url.pathname === '/api/freights/x7Kp2mQa/proposals'
        ? jsonResponse(201, makeProposal(body as Partial<TProposal>))
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Proposer un prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Proposer un prix' }));
    await user.type(dialog.getByRole('textbox', { name: 'Votre prix HT' }), '80000');
    const driver = dialog.getByRole('combobox', { name: DRIVER_FIELD });
    expect(driver).toHaveAccessibleDescription(/Il réalisera la mission si l'expéditeur retient votre proposition/);
    expect(driver).toHaveValue('Aucun chauffeur');
    await chooseDriver(user, driver, 'Samir Ouali · 00174 801 27');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la proposition' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests(calls, 'POST', '/api/freights/x7Kp2mQa/proposals')).toEqual([
      { price: 80000, comment: null, departure_date: null, arrival_date: null, driver_id: OTHER_DRIVER_ID },
    ]);
  });

  it('sends the driver chosen with an acceptance at the price', async () => {
    const { calls, user } = await openPage({}, ({ url, init }) =>
      init.method === 'POST' && url.pathname === '/api/freights/x7Kp2mQa/accept'
        ? jsonResponse(201, makeProposal({ kind: 'acceptance', price: 85000, driver_id: DRIVER_ID }))
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Accepter au prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Accepter l'offre au prix" }));
    const driver = dialog.getByRole('combobox', { name: DRIVER_FIELD });
    expect(driver).toHaveAccessibleDescription(/Il réalisera la mission si l'expéditeur retient votre acceptation/);
    await chooseDriver(user, driver, 'Yacine Brahimi · 12345 116 16');
    await user.click(dialog.getByRole('button', { name: /^Accepter à 85\s000\sDZD$/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests(calls, 'POST', '/api/freights/x7Kp2mQa/accept')).toEqual([
      { expected_price: 85000, driver_id: DRIVER_ID },
    ]);
  });

  it('shows a driver the server refuses under the field of the proposal', async () => {
    const { user } = await openPage({}, ({ init }) =>
      init.method === 'POST' ? jsonResponse(400, REFUSED_DRIVER) : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Proposer un prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Proposer un prix' }));
    await user.type(dialog.getByRole('textbox', { name: 'Votre prix HT' }), '80000');
    const driver = dialog.getByRole('combobox', { name: DRIVER_FIELD });
    await chooseDriver(user, driver, 'Samir Ouali · 00174 801 27');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la proposition' }));

    await waitFor(() => expect(driver).toHaveAccessibleDescription(/Choix invalide/));
    expect(driver).toBeInvalid();
    expect(dialog.getByRole('textbox', { name: 'Votre prix HT' })).toBeValid();
    expect(dialog.getByRole('alert')).toHaveTextContent(REFUSED_DRIVER.message);
  });

  it('shows a driver the server refuses under the field of the acceptance', async () => {
    const { user } = await openPage({}, ({ init }) =>
      init.method === 'POST' ? jsonResponse(400, REFUSED_DRIVER) : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Accepter au prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Accepter l'offre au prix" }));
    const driver = dialog.getByRole('combobox', { name: DRIVER_FIELD });
    await chooseDriver(user, driver, 'Samir Ouali · 00174 801 27');
    await user.click(dialog.getByRole('button', { name: /^Accepter à 85\s000\sDZD$/ }));

    await waitFor(() => expect(driver).toHaveAccessibleDescription(/Choix invalide/));
    expect(driver).toBeInvalid();
  });

  it('sends a company with no driver yet to /chauffeurs, and the proposal names none', async () => {
    const { calls, user } = await openPage({ drivers: [] }, ({ url, init }, body) =>
      init.method === 'POST' && url.pathname === '/api/freights/x7Kp2mQa/proposals'
        ? jsonResponse(201, makeProposal(body as Partial<TProposal>))
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Proposer un prix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Proposer un prix' }));
    expect(await dialog.findByRole('link', { name: 'Ajouter un chauffeur' })).toHaveAttribute('href', '/chauffeurs');
    expect(dialog.queryByRole('combobox', { name: DRIVER_FIELD })).not.toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Votre prix HT' }), '80000');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la proposition' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests(calls, 'POST', '/api/freights/x7Kp2mQa/proposals')).toEqual([
      expect.objectContaining({ price: 80000, driver_id: null }),
    ]);
  });
});
