import type { TNetworkResponse } from '@tariq/contracts/private-exchange';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import {
  ATLAS_ID,
  GROUP_EAST_ID,
  GROUP_ORAN_ID,
  WILAYAS,
  makeDirectoryPage,
  makeNetwork,
  makeNetworkGroup,
  makeNetworkInvitation,
  makeShipper,
} from '../../test/private-exchange';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Ressource introuvable.' };
const NEW_GROUP_ID = '00000000-0000-4000-8000-0000000000a3';

type TAnswer = (call: TFakeCall) => Response | Promise<Response> | undefined;

/**
 * The private exchange's calls over `network`, kept as the server would: groups created, renamed
 * and deleted, a carrier's groups set or the carrier removed, invitations sent and cancelled.
 * `answer` overrides any call first.
 */
function serveNetwork({ network = makeNetwork(), answer }: { network?: TNetworkResponse; answer?: TAnswer } = {}) {
  let current = network;
  const bodyOf = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, unknown>;
  return serveFetch((call) => {
    const override = answer?.(call);
    if (override) return override;
    const { url, init } = call;
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/countries/DZ/states') return jsonResponse(200, { data: WILAYAS });
    if (path === '/api/private-exchange/network' && method === 'GET') return jsonResponse(200, current);
    if (path === '/api/private-exchange/carriers') return jsonResponse(200, makeDirectoryPage());
    const carrierId = path.match(/^\/api\/private-exchange\/network\/([^/]+)$/)?.[1];
    if (carrierId && method === 'PUT') {
      const groupIds = bodyOf(init).groupIds as string[];
      const carrier = { ...current.carriers.find((item) => item.id === carrierId)!, groupIds };
      current = {
        ...current,
        carriers: current.carriers.map((item) => (item.id === carrierId ? carrier : item)),
        groups: current.groups.map((group) => ({
          ...group,
          carrierIds: groupIds.includes(group.id)
            ? [...new Set([...group.carrierIds, carrierId])]
            : group.carrierIds.filter((id) => id !== carrierId),
        })),
      };
      return jsonResponse(200, carrier);
    }
    if (carrierId && method === 'DELETE') {
      current = { ...current, carriers: current.carriers.filter((item) => item.id !== carrierId) };
      return jsonResponse(200, { success: true });
    }
    if (path === '/api/private-exchange/groups' && method === 'POST') {
      const group = makeNetworkGroup({ id: NEW_GROUP_ID, name: bodyOf(init).name as string, carrierIds: [] });
      current = { ...current, groups: [...current.groups, group] };
      return jsonResponse(201, group);
    }
    const groupId = path.match(/^\/api\/private-exchange\/groups\/([^/]+)$/)?.[1];
    if (groupId && method === 'PUT') {
      const group = { ...current.groups.find((item) => item.id === groupId)!, name: bodyOf(init).name as string };
      current = { ...current, groups: current.groups.map((item) => (item.id === groupId ? group : item)) };
      return jsonResponse(200, group);
    }
    if (groupId && method === 'DELETE') {
      current = {
        ...current,
        groups: current.groups.filter((item) => item.id !== groupId),
        carriers: current.carriers.map((item) => ({
          ...item,
          groupIds: item.groupIds.filter((id) => id !== groupId),
        })),
      };
      return jsonResponse(200, { success: true });
    }
    if (path === '/api/private-exchange/invitations' && method === 'POST') {
      const body = bodyOf(init);
      const invitation = makeNetworkInvitation({
        id: '00000000-0000-4000-8000-0000000000d2',
        email: body.email as string,
        groupIds: body.groupIds as string[],
      });
      current = { ...current, invitations: [...current.invitations, invitation] };
      return jsonResponse(201, invitation);
    }
    const invitationId = path.match(/^\/api\/private-exchange\/invitations\/([^/]+)$/)?.[1];
    if (invitationId && method === 'DELETE') {
      current = { ...current, invitations: current.invitations.filter((item) => item.id !== invitationId) };
      return jsonResponse(200, { success: true });
    }
    return jsonResponse(404, NOT_FOUND);
  });
}

