import type { TFreightDetail, TMissionDetail } from '@tariq/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, saveTokens } from '../../lib/tokens';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeFreightDetail } from '../../test/freights';
import { hubStream } from '../../test/hub-stream';
import { makeMissionDetail, makePod } from '../../test/missions';
import { makeNotification } from '../../test/notifications';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

type TServer = { freight: TFreightDetail; mission: TMissionDetail | null };
type THandler = (call: TFakeCall, server: TServer) => Response | undefined;

const MISSION = '/api/missions/00000000-0000-4000-8000-0000000000e1';
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Ressource introuvable.' };

/**
 * The API around one offer a carrier was given: `server` holds the offer and the company's mission on
 * it as the server would now (null: none). `handle` answers the mission's actions first; the rest is
 * read from `server`, or is a 404.
 */
function serveMission(server: TServer, handle: THandler = () => undefined) {
  return serveFetch(({ url, init }) => {
    const answer = handle({ url, init }, server);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    if (method !== 'GET') return jsonResponse(404, NOT_FOUND);
    if (url.pathname === '/api/freights/favorite/uids') return jsonResponse(200, { data: [] });
    if (url.pathname === `/api/freights/${server.freight.uid}/proposals`) return jsonResponse(200, { data: [] });
    if (url.pathname === `/api/freights/${server.freight.uid}`) return jsonResponse(200, server.freight);
    if (url.pathname === `/api/missions/of-offer/${server.freight.uid}`)
      return server.mission ? jsonResponse(200, server.mission) : jsonResponse(404, NOT_FOUND);
    return jsonResponse(404, NOT_FOUND);
  });
}

const posts = (calls: TFakeCall[], pathname: string) =>
  calls.filter((call) => call.init.method === 'POST' && call.url.pathname === pathname);

const panel = () => within(screen.getByRole('region', { name: 'Mission' }));

async function openPage(server: Partial<TServer> = {}, handle?: THandler) {
  const state: TServer = {
    freight: makeFreightDetail({ available: false, status: 'scheduled' }),
    mission: makeMissionDetail(),
    ...server,
  };
  const calls = serveMission(state, handle);
  const view = renderRoute(`/offres/${state.freight.uid}`, makeUser());
  await screen.findByRole('heading', { level: 1, name: 'Rouiba (Alger) → Es Senia (Oran)' }, { timeout: 10_000 });
  if (state.mission) await screen.findByRole('heading', { level: 3, name: 'Historique' });
  return { ...view, calls, state, user: userEvent.setup() };
}

/** Answers POST `pathname` with the mission `change` makes, as the server would. */
function onPost(pathname: string, change: (mission: TMissionDetail) => Partial<TMissionDetail>): THandler {
  return ({ url, init }, server) => {
    if (init.method !== 'POST' || url.pathname !== pathname || !server.mission) return undefined;
    server.mission = makeMissionDetail({ ...server.mission, ...change(server.mission) });
    return jsonResponse(200, server.mission);
  };
}

