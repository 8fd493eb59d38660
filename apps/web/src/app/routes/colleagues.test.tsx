import type { TColleaguesResponse } from '@tariq/contracts/colleagues';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, saveTokens } from '../../lib/tokens';
import { makeColleague, makeColleagues, makeInvitation, makeMe } from '../../test/colleagues';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Ressource introuvable.' };
const NADIA = makeColleague();
const SAMIR_INVITATION = makeInvitation();

/**
 * The colleagues' calls over `list`, kept as the server would: an invitation sent is added, a
 * cancelled one goes, a reported colleague turns `reported`. `answer` overrides any call first.
 */
function serveColleagues({
  list = makeColleagues(),
  answer,
}: { list?: TColleaguesResponse; answer?: (call: TFakeCall) => Response | Promise<Response> | undefined } = {}) {
  let current = list;
  return serveFetch((call) => {
    const override = answer?.(call);
    if (override) return override;
    const { url, init } = call;
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/colleagues' && method === 'GET') return jsonResponse(200, current);
    if (url.pathname === '/api/colleagues/invitations' && method === 'POST') {
      const { email } = JSON.parse(init.body as string) as { email: string };
      const invitation = makeInvitation({ id: '00000000-0000-4000-8000-0000000000d2', email });
      current = { ...current, invitations: [...current.invitations, invitation] };
      return jsonResponse(201, invitation);
    }
    const invitationId = url.pathname.match(/^\/api\/colleagues\/invitations\/([^/]+)$/)?.[1];
    if (invitationId && method === 'DELETE') {
      current = { ...current, invitations: current.invitations.filter((item) => item.id !== invitationId) };
      return new Response(null, { status: 204 });
    }
    const reportedId = url.pathname.match(/^\/api\/colleagues\/([^/]+)\/report$/)?.[1];
    if (reportedId && method === 'POST') {
      const reported = {
        ...current.data.find((item) => item.id === reportedId)!,
        status: 'reported' as const,
        canReport: false,
      };
      current = { ...current, data: current.data.map((item) => (item.id === reportedId ? reported : item)) };
      return jsonResponse(200, reported);
    }
    if (url.pathname === '/api/colleagues/leave' && method === 'POST') return new Response(null, { status: 204 });
    return jsonResponse(404, NOT_FOUND);
  });
}

const callsTo = (calls: TFakeCall[], method: string, pathname: string) =>
  calls.filter((call) => (call.init.method ?? 'GET') === method && call.url.pathname === pathname);