const callsTo = (calls: TFakeCall[], method: string, pathname: string) =>
  calls.filter((call) => (call.init.method ?? 'GET') === method && call.url.pathname === pathname);
const bodiesOf = (calls: TFakeCall[]) => calls.map((call) => JSON.parse(call.init.body as string) as unknown);

/** The rows of a table, each as the texts of its cells. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim() ?? ''),
    );
}

const carrierCard = (name: string) => screen.findByRole('article', { name });

describe('/private-bourse: the shipper’s network', () => {
  it('shows each carrier of the network as a shipper weighs it, the groups and the invitations', async () => {
    serveNetwork({
      network: makeNetwork({
        invitations: [
          makeNetworkInvitation(),
          makeNetworkInvitation({
            id: '00000000-0000-4000-8000-0000000000d3',
            email: 'djurdjura@trans.dz',
            groupIds: [],
            status: 'signed_up',
          }),
        ],
      }),
    });
    renderRoute('/private-bourse', makeShipper());
    const card = within(await carrierCard('Transports Atlas Express'));
    expect(document.title).toBe('Bourse privée · Tariq');
    expect(screen.getByRole('tab', { name: 'Mon réseau' })).toHaveAttribute('aria-selected', 'true');
    expect(card.getByText('Béjaïa')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Note : 4,5 sur 5, 12 avis' })).toBeInTheDocument();
    expect(card.getByText("Documents vérifiés jusqu'au 31 mars 2027")).toBeInTheDocument();
    expect(card.getByText('3 missions avec vous')).toBeInTheDocument();
    await waitFor(() => expect(card.getByText('Véhicules : Poids lourd 19 t, Semi-remorque')).toBeInTheDocument());
    // The wilayas by name once the list of states arrives.
    expect(await card.findByText('Zones : Béjaïa, Alger')).toBeInTheDocument();
    expect(
      within(card.getByRole('list', { name: 'Groupes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Frigorifique Est']);
    const carriers = within(screen.getByRole('region', { name: 'Transporteurs de votre réseau' }));
    expect(carriers.getByText('1 transporteur')).toBeInTheDocument();

    expect(rowsOf(screen.getByRole('table', { name: 'Groupes' }))).toEqual([
      ['Frigorifique Est', '1 transporteur', 'RenommerSupprimer'],
      ['Partenaires Oran', '0 transporteur', 'RenommerSupprimer'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Invitations' }))).toEqual([
      ['contact@tassili-trans.dz', 'Envoyée', 'Frigorifique Est', '8 déc. 2026', 'Annuler'],
      ['djurdjura@trans.dz', "Inscrit, en attente d'activation", '—', '8 déc. 2026', 'Annuler'],
    ]);
  });

  it('says the network is empty and opens the directory from there', async () => {
    serveNetwork({ network: makeNetwork({ carriers: [], groups: [], invitations: [] }) });
    const { router } = renderRoute('/private-bourse', makeShipper());
    expect(await screen.findByText('Votre réseau est vide.')).toBeInTheDocument();
    expect(screen.getByText("Aucun groupe pour l'instant.")).toBeInTheDocument();
    expect(screen.getByText('Aucune invitation en attente.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: "Chercher dans l'annuaire" }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=directory'));
    expect(screen.getByRole('tab', { name: 'Annuaire des transporteurs' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Sahel Frigo' })).toBeInTheDocument();
  });

  it('shows a skeleton while the network is on its way, then why it failed, and reads it again on demand', async () => {
    let answer: (response: Response) => void = () => undefined;
    let calls = 0;
    let isDown = true;
    const unavailable = () => jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'Service indisponible.' });
    serveNetwork({
      answer: ({ url }) => {
        if (url.pathname !== '/api/private-exchange/network') return undefined;
        calls += 1;
        if (calls === 1) return new Promise<Response>((resolve) => (answer = resolve));
        return isDown ? unavailable() : undefined;
      },
    });
    renderRoute('/private-bourse', makeShipper());
    expect(await screen.findByTestId('network-skeleton')).toHaveAttribute('aria-busy', 'true');
    answer(unavailable());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Votre réseau n'a pas pu être chargé.");
    expect(alert).toHaveTextContent('Service indisponible.');
    isDown = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await carrierCard('Transports Atlas Express')).toBeInTheDocument();
  });

  it('filters the carriers by group', async () => {
    serveNetwork();
    renderRoute('/private-bourse', makeShipper());
    await carrierCard('Transports Atlas Express');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Filtrer par groupe' }));
    await user.click(await screen.findByRole('option', { name: 'Partenaires Oran' }));
    expect(await screen.findByText('Aucun transporteur dans ce groupe.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Transports Atlas Express' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Filtrer par groupe' }));
    await user.click(await screen.findByRole('option', { name: 'Frigorifique Est' }));
    expect(await carrierCard('Transports Atlas Express')).toBeInTheDocument();
  });

  it('sets a carrier’s groups as a whole, and the card follows', async () => {
    const calls = serveNetwork();
    renderRoute('/private-bourse', makeShipper());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier les groupes de Transports Atlas Express' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Groupes de Transports Atlas Express' }));
    await user.click(dialog.getByRole('combobox', { name: 'Groupes' }));
    await user.click(await screen.findByRole('option', { name: 'Partenaires Oran' }));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(callsTo(calls, 'PUT', `/api/private-exchange/network/${ATLAS_ID}`))).toEqual([
      { groupIds: [GROUP_EAST_ID, GROUP_ORAN_ID] },
    ]);
    const card = within(await carrierCard('Transports Atlas Express'));
    await waitFor(() =>
      expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Frigorifique Est',
        'Partenaires Oran',
      ]),
    );
  });

  it('removes a carrier only once confirmed', async () => {
    const calls = serveNetwork();
    renderRoute('/private-bourse', makeShipper());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retirer Transports Atlas Express du réseau' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Retirer Transports Atlas Express de votre réseau ?' }),
    );
    expect(dialog.getByText(/ne verra plus vos offres de bourse privée/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'DELETE', `/api/private-exchange/network/${ATLAS_ID}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retirer Transports Atlas Express du réseau' }));
    const again = within(await screen.findByRole('dialog'));
    await user.click(again.getByRole('button', { name: 'Retirer du réseau' }));
    expect(await screen.findByText('Votre réseau est vide.')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', `/api/private-exchange/network/${ATLAS_ID}`)).toHaveLength(1);
  });

  it('creates a group, shows a name already taken on its field, renames and deletes one once confirmed', async () => {
    const taken = 'Vous avez déjà un groupe avec ce nom.';
    const calls = serveNetwork({
      answer: ({ url, init }) =>
        url.pathname === '/api/private-exchange/groups' &&
        init.method === 'POST' &&
        (JSON.parse(init.body as string) as { name: string }).name === 'Frigorifique Est'
          ? jsonResponse(400, { code: 'VALIDATION', message: 'Données invalides.', fields: { name: taken } })
          : undefined,
    });
    renderRoute('/private-bourse', makeShipper());
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Créer le groupe' }));
    const name = form.getByRole('textbox', { name: /Nom du groupe/ });
    await user.click(form.getByRole('button', { name: 'Créer le groupe' }));
    expect(await form.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/private-exchange/groups')).toEqual([]);

    await user.type(name, 'Frigorifique Est');
    await user.click(form.getByRole('button', { name: 'Créer le groupe' }));
    expect(await form.findByText(taken)).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Partenaires Sétif');
    await user.click(form.getByRole('button', { name: 'Créer le groupe' }));
    const groups = screen.getByRole('table', { name: 'Groupes' });
    await waitFor(() => expect(rowsOf(groups).map((row) => row[0])).toContain('Partenaires Sétif'));
    expect(name).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Renommer le groupe Partenaires Oran' }));
    const rename = within(await screen.findByRole('form', { name: 'Renommer le groupe Partenaires Oran' }));
    const renamed = rename.getByRole('textbox', { name: /Nom du groupe/ });
    expect(renamed).toHaveValue('Partenaires Oran');
    await user.clear(renamed);
    await user.type(renamed, 'Partenaires Ouest');
    await user.click(rename.getByRole('button', { name: 'Renommer' }));
    await waitFor(() => expect(rowsOf(groups).map((row) => row[0])).toContain('Partenaires Ouest'));
    expect(bodiesOf(callsTo(calls, 'PUT', `/api/private-exchange/groups/${GROUP_ORAN_ID}`))).toEqual([
      { name: 'Partenaires Ouest' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Supprimer le groupe Frigorifique Est' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Supprimer le groupe Frigorifique Est ?' }));
    expect(dialog.getByText(/ses transporteurs restent dans votre réseau/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Supprimer le groupe' }));
    await waitFor(() => expect(rowsOf(groups).map((row) => row[0])).not.toContain('Frigorifique Est'));
    expect(callsTo(calls, 'DELETE', `/api/private-exchange/groups/${GROUP_EAST_ID}`)).toHaveLength(1);
    // Its carrier stays in the network, in no group now.
    const card = within(await carrierCard('Transports Atlas Express'));
    await waitFor(() => expect(card.queryByRole('list', { name: 'Groupes' })).not.toBeInTheDocument());
  });

  it('invites a carrier by e-mail into groups, and shows on the field that it is already on Tariq (409)', async () => {
    const onTariq = 'Ce transporteur est déjà sur Tariq : ajoutez-le depuis l’annuaire.';
    const calls = serveNetwork({
      answer: ({ url, init }) =>
        url.pathname === '/api/private-exchange/invitations' &&
        init.method === 'POST' &&
        (JSON.parse(init.body as string) as { email: string }).email === 'carrier@demo.tariq.dz'
          ? jsonResponse(409, { code: 'CARRIER_ON_TARIQ', message: onTariq, fields: { email: onTariq } })
          : undefined,
    });
    renderRoute('/private-bourse', makeShipper());
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Inviter un transporteur' }));
    const email = form.getByRole('textbox', { name: /Adresse e-mail du transporteur/ });
    await user.type(email, 'carrier@demo.tariq.dz');
    await user.click(form.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await form.findByText(onTariq)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, 'hoggar@trans.dz');
    await user.click(form.getByRole('combobox', { name: 'Groupes (facultatif)' }));
    await user.click(await screen.findByRole('option', { name: 'Partenaires Oran' }));
    await user.click(form.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await form.findByRole('status')).toHaveTextContent('Invitation envoyée à hoggar@trans.dz.');
    expect(bodiesOf(callsTo(calls, 'POST', '/api/private-exchange/invitations'))).toEqual([
      { email: 'carrier@demo.tariq.dz', groupIds: [] },
      { email: 'hoggar@trans.dz', groupIds: [GROUP_ORAN_ID] },
    ]);
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Invitations' })).map((row) => row.slice(0, 3))).toEqual([
        ['contact@tassili-trans.dz', 'Envoyée', 'Frigorifique Est'],
        ['hoggar@trans.dz', 'Envoyée', 'Partenaires Oran'],
      ]),
    );
    expect(email).toHaveValue('');
  });

  it('says the hourly limit of invitations in an alert (429)', async () => {
    const message = 'Trop de tentatives. Réessayez dans 10 minutes.';
    serveNetwork({
      answer: ({ url, init }) =>
        url.pathname === '/api/private-exchange/invitations' && init.method === 'POST'
          ? jsonResponse(429, { code: 'RATE_LIMITED', message })
          : undefined,
    });
    renderRoute('/private-bourse', makeShipper());
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Inviter un transporteur' }));
    await user.type(form.getByRole('textbox', { name: /Adresse e-mail du transporteur/ }), 'hoggar@trans.dz');
    await user.click(form.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await form.findByRole('alert')).toHaveTextContent(message);
  });

  it('cancels an invitation only once confirmed', async () => {
    const calls = serveNetwork();
    renderRoute('/private-bourse', makeShipper());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Annuler l'invitation de contact@tassili-trans.dz" }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Annuler cette invitation ?' }));
    expect(dialog.getByText('Le lien envoyé à contact@tassili-trans.dz ne fonctionnera plus.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: "Annuler l'invitation" }));
    expect(await screen.findByText('Aucune invitation en attente.')).toBeInTheDocument();
    expect(
      callsTo(calls, 'DELETE', '/api/private-exchange/invitations/00000000-0000-4000-8000-0000000000d1'),
    ).toHaveLength(1);
  });
});
