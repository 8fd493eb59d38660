import type { TMissionDetail, TOffer, TPodRound } from '@tariq/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, saveTokens } from '../../lib/tokens';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { hubStream } from '../../test/hub-stream';
import { makePod, makeShipperMissionDetail } from '../../test/missions';
import { makeNotification } from '../../test/notifications';
import { makeOffer, makeOfferList } from '../../test/offers';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const shipper = () =>
  makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], firstname: 'Amina', lastname: 'Benali' });

type TServer = { offer: TOffer; mission: TMissionDetail | null };
type THandler = (call: TFakeCall, body: unknown, server: TServer) => Response | undefined;

const MISSION = '/api/missions/00000000-0000-4000-8000-0000000000e1';
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Ressource introuvable.' };
const at = (time: string) => `2026-12-01T${time}:00.000Z`;

/** The API around one of the shipper's offers and its mission, as the server would hold them now. */
function serveMission(server: TServer, handle: THandler = () => undefined) {
  return serveFetch(({ url, init }) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = handle({ url, init }, body, server);
    if (answer) return answer;
    if ((init.method ?? 'GET') !== 'GET') return jsonResponse(404, NOT_FOUND);
    if (url.pathname === '/api/offers/my') return jsonResponse(200, makeOfferList({ data: [] }));
    if (url.pathname === `/api/offers/${server.offer.uid}/proposals`) return jsonResponse(200, { data: [] });
    if (url.pathname === `/api/offers/${server.offer.uid}`) return jsonResponse(200, server.offer);
    if (url.pathname === `/api/missions/of-offer/${server.offer.uid}`)
      return server.mission ? jsonResponse(200, server.mission) : jsonResponse(404, NOT_FOUND);
    return jsonResponse(404, NOT_FOUND);
  });
}

const bodies = (calls: TFakeCall[], pathname: string) =>
  calls
    .filter((call) => call.init.method === 'POST' && call.url.pathname === pathname)
    .map((call) => (call.init.body ? (JSON.parse(String(call.init.body)) as unknown) : null));

const panel = () => within(screen.getByRole('region', { name: 'Mission' }));

/** Answers POST `pathname` with the mission `change` makes, as the server would. */
function onPost(pathname: string, change: (body: unknown) => Partial<TMissionDetail>): THandler {
  return ({ url, init }, body, server) => {
    if (init.method !== 'POST' || url.pathname !== pathname || !server.mission) return undefined;
    server.mission = makeShipperMissionDetail({ ...server.mission, ...change(body) });
    return jsonResponse(200, server.mission);
  };
}

async function openPage(server: Partial<TServer> = {}, handle?: THandler) {
  const state: TServer = {
    offer: makeOffer({ status: 'scheduled' }),
    mission: makeShipperMissionDetail(),
    ...server,
  };
  const calls = serveMission(state, handle);
  const view = renderRoute(`/expeditions/${state.offer.uid}`, shipper());
  await screen.findByRole('heading', { level: 1, name: 'Rouiba (Alger) → Es Senia (Oran)' }, { timeout: 10_000 });
  if (state.mission) await screen.findByRole('heading', { level: 3, name: 'Historique' });
  return { ...view, calls, state, user: userEvent.setup() };
}

const completed = (pod: Partial<TPodRound> = {}): Partial<TMissionDetail> => ({
  status: 'completed',
  charter_status: 'confirmed',
  started_at: at('07:00'),
  completed_at: at('15:00'),
  pickup_verified_at: at('07:30'),
  pod: makePod({ sent_at: at('15:00'), due_at: at('15:30'), reserves: 'Deux palettes filmées abîmées', ...pod }),
});