/** The rows of a table, each as the texts of its cells. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim() ?? ''),
    );
}

describe('the colleagues tab (/profile/collegues)', () => {
  it('lists the company’s users and its pending invitations, dated in the user’s language', async () => {
    serveColleagues();
    renderRoute('/profile/collegues', makeUser());
    const users = await screen.findByRole('table', { name: 'Utilisateurs de la société' });
    const tabs = within(screen.getByRole('navigation', { name: 'Onglets du compte' }));
    expect(tabs.getByRole('link', { name: 'Collègues' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Collègues · Mon compte · Tariq');
    // The role in the company is its option's label, as the profile form shows it.
    await waitFor(() =>
      expect(rowsOf(users)).toEqual([
        [
          'Karim Haddad (vous)',
          'carrier@demo.tariq.dz',
          'Responsable logistique',
          '2 mars 2026',
          'A inscrit la société',
          'Actif',
          '',
        ],
        [
          'Nadia Benali',
          'nadia@atlas-express.dz',
          'Planificateur des expéditions',
          '20 nov. 2026',
          'Karim Haddad',
          'Actif',
          'Ne travaille pas chez nous',
        ],
      ]),
    );
    const invitations = screen.getByRole('table', { name: 'Invitations en attente' });
    expect(rowsOf(invitations)).toEqual([
      ['samir@atlas-express.dz', 'Karim Haddad', '24 nov. 2026', '1 déc. 2026', 'Annuler'],
    ]);
    expect(screen.getByRole('button', { name: 'Quitter la société' })).toBeEnabled();
  });

  it('shows each status as a badge and says when no invitation is pending', async () => {
    serveColleagues({
      list: makeColleagues({
        data: [
          makeMe(),
          makeColleague({ id: '00000000-0000-4000-8000-0000000000c3', status: 'reported', canReport: false }),
          makeColleague({ id: '00000000-0000-4000-8000-0000000000c4', status: 'disabled', canReport: false }),
          makeColleague({ id: '00000000-0000-4000-8000-0000000000c5', status: 'left', canReport: false }),
        ],
        invitations: [],
      }),
    });
    renderRoute('/profile/collegues', makeUser());
    const users = await screen.findByRole('table', { name: 'Utilisateurs de la société' });
    expect(rowsOf(users).map((row) => row[5])).toEqual(['Actif', 'Signalé', 'Désactivé', 'A quitté la société']);
    expect(within(users).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Aucune invitation en attente.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Invitations en attente' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while the list is on its way, then says why it failed and reads it again on demand', async () => {
    const unavailable = () => jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'Service indisponible.' });
    let answer: (response: Response) => void = () => undefined;
    let calls = 0;
    let isDown = true;
    serveColleagues({
      answer: ({ url }) => {
        if (url.pathname !== '/api/colleagues') return undefined;
        calls += 1;
        if (calls === 1) return new Promise<Response>((resolve) => (answer = resolve));
        // A 5xx is asked again (twice) before the page gives up.
        return isDown ? unavailable() : undefined;
      },
    });
    renderRoute('/profile/collegues', makeUser());
    expect(await screen.findByTestId('colleagues-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    answer(unavailable());
    const alert = await screen.findByRole('alert');
    isDown = false;
    expect(alert).toHaveTextContent("La liste de vos collègues n'a pas pu être chargée.");
    expect(alert).toHaveTextContent('Service indisponible.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Utilisateurs de la société' })).toBeInTheDocument();
    expect(screen.queryByTestId('colleagues-skeleton')).not.toBeInTheDocument();
  });

  it('invites a colleague by e-mail, confirms it, and shows the invitation among the pending ones', async () => {
    const calls = serveColleagues();
    renderRoute('/profile/collegues', makeUser());
    await screen.findByRole('table', { name: 'Invitations en attente' });
    const form = within(screen.getByRole('form', { name: 'Inviter un collègue' }));
    const user = userEvent.setup();
    await user.type(
      form.getByRole('textbox', { name: /Adresse e-mail de votre collègue/ }),
      'yasmine@atlas-express.dz',
    );
    await user.click(form.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await form.findByRole('status')).toHaveTextContent('Invitation envoyée à yasmine@atlas-express.dz.');
    const posts = callsTo(calls, 'POST', '/api/colleagues/invitations');
    expect(posts.map((call) => JSON.parse(call.init.body as string) as unknown)).toEqual([
      { email: 'yasmine@atlas-express.dz' },
    ]);
    // The list is read again: the new invitation shows, and the field is empty for the next one.
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Invitations en attente' })).map((row) => row[0])).toEqual([
        'samir@atlas-express.dz',
        'yasmine@atlas-express.dz',
      ]),
    );
    expect(form.getByRole('textbox', { name: /Adresse e-mail de votre collègue/ })).toHaveValue('');
  });

  it('checks the address before sending, and shows on the field that it already has an account (409)', async () => {
    const message = 'Cette adresse e-mail a déjà un compte Tariq : elle ne peut pas être invitée.';
    const calls = serveColleagues({
      answer: ({ url, init }) =>
        url.pathname === '/api/colleagues/invitations' && init.method === 'POST'
          ? jsonResponse(409, { code: 'COLLEAGUE_HAS_ACCOUNT', message, fields: { email: message } })
          : undefined,
    });
    renderRoute('/profile/collegues', makeUser());
    await screen.findByRole('table', { name: 'Utilisateurs de la société' });
    const form = within(screen.getByRole('form', { name: 'Inviter un collègue' }));
    const field = form.getByRole('textbox', { name: /Adresse e-mail de votre collègue/ });
    const user = userEvent.setup();
    await user.type(field, 'pas-une-adresse');
    await user.click(form.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await form.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/colleagues/invitations')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'nadia@atlas-express.dz');
    await user.click(form.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'POST', '/api/colleagues/invitations')).toHaveLength(1);
    expect(form.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the company’s invitation limit in an alert', async () => {
    const message = 'Votre société a déjà 20 invitations en attente. Annulez-en une pour en envoyer une autre.';
    serveColleagues({
      answer: ({ url, init }) =>
        url.pathname === '/api/colleagues/invitations' && init.method === 'POST'
          ? jsonResponse(409, { code: 'INVITATION_LIMIT', message })
          : undefined,
    });
    renderRoute('/profile/collegues', makeUser());
    await screen.findByRole('table', { name: 'Utilisateurs de la société' });
    const form = within(screen.getByRole('form', { name: 'Inviter un collègue' }));
    const user = userEvent.setup();
    await user.type(form.getByRole('textbox', { name: /Adresse e-mail de votre collègue/ }), 'omar@atlas-express.dz');
    await user.click(form.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await form.findByRole('alert')).toHaveTextContent(message);
  });

  it('cancels an invitation only once confirmed, with a DELETE, and the list follows', async () => {
    const calls = serveColleagues();
    renderRoute('/profile/collegues', makeUser());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Annuler l'invitation de samir@atlas-express.dz" }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Annuler cette invitation ?' }));
    expect(dialog.getByText(/Le lien envoyé à samir@atlas-express.dz ne fonctionnera plus/)).toBeInTheDocument();
    expect(calls.filter((call) => call.init.method === 'DELETE')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: "Annuler l'invitation" }));
    expect(await screen.findByText('Aucune invitation en attente.')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', `/api/colleagues/invitations/${SAMIR_INVITATION.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports a newcomer who does not work here only once told what happens, then shows them signalé', async () => {
    const calls = serveColleagues();
    renderRoute('/profile/collegues', makeUser());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nadia Benali ne travaille pas chez nous' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nadia Benali ne travaille pas chez vous ?' }));
    expect(dialog.getByText(/Son compte sera désactivé immédiatement/)).toHaveTextContent(
      "L'équipe Tariq sera alertée et vérifiera ce compte.",
    );
    expect(callsTo(calls, 'POST', `/api/colleagues/${NADIA.id}/report`)).toEqual([]);
    await user.click(dialog.getByRole('button', { name: "Désactiver et alerter l'équipe Tariq" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', `/api/colleagues/${NADIA.id}/report`)).toHaveLength(1);
    const users = screen.getByRole('table', { name: 'Utilisateurs de la société' });
    await waitFor(() => expect(rowsOf(users)[1]![5]).toBe('Signalé'));
    expect(within(users).queryByRole('button', { name: /ne travaille pas chez nous/ })).not.toBeInTheDocument();
  });

  it('keeps the last active user in the company: leaving is off, and the page says why', async () => {
    const calls = serveColleagues({ list: makeColleagues({ data: [makeMe()], canLeave: false }) });
    renderRoute('/profile/collegues', makeUser());
    const leave = await screen.findByRole('button', { name: 'Quitter la société' });
    expect(leave).toBeDisabled();
    expect(leave).toHaveAccessibleDescription(
      'Vous êtes le dernier utilisateur actif de votre société : vous ne pouvez pas la quitter.',
    );
    expect(callsTo(calls, 'POST', '/api/colleagues/leave')).toEqual([]);
  });

  it('leaves the company once confirmed, then ends the session here and shows the login', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh', mercure_token: 'hub' });
    const calls = serveColleagues();
    const { router, session } = renderRoute('/profile/collegues', makeUser());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Quitter la société' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quitter Transports Atlas Express ?' }));
    expect(dialog.getByText(/vous serez déconnecté de tous vos appareils/)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/colleagues/leave')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Quitter la société' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/colleagues/leave')).toHaveLength(1);
    expect(session.getState().status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
    // Settled there: no guard sends the visitor on elsewhere.
    expect(router.state.location.pathname).toBe('/login');
  });

  it('is a tab of shippers and carriers only: platform staff neither see it nor reach it', async () => {
    serveColleagues();
    const shipper = renderRoute(
      '/profile/securite',
      makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'] }),
    );
    const tabs = within(await screen.findByRole('navigation', { name: 'Onglets du compte' }));
    expect(tabs.getByRole('link', { name: 'Collègues' })).toHaveAttribute('href', '/profile/collegues');
    shipper.unmount();

    const admin = makeUser({ role: 'ROLE_ADMIN', roles: ['ROLE_ADMIN'] });
    const staff = renderRoute('/profile/securite', admin);
    const staffTabs = within(await screen.findByRole('navigation', { name: 'Onglets du compte' }));
    expect(staffTabs.getByRole('link', { name: 'Mot de passe et sécurité' })).toBeInTheDocument();
    expect(staffTabs.queryByRole('link', { name: 'Collègues' })).not.toBeInTheDocument();
    staff.unmount();
    const direct = renderRoute('/profile/collegues', admin);
    await waitFor(() => expect(direct.router.state.location.pathname).toBe('/forbidden'));
  });
});