describe('the mission of a carrier on /offres/:uid', () => {
  it('shows the shipper, the price, the references, the charter order and the pickup code', async () => {
    await openPage();
    const mission = panel();
    expect(mission.getByText('Planifiée')).toBeInTheDocument();
    // The numbers to give on the phone: the mission's and its charter order's (same digits).
    expect(mission.getByText('N° de mission').nextElementSibling).toHaveTextContent('MIS-26-0017');
    expect(mission.getByText("N° de bon d'affrètement").nextElementSibling).toHaveTextContent('BA-26-0017');
    expect(mission.getByText('Cevital Logistique')).toHaveAttribute('dir', 'auto');
    expect(mission.getByText(/^80\s000\sDZD HT$/)).toBeInTheDocument();
    // Who to call at the shipper, now that the deal is made.
    expect(mission.getByText('Amina Belkacem')).toBeInTheDocument();
    expect(mission.getByRole('link', { name: '+213 550 12 34 56' })).toHaveAttribute('href', 'tel:+213550123456');
    expect(mission.getByRole('link', { name: 'amina@cevital-agro.dz' })).toHaveAttribute(
      'href',
      'mailto:amina@cevital-agro.dz',
    );
    expect(mission.getByText('CHG-2026-118')).toBeInTheDocument();
    expect(mission.getByText('LIV-7781')).toBeInTheDocument();
    expect(mission.getByText("Bon d'affrètement en attente")).toBeInTheDocument();
    expect(mission.getByText(/^À confirmer avant le 22 nov\. 2026/)).toBeInTheDocument();
    expect(mission.getByRole('button', { name: "Télécharger le bon d'affrètement (PDF)" })).toBeInTheDocument();
    const pickup = within(mission.getByRole('region', { name: 'Enlèvement' }));
    expect(pickup.getByText('482913')).toBeInTheDocument();
    expect(pickup.queryByRole('textbox')).not.toBeInTheDocument();
    // The proposals of the offer stay below.
    expect(screen.queryByRole('button', { name: 'Proposer un prix' })).not.toBeInTheDocument();
  });

  it('shows the references the shipper adds as soon as the hub tells of them, without a reload', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh', mercure_token: 'hub-token' });
    try {
      const hub = hubStream();
      const { state } = await openPage({}, ({ url }) =>
        url.pathname === '/.well-known/mercure' ? hub.response : undefined,
      );
      expect(panel().queryByText('QUAI-11 / BL 2026-4471')).not.toBeInTheDocument();
      state.mission = makeMissionDetail({
        offer: { ...state.mission!.offer, loading_reference: 'QUAI-11 / BL 2026-4471' },
      });
      hub.push(makeNotification({ type: 3, data: { offre_uid: 'x7Kp2mQa', updatetype: 'reference' } }), 9);
      expect(await panel().findByText('QUAI-11 / BL 2026-4471')).toBeInTheDocument();
    } finally {
      clearTokens();
    }
  });

  it('does not call the offer unavailable when it left the exchange as this carrier’s mission; it does for another’s', async () => {
    await openPage();
    expect(screen.queryByText("Cette offre n'est plus disponible.")).not.toBeInTheDocument();
    cleanup();
    await openPage({ mission: null });
    expect(await screen.findByText("Cette offre n'est plus disponible.")).toBeInTheDocument();
  });

  it('shows no mission panel when the company has no mission on the offer (404)', async () => {
    const { calls } = await openPage({ freight: makeFreightDetail(), mission: null });
    expect(await screen.findByRole('button', { name: 'Proposer un prix' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname === '/api/missions/of-offer/x7Kp2mQa')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Chargement de la mission…' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Mission' })).not.toBeInTheDocument();
  });

  it('confirms the charter order once confirmed in the dialog, and the panel follows', async () => {
    const { calls, user } = await openPage(
      {},
      onPost(`${MISSION}/confirm`, () => ({
        charter_status: 'confirmed',
        timeline: [
          { event: 'created', at: '2026-11-22T10:00:00.000Z', by: 'shipper', reason: null, round: null },
          { event: 'charter_confirmed', at: '2026-11-22T10:05:00.000Z', by: 'carrier', reason: null, round: null },
        ],
      })),
    );
    await user.click(panel().getByRole('button', { name: "Confirmer le bon d'affrètement" }));
    const dialog = within(await screen.findByRole('dialog', { name: "Confirmer le bon d'affrètement" }));
    expect(dialog.getByText(/au prix de 80\s000\sDZD HT/)).toBeInTheDocument();
    expect(posts(calls, `${MISSION}/confirm`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Confirmer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, `${MISSION}/confirm`)).toHaveLength(1);
    const charter = within(panel().getByRole('region', { name: "Bon d'affrètement" }));
    expect(charter.getByText("Bon d'affrètement confirmé")).toBeInTheDocument();
    expect(charter.getByText('Confirmé par le transporteur.')).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: "Confirmer le bon d'affrètement" })).not.toBeInTheDocument();
    // Not before the shipper verified the pickup (or waived it): the panel says what it waits for.
    expect(panel().queryByRole('button', { name: 'Démarrer la mission' })).not.toBeInTheDocument();
    expect(panel().getByText(/^Vous pourrez démarrer une fois l'enlèvement vérifié/)).toBeInTheDocument();
    // The offer is read again: its status moved with the mission.
    expect(calls.filter((call) => call.url.pathname === '/api/freights/x7Kp2mQa').length).toBeGreaterThanOrEqual(2);
  });

  it('says the pickup check was waived, and lets the carrier start', async () => {
    await openPage({
      mission: makeMissionDetail({ charter_status: 'confirmed', pickup_waived_at: '2026-12-01T06:55:00.000Z' }),
    });
    const pickup = within(panel().getByRole('region', { name: 'Enlèvement' }));
    expect(
      pickup.getByText(/^Vérification de l'enlèvement levée par l'expéditeur le 1 déc\. 2026/),
    ).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Démarrer la mission' })).toBeInTheDocument();
  });

  it('says a tacit confirmation as such', async () => {
    await openPage({
      mission: makeMissionDetail({
        charter_status: 'confirmed',
        timeline: [
          { event: 'created', at: '2026-11-22T10:00:00.000Z', by: 'shipper', reason: null, round: null },
          {
            event: 'charter_tacitly_confirmed',
            at: '2026-11-22T10:30:00.000Z',
            by: 'system',
            reason: null,
            round: null,
          },
        ],
      }),
    });
    const charter = within(panel().getByRole('region', { name: "Bon d'affrètement" }));
    expect(charter.getByText("Bon d'affrètement confirmé tacitement")).toBeInTheDocument();
    expect(charter.getByText(/^Confirmé tacitement/)).toBeInTheDocument();
  });

  it('starts the mission once the charter order is confirmed and the pickup verified', async () => {
    const { calls, user } = await openPage(
      { mission: makeMissionDetail({ charter_status: 'confirmed', pickup_verified_at: '2026-12-01T06:55:00.000Z' }) },
      onPost(`${MISSION}/start`, () => ({ status: 'in_progress', started_at: '2026-12-01T07:00:00.000Z' })),
    );
    expect(panel().queryByRole('button', { name: "Confirmer le bon d'affrètement" })).not.toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: 'Démarrer la mission' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Démarrer la mission' }));
    await user.click(dialog.getByRole('button', { name: 'Démarrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, `${MISSION}/start`)).toHaveLength(1);
    expect(panel().getByText('En cours')).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Terminer la mission' })).toBeInTheDocument();
  });

  it("shows the server's refusal (409) in the dialog and reads the mission again", async () => {
    const conflict = {
      code: 'MISSION_STATUS_CONFLICT',
      message: "Cette action n'est pas possible dans le statut actuel de la mission.",
    };
    const { calls, user } = await openPage(
      { mission: makeMissionDetail({ charter_status: 'confirmed', pickup_waived_at: '2026-12-01T06:55:00.000Z' }) },
      ({ url, init }, server) => {
        if (init.method !== 'POST' || url.pathname !== `${MISSION}/start`) return undefined;
        server.mission = makeMissionDetail({
          status: 'cancelled',
          charter_status: 'confirmed',
          cancel_reason: 'Marchandise non prête',
        });
        return jsonResponse(409, conflict);
      },
    );
    await user.click(panel().getByRole('button', { name: 'Démarrer la mission' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Démarrer la mission' }));
    await user.click(dialog.getByRole('button', { name: 'Démarrer' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(conflict.message);
    await waitFor(() => expect(panel().getByText('Annulée')).toBeInTheDocument());
    expect(calls.filter((call) => call.url.pathname === '/api/missions/of-offer/x7Kp2mQa')).toHaveLength(2);
    await user.click(dialog.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(panel().queryByRole('button', { name: 'Démarrer la mission' })).not.toBeInTheDocument();
  });

  it('finishes the mission with the proof of delivery and reserves, as multipart', async () => {
    const { calls, user } = await openPage(
      { mission: makeMissionDetail({ status: 'in_progress', charter_status: 'confirmed' }) },
      onPost(`${MISSION}/finish`, () => ({
        status: 'completed',
        pod: makePod({ due_at: '2026-12-02T15:00:00.000Z', reserves: 'Deux palettes filmées abîmées' }),
      })),
    );
    await user.click(panel().getByRole('button', { name: 'Terminer la mission' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Terminer la mission' });
    const dialog = within(dialogElement);
    const input = dialogElement.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,image/webp');
    const cmr = new File(['%PDF-1.7'], 'cmr.pdf', { type: 'application/pdf' });
    const photo = new File(['jpeg'], 'quai.jpg', { type: 'image/jpeg' });
    await user.upload(input, [cmr, photo]);
    const reserves = dialog.getByRole('textbox', { name: 'Réserves (facultatif)' });
    await user.type(reserves, 'Deux palettes filmées abîmées');
    expect(reserves).toHaveAccessibleDescription('29 / 500 caractères');
    await user.click(dialog.getByRole('button', { name: 'Terminer la mission' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [finish] = posts(calls, `${MISSION}/finish`);
    const body = finish!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.getAll('files') as File[]).map((file) => file.name)).toEqual(['cmr.pdf', 'quai.jpg']);
    expect(body.get('reserves')).toBe('Deux palettes filmées abîmées');
    const pod = within(panel().getByRole('region', { name: 'Preuve de livraison' }));
    expect(pod.getByText('En attente de validation')).toBeInTheDocument();
    expect(pod.getByRole('button', { name: 'Télécharger cmr.pdf' })).toBeInTheDocument();
    expect(pod.getByText('Deux palettes filmées abîmées')).toBeInTheDocument();
    expect(panel().getByText('Terminée')).toBeInTheDocument();
  });

  it('declares the waiting at each site with the proof, and the proof says it', async () => {
    const { calls, user } = await openPage(
      { mission: makeMissionDetail({ status: 'in_progress', charter_status: 'confirmed' }) },
      onPost(`${MISSION}/finish`, () => ({
        status: 'completed',
        pod: makePod({ waiting_at_loading_minutes: 160, waiting_at_unloading_minutes: 45 }),
      })),
    );
    await user.click(panel().getByRole('button', { name: 'Terminer la mission' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Terminer la mission' });
    const dialog = within(dialogElement);
    const input = dialogElement.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [new File(['%PDF-1.7'], 'cmr.pdf', { type: 'application/pdf' })]);
    expect(
      dialog.getByText(/au-delà de la franchise \(2 h par site pour un complet, 1 h pour un groupage\)/),
    ).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Attente au chargement' }), '160');
    await user.type(dialog.getByRole('textbox', { name: 'Attente au déchargement' }), '45');
    await user.click(dialog.getByRole('button', { name: 'Terminer la mission' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = posts(calls, `${MISSION}/finish`)[0]!.init.body as FormData;
    expect(body.get('waiting_at_loading_minutes')).toBe('160');
    expect(body.get('waiting_at_unloading_minutes')).toBe('45');
    const pod = within(panel().getByRole('region', { name: 'Preuve de livraison' }));
    expect(pod.getByText('2 h 40 au chargement · 45 min au déchargement')).toBeInTheDocument();
  });

  it('refuses an 11 MB file, 6 files or none before sending anything', async () => {
    const { calls, user } = await openPage({
      mission: makeMissionDetail({ status: 'in_progress', charter_status: 'confirmed' }),
    });
    await user.click(panel().getByRole('button', { name: 'Terminer la mission' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Terminer la mission' });
    const dialog = within(dialogElement);
    const send = dialog.getByRole('button', { name: 'Terminer la mission' });
    await user.click(send);
    expect(await dialog.findByText('Ajoutez au moins un fichier.')).toBeInTheDocument();

    const input = dialogElement.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File(['x'], 'photo-hd.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, [big]);
    expect(await dialog.findByText('« photo-hd.jpg » dépasse 10 Mo.')).toBeInTheDocument();
    await user.click(send);

    const six = Array.from({ length: 6 }, (_, index) => new File(['x'], `p${index}.png`, { type: 'image/png' }));
    await user.upload(input, six);
    expect(await dialog.findByText('Au plus 5 fichiers.')).toBeInTheDocument();
    await user.click(send);
    expect(dialog.getByText('Au plus 5 fichiers.')).toBeInTheDocument();
    expect(posts(calls, `${MISSION}/finish`)).toHaveLength(0);
  });

  it('after a contest, shows the reason and sends a new proof with the finish form; round 1 stays below', async () => {
    const contested = makePod({
      status: 'contested',
      decided_at: '2026-12-01T15:10:00.000Z',
      reserves: 'RAS',
      contest_reason: 'Il manque 3 palettes',
    });
    const { calls, user } = await openPage(
      {
        mission: makeMissionDetail({ status: 'completed', charter_status: 'confirmed', pod: contested }),
      },
      onPost(`${MISSION}/pod`, (mission) => ({
        pod: makePod(
          {
            sent_at: '2026-12-01T16:00:00.000Z',
            due_at: '2026-12-01T16:30:00.000Z',
            reserves: '3 palettes livrées le lendemain',
            files: [
              { id: '00000000-0000-4000-8000-0000000000f2', name: 'cmr-2.pdf', mime: 'application/pdf', size: 4096 },
            ],
          },
          mission.pod!.rounds,
        ),
      })),
    );
    const pod = within(panel().getByRole('region', { name: 'Preuve de livraison' }));
    expect(pod.getByText('Contestée')).toBeInTheDocument();
    expect(pod.getByText('Il manque 3 palettes')).toHaveAttribute('dir', 'auto');
    expect(
      pod.getByText("L'expéditeur a contesté cette preuve de livraison. Vous pouvez lui envoyer une nouvelle preuve."),
    ).toBeInTheDocument();
    await user.click(pod.getByRole('button', { name: 'Envoyer une nouvelle preuve' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Envoyer une nouvelle preuve' });
    const dialog = within(dialogElement);
    // The finish form itself: the same checks before anything is sent.
    await user.click(dialog.getByRole('button', { name: 'Envoyer la preuve' }));
    expect(await dialog.findByText('Ajoutez au moins un fichier.')).toBeInTheDocument();
    const input = dialogElement.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [new File(['%PDF-1.7'], 'cmr-2.pdf', { type: 'application/pdf' })]);
    await user.type(dialog.getByRole('textbox', { name: 'Réserves (facultatif)' }), '3 palettes livrées le lendemain');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la preuve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = posts(calls, `${MISSION}/pod`);
    const body = sent!.init.body as FormData;
    expect((body.getAll('files') as File[]).map((file) => file.name)).toEqual(['cmr-2.pdf']);
    expect(body.get('reserves')).toBe('3 palettes livrées le lendemain');
    expect(posts(calls, `${MISSION}/finish`)).toHaveLength(0);

    expect(await pod.findByText('Preuve n°2')).toBeInTheDocument();
    expect(pod.getByText(/^En attente de validation par l'expéditeur jusqu'au 1 déc\. 2026/)).toBeInTheDocument();
    expect(pod.getByRole('button', { name: 'Télécharger cmr-2.pdf' })).toBeInTheDocument();
    expect(pod.queryByRole('button', { name: 'Envoyer une nouvelle preuve' })).not.toBeInTheDocument();
    const earlier = within(pod.getByRole('region', { name: 'Preuves précédentes' }));
    expect(earlier.getByText('Preuve n°1')).toBeInTheDocument();
    expect(earlier.getByText('Contestée')).toBeInTheDocument();
    expect(earlier.getByText('Il manque 3 palettes')).toBeInTheDocument();
    expect(earlier.getByText('RAS')).toBeInTheDocument();
    expect(earlier.getByRole('button', { name: 'Télécharger cmr.pdf' })).toBeInTheDocument();
  });

  it('offers no new proof while the proof waits for the shipper or was accepted', async () => {
    await openPage({
      mission: makeMissionDetail({ status: 'completed', charter_status: 'confirmed', pod: makePod() }),
    });
    const pod = within(panel().getByRole('region', { name: 'Preuve de livraison' }));
    expect(pod.getByText('En attente de validation')).toBeInTheDocument();
    expect(pod.queryByRole('button', { name: 'Envoyer une nouvelle preuve' })).not.toBeInTheDocument();
    expect(pod.queryByRole('region', { name: 'Preuves précédentes' })).not.toBeInTheDocument();
  });

  it('cancels the mission only with a reason', async () => {
    const { calls, user } = await openPage(
      { mission: makeMissionDetail({ charter_status: 'confirmed' }) },
      onPost(`${MISSION}/cancel`, () => ({
        status: 'cancelled',
        cancel_reason: 'Camion en panne',
        timeline: [
          { event: 'created', at: '2026-11-22T10:00:00.000Z', by: 'shipper', reason: null, round: null },
          { event: 'cancelled', at: '2026-11-23T08:00:00.000Z', by: 'carrier', reason: 'Camion en panne', round: null },
        ],
      })),
    );
    await user.click(panel().getByRole('button', { name: 'Annuler la mission' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Annuler la mission' }));
    const confirm = dialog.getByRole('button', { name: 'Annuler la mission' });
    await user.click(confirm);
    const reason = dialog.getByRole('textbox', { name: "Motif de l'annulation" });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Ce champ est obligatoire/));
    expect(posts(calls, `${MISSION}/cancel`)).toHaveLength(0);

    await user.type(reason, 'Camion en panne');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, `${MISSION}/cancel`).map((call) => JSON.parse(String(call.init.body)) as unknown)).toEqual([
      { reason: 'Camion en panne' },
    ]);
    expect(panel().getByText('Annulée')).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Annuler la mission' })).not.toBeInTheDocument();
    const timeline = within(panel().getByRole('region', { name: 'Historique' }));
    expect(timeline.getByText('Camion en panne')).toHaveAttribute('dir', 'auto');
  });

  it('declines the charter order after saying it is final', async () => {
    const { calls, user } = await openPage(
      {},
      onPost(`${MISSION}/decline`, () => ({ status: 'cancelled', charter_status: 'declined' })),
    );
    await user.click(panel().getByRole('button', { name: "Refuser le bon d'affrètement" }));
    const dialog = within(await screen.findByRole('dialog', { name: "Refuser le bon d'affrètement" }));
    expect(dialog.getByText('Ce refus est définitif.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, `${MISSION}/decline`)).toHaveLength(1);
    const charter = within(panel().getByRole('region', { name: "Bon d'affrètement" }));
    expect(charter.getByText("Bon d'affrètement refusé")).toBeInTheDocument();
    // A cancelled mission's code is of no use any more.
    expect(panel().queryByText('482913')).not.toBeInTheDocument();
  });

  it("gives the carrier the offer's e-protocol from the mission, with the session", async () => {
    const base = makeMissionDetail();
    const mission = makeMissionDetail({
      offer: { ...base.offer, eprotocol: { name: 'CMR été.pdf', mime: 'application/pdf', size: 2048 } },
    });
    const { calls, user } = await openPage({ mission }, ({ url }) =>
      url.pathname === `${MISSION}/eprotocol`
        ? new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })
        : undefined,
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:eprotocol', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
      if (this instanceof HTMLAnchorElement) saved.push(this.download);
    });
    try {
      await user.click(panel().getByRole('button', { name: 'Télécharger CMR été.pdf' }));
      await waitFor(() => expect(saved).toEqual(['CMR été.pdf']));
    } finally {
      click.mockRestore();
    }
    expect(calls.filter((call) => call.url.pathname === `${MISSION}/eprotocol`)).toHaveLength(1);
  });

  it('shows the distance and CO2e of the mission, and downloads its CO2 statement under its name', async () => {
    const { calls, user } = await openPage({}, ({ url }) =>
      url.pathname === `${MISSION}/co2.pdf`
        ? new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })
        : undefined,
    );
    const footprint = within(panel().getByRole('region', { name: 'Distance et empreinte carbone' }));
    expect(
      footprint.getByText(/^≈ 452\skm · 250,4 kg CO2e \(part de cet envoi, du puits à la roue\)$/),
    ).toBeInTheDocument();
    const saved: { name: string; href: string }[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:co2', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
      if (this instanceof HTMLAnchorElement) saved.push({ name: this.download, href: this.href });
    });
    try {
      await user.click(footprint.getByRole('button', { name: 'Télécharger la déclaration CO2 (PDF)' }));
      await waitFor(() => expect(saved).toEqual([{ name: 'declaration-co2-MIS-26-0017.pdf', href: 'blob:co2' }]));
    } finally {
      click.mockRestore();
    }
    expect(calls.filter((call) => call.url.pathname === `${MISSION}/co2.pdf`)).toHaveLength(1);
  });

  it('says when the distance could not be estimated', async () => {
    await openPage({ mission: makeMissionDetail({ footprint: null }) });
    const footprint = within(panel().getByRole('region', { name: 'Distance et empreinte carbone' }));
    expect(footprint.getByText('Distance non estimable : empreinte non calculée.')).toBeInTheDocument();
  });

  it('downloads the charter order with the session, under its name', async () => {
    const { calls, user } = await openPage({}, ({ url }) =>
      url.pathname === `${MISSION}/charter.pdf`
        ? new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })
        : undefined,
    );
    // jsdom has no object URLs, and following a link would leave the page.
    const saved: { name: string; href: string }[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:charter', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
      if (this instanceof HTMLAnchorElement) saved.push({ name: this.download, href: this.href });
    });
    try {
      await user.click(panel().getByRole('button', { name: "Télécharger le bon d'affrètement (PDF)" }));
      await waitFor(() => expect(saved).toEqual([{ name: 'bon-affretement-BA-26-0017.pdf', href: 'blob:charter' }]));
    } finally {
      click.mockRestore();
    }
    const download = calls.find((call) => call.url.pathname === `${MISSION}/charter.pdf`);
    expect(download?.init.method ?? 'GET').toBe('GET');
  });
});