describe('the mission of a shipper on /expeditions/:uid', () => {
  it('shows the carrier, the charter order and the pickup form, and no code', async () => {
    await openPage();
    expect(panel().getByText('Transports Atlas Express')).toHaveAttribute('dir', 'auto');
    expect(panel().getByRole('link', { name: '+213 550 12 34 56' })).toHaveAttribute('href', 'tel:+213550123456');
    expect(panel().getByRole('link', { name: 'amina@cevital-agro.dz' })).toHaveAttribute(
      'href',
      'mailto:amina@cevital-agro.dz',
    );
    expect(panel().getByText(/^En attente de confirmation du transporteur jusqu'au 22 nov\. 2026/)).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: "Confirmer le bon d'affrètement" })).not.toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Annuler la mission' })).toBeInTheDocument();
    expect(panel().getByRole('textbox', { name: "Code d'enlèvement" })).toBeInTheDocument();
    // The proposals stay below the mission.
    expect(screen.getByRole('region', { name: 'Propositions' })).toBeInTheDocument();
  });

  it('shows no mission panel while the offer has no mission (404)', async () => {
    await openPage({ offer: makeOffer(), mission: null });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Chargement de la mission…' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Mission' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Propositions' })).toBeInTheDocument();
  });

  it('sends the pickup code, says a wrong one under the field, then shows the pickup verified', async () => {
    const { calls, user } = await openPage({}, ({ url, init }, body, server) => {
      if (init.method !== 'POST' || url.pathname !== `${MISSION}/pickup` || !server.mission) return undefined;
      if ((body as { code: string }).code !== '482913')
        return jsonResponse(400, {
          code: 'VALIDATION',
          message: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
          fields: { code: "Code d'enlèvement incorrect" },
        });
      server.mission = makeShipperMissionDetail({ ...server.mission, pickup_verified_at: '2026-12-01T07:30:00.000Z' });
      return jsonResponse(200, server.mission);
    });
    const code = panel().getByRole('textbox', { name: "Code d'enlèvement" });
    const submit = panel().getByRole('button', { name: "Vérifier l'enlèvement" });
    await user.type(code, '12ab');
    await user.click(submit);
    await waitFor(() => expect(code).toHaveAccessibleDescription(/Valeur invalide/));
    expect(bodies(calls, `${MISSION}/pickup`)).toEqual([]);

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(submit);
    await waitFor(() => expect(code).toHaveAccessibleDescription(/Code d'enlèvement incorrect/));
    expect(code).toBeInvalid();

    await user.clear(code);
    await user.type(code, '482913');
    await user.click(submit);
    expect(await panel().findByText(/^Enlèvement vérifié le 1 déc\. 2026/)).toBeInTheDocument();
    expect(bodies(calls, `${MISSION}/pickup`)).toEqual([{ code: '111111' }, { code: '482913' }]);
    expect(panel().queryByRole('textbox', { name: "Code d'enlèvement" })).not.toBeInTheDocument();
  });

  it('waives the pickup check only once confirmed in the dialog; the panel then says so', async () => {
    const { calls, user } = await openPage(
      { mission: makeShipperMissionDetail({ charter_status: 'confirmed' }) },
      onPost(`${MISSION}/pickup/waive`, () => ({ pickup_waived_at: '2026-12-01T06:55:00.000Z' })),
    );
    await user.click(panel().getByRole('button', { name: 'Lever la vérification' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lever la vérification' }));
    expect(dialog.getByText(/inscrit dans l'historique de la mission/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === `${MISSION}/pickup/waive`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Lever la vérification' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.url.pathname === `${MISSION}/pickup/waive`)).toHaveLength(1);
    const pickup = within(panel().getByRole('region', { name: 'Enlèvement' }));
    expect(pickup.getByText(/^Vérification de l'enlèvement levée par l'expéditeur le/)).toBeInTheDocument();
    expect(pickup.queryByRole('textbox')).not.toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Lever la vérification' })).not.toBeInTheDocument();
  });

  it('says why once the pickup check is locked (409)', async () => {
    const locked = {
      code: 'PICKUP_LOCKED',
      message: "Trop de codes erronés : l'enlèvement ne peut plus être vérifié par code. Contactez le transporteur.",
    };
    const { user } = await openPage({}, ({ init }) => (init.method === 'POST' ? jsonResponse(409, locked) : undefined));
    await user.type(panel().getByRole('textbox', { name: "Code d'enlèvement" }), '222222');
    await user.click(panel().getByRole('button', { name: "Vérifier l'enlèvement" }));
    expect(await panel().findByRole('alert')).toHaveTextContent(locked.message);
    expect(panel().queryByRole('textbox', { name: "Code d'enlèvement" })).not.toBeInTheDocument();
  });

  it('says the pickup check is locked when the mission says so, without a form to try again', async () => {
    await openPage({ mission: makeShipperMissionDetail({ pickup_locked: true }) });
    expect(await panel().findByRole('alert')).toHaveTextContent(
      "Trop de codes erronés : l'enlèvement ne peut plus être vérifié par code. Contactez le transporteur.",
    );
    expect(panel().queryByRole('textbox', { name: "Code d'enlèvement" })).not.toBeInTheDocument();
  });

  it('accepts the proof of delivery once confirmed', async () => {
    const { calls, user } = await openPage(
      { mission: makeShipperMissionDetail(completed()) },
      onPost(`${MISSION}/pod/accept`, () => completed({ status: 'accepted' })),
    );
    const pod = within(panel().getByRole('region', { name: 'Preuve de livraison' }));
    expect(pod.getByText('En attente de validation')).toBeInTheDocument();
    expect(pod.getByText('Deux palettes filmées abîmées')).toHaveAttribute('dir', 'auto');
    expect(pod.getByRole('button', { name: 'Télécharger cmr.pdf' })).toBeInTheDocument();
    await user.click(pod.getByRole('button', { name: 'Accepter la preuve de livraison' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accepter la preuve de livraison' }));
    await user.click(dialog.getByRole('button', { name: 'Accepter' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies(calls, `${MISSION}/pod/accept`)).toEqual([null]);
    expect(await pod.findByText('Acceptée')).toBeInTheDocument();
    expect(pod.queryByRole('button', { name: 'Accepter la preuve de livraison' })).not.toBeInTheDocument();
  });

  it('contests the proof of delivery only with a reason', async () => {
    const { calls, user } = await openPage(
      { mission: makeShipperMissionDetail(completed()) },
      onPost(`${MISSION}/pod/contest`, (body) =>
        completed({ status: 'contested', contest_reason: (body as { reason: string }).reason }),
      ),
    );
    await user.click(panel().getByRole('button', { name: 'Contester' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contester la preuve de livraison' }));
    const confirm = dialog.getByRole('button', { name: 'Contester la preuve de livraison' });
    await user.click(confirm);
    const reason = dialog.getByRole('textbox', { name: 'Motif de la contestation' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Ce champ est obligatoire/));
    expect(bodies(calls, `${MISSION}/pod/contest`)).toEqual([]);

    await user.type(reason, '3 palettes manquantes');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies(calls, `${MISSION}/pod/contest`)).toEqual([{ reason: '3 palettes manquantes' }]);
    const pod = within(panel().getByRole('region', { name: 'Preuve de livraison' }));
    expect(pod.getByText('Contestée')).toBeInTheDocument();
    expect(pod.getByText('3 palettes manquantes')).toBeInTheDocument();
  });

  it('shows every round of the proof, and answers the latest one', async () => {
    const first = makePod({
      sent_at: at('15:00'),
      due_at: at('15:30'),
      status: 'contested',
      decided_at: at('15:10'),
      contest_reason: 'Il manque 3 palettes',
    });
    const second = (change: Partial<TPodRound> = {}) =>
      makePod(
        {
          sent_at: at('16:00'),
          due_at: at('16:30'),
          reserves: '3 palettes livrées le lendemain',
          files: [
            { id: '00000000-0000-4000-8000-0000000000f2', name: 'cmr-2.pdf', mime: 'application/pdf', size: 4096 },
          ],
          ...change,
        },
        first.rounds,
      );
    const { calls, user } = await openPage(
      { mission: makeShipperMissionDetail({ ...completed(), pod: second() }) },
      onPost(`${MISSION}/pod/accept`, () => ({ pod: second({ status: 'accepted', decided_at: at('16:05') }) })),
    );
    const pod = within(panel().getByRole('region', { name: 'Preuve de livraison' }));
    expect(pod.getByText('Preuve n°2')).toBeInTheDocument();
    expect(pod.getByText('En attente de validation')).toBeInTheDocument();
    expect(pod.getByText(/^À accepter ou contester avant le 1 déc\. 2026/)).toBeInTheDocument();
    expect(pod.getByText('3 palettes livrées le lendemain')).toBeInTheDocument();
    expect(pod.getByRole('button', { name: 'Télécharger cmr-2.pdf' })).toBeInTheDocument();
    const earlier = within(pod.getByRole('region', { name: 'Preuves précédentes' }));
    expect(earlier.getByText('Preuve n°1')).toBeInTheDocument();
    expect(earlier.getByText('Contestée')).toBeInTheDocument();
    expect(earlier.getByText('Il manque 3 palettes')).toBeInTheDocument();
    expect(earlier.getByText(/^Envoyée le 1 déc\. 2026.* · Réponse le 1 déc\. 2026/)).toBeInTheDocument();
    expect(earlier.getByRole('button', { name: 'Télécharger cmr.pdf' })).toBeInTheDocument();
    // Only the latest round is answered.
    expect(pod.getAllByRole('button', { name: 'Accepter la preuve de livraison' })).toHaveLength(1);
    expect(pod.queryByRole('button', { name: 'Envoyer une nouvelle preuve' })).not.toBeInTheDocument();

    await user.click(pod.getByRole('button', { name: 'Accepter la preuve de livraison' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accepter la preuve de livraison' }));
    await user.click(dialog.getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies(calls, `${MISSION}/pod/accept`)).toEqual([null]);
    expect(await pod.findByText('Acceptée')).toBeInTheDocument();
    expect(earlier.getByText('Contestée')).toBeInTheDocument();
  });

  it('says the carrier may send a new proof once contested, and shows it as soon as the hub tells of it', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh', mercure_token: 'hub-token' });
    try {
      const hub = hubStream();
      const first = makePod({ status: 'contested', decided_at: at('15:10'), contest_reason: 'Illisible' });
      const { state } = await openPage(
        { mission: makeShipperMissionDetail({ ...completed(), pod: first }) },
        ({ url }) => (url.pathname === '/.well-known/mercure' ? hub.response : undefined),
      );
      const pod = within(panel().getByRole('region', { name: 'Preuve de livraison' }));
      expect(
        pod.getByText(
          'Vous avez contesté cette preuve de livraison : le transporteur peut vous en envoyer une nouvelle.',
        ),
      ).toBeInTheDocument();
      expect(pod.queryByRole('button', { name: 'Accepter la preuve de livraison' })).not.toBeInTheDocument();

      state.mission = makeShipperMissionDetail({
        ...state.mission!,
        pod: makePod({ sent_at: at('16:00'), due_at: at('16:30') }, first.rounds),
      });
      hub.push(
        makeNotification({
          type: 5,
          data: {
            offre_uid: state.offer.uid,
            status: 4,
            action: 'pod_resent',
            transporteurname: 'Transports Atlas Express',
          },
        }),
        9,
      );
      expect(await pod.findByText('Preuve n°2')).toBeInTheDocument();
      expect(pod.getByRole('button', { name: 'Accepter la preuve de livraison' })).toBeInTheDocument();
    } finally {
      clearTokens();
    }
  });

  it('rates the carrier with stars and a comment, then shows the rating given and the carrier’s new average', async () => {
    const carrier = makeShipperMissionDetail().carrier;
    const { calls, user } = await openPage(
      {
        mission: makeShipperMissionDetail({
          ...completed({ status: 'accepted' }),
          carrier: { ...carrier, rating: { average: 3, count: 1 } },
        }),
      },
      onPost(`${MISSION}/rating`, (body) => ({
        my_rating: body as { stars: number; comment: string | null },
        carrier: { ...carrier, rating: { average: 3.5, count: 2 } },
      })),
    );
    expect(panel().getByRole('img', { name: 'Note : 3 sur 5, 1 avis' })).toBeInTheDocument();
    const rating = within(panel().getByRole('region', { name: 'Notation' }));
    await user.click(rating.getByRole('button', { name: 'Envoyer la note' }));
    expect(await rating.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(bodies(calls, `${MISSION}/rating`)).toEqual([]);

    expect(rating.getByRole('radiogroup', { name: 'Notez le transporteur' })).toBeInTheDocument();
    // As a keyboard user: Enter on the fourth star chooses it, and does not send the form yet.
    rating.getByRole('radio', { name: '4 étoiles' }).focus();
    await user.keyboard('{Enter}');
    const comment = rating.getByRole('textbox', { name: 'Commentaire (facultatif)' });
    await user.type(comment, 'Ponctuel et soigneux');
    expect(comment).toHaveAccessibleDescription('20 / 500 caractères');
    await user.click(rating.getByRole('button', { name: 'Envoyer la note' }));

    expect(await rating.findByText('Votre note : 4 sur 5')).toBeInTheDocument();
    // The carrier's average and count beside its name follow at once, without a reload.
    expect(panel().getByRole('img', { name: 'Note : 3,5 sur 5, 2 avis' })).toBeInTheDocument();
    expect(bodies(calls, `${MISSION}/rating`)).toEqual([{ stars: 4, comment: 'Ponctuel et soigneux' }]);
    expect(rating.getByText('Ponctuel et soigneux')).toHaveAttribute('dir', 'auto');
    expect(rating.queryByRole('button', { name: 'Envoyer la note' })).not.toBeInTheDocument();
  });

  it('lists the timeline in order, each event with who and when', async () => {
    await openPage({
      mission: makeShipperMissionDetail({
        ...completed({ status: 'contested', contest_reason: 'Palettes manquantes' }),
        timeline: [
          { event: 'created', at: at('06:00'), by: 'shipper', reason: null, round: null },
          { event: 'charter_tacitly_confirmed', at: at('06:30'), by: 'system', reason: null, round: null },
          { event: 'pickup_verified', at: at('07:30'), by: 'shipper', reason: null, round: null },
          { event: 'started', at: at('07:35'), by: 'carrier', reason: null, round: null },
          { event: 'completed', at: at('15:00'), by: 'carrier', reason: null, round: 1 },
          { event: 'pod_contested', at: at('15:10'), by: 'shipper', reason: 'Palettes manquantes', round: 1 },
        ],
      }),
    });
    const timeline = within(panel().getByRole('region', { name: 'Historique' }));
    const items = timeline.getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      "Transporteur retenu, bon d'affrètement envoyé",
      "Bon d'affrètement confirmé tacitement",
      'Enlèvement vérifié',
      'Mission démarrée',
      'Mission terminée, preuve de livraison envoyée',
      'Preuve de livraison contestée',
    ]);
    expect(items[1]).toHaveTextContent(/Plateforme · 1 déc\. 2026/);
    expect(items[3]).toHaveTextContent(/Transporteur · 1 déc\. 2026/);
    expect(items[5]).toHaveTextContent(/Expéditeur · .*Motif : Palettes manquantes/);
    expect(
      within(items[0]!)
        .getByText(/1 déc\. 2026/)
        .closest('time'),
    ).toHaveAttribute('datetime', at('06:00'));
  });

  it('tells each proof by its number once a new one was sent, with the reason of each contest', async () => {
    await openPage({
      mission: makeShipperMissionDetail({
        ...completed(),
        timeline: [
          { event: 'created', at: at('06:00'), by: 'shipper', reason: null, round: null },
          { event: 'completed', at: at('15:00'), by: 'carrier', reason: null, round: 1 },
          { event: 'pod_contested', at: at('15:10'), by: 'shipper', reason: 'Il manque 3 palettes', round: 1 },
          { event: 'pod_resent', at: at('16:00'), by: 'carrier', reason: null, round: 2 },
          { event: 'pod_tacitly_accepted', at: at('16:30'), by: 'system', reason: null, round: 2 },
        ],
      }),
    });
    const timeline = within(panel().getByRole('region', { name: 'Historique' }));
    const items = timeline.getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      "Transporteur retenu, bon d'affrètement envoyé",
      'Mission terminée, preuve n°1 envoyée',
      'Preuve n°1 contestée',
      'Preuve n°2 envoyée',
      'Preuve n°2 acceptée tacitement',
    ]);
    expect(items[2]).toHaveTextContent(/Expéditeur · .*Motif : Il manque 3 palettes/);
    expect(items[3]).toHaveTextContent(/Transporteur · 1 déc\. 2026/);
  });
});
