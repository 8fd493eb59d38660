import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, getMercureToken, getRefreshToken } from '../../lib/tokens';
import { makeInvitationPreview } from '../../test/colleagues';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const PREVIEW = '/api/auth/invitation';
const ACCEPT = '/api/auth/invitation/accept';
const callsTo = (calls: TFakeCall[], pathname: string) => calls.filter((call) => call.url.pathname === pathname);

/** The server: `preview` and `accept` answer the invitation's two calls; the rest of the app finds nothing. */
function serve({
  preview = () => jsonResponse(200, makeInvitationPreview()),
  accept = () => jsonResponse(500, { code: 'INTERNAL', message: '' }),
}: { preview?: (call: TFakeCall) => Response; accept?: (call: TFakeCall) => Response } = {}) {
  return serveFetch((call) => {
    if (call.url.pathname === PREVIEW) return preview(call);
    if (call.url.pathname === ACCEPT) return accept(call);
    return jsonResponse(404, { code: 'NOT_FOUND', message: '' });
  });
}

async function fill({
  password = 'une phrase toute neuve',
  confirmation = password,
  acceptTerms = true,
}: { password?: string; confirmation?: string; acceptTerms?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Prénom/ }), 'Samir');
  await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Mansouri');
  await user.type(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }), password);
  await user.type(screen.getByLabelText(/^Confirmez le mot de passe/, { selector: 'input' }), confirmation);
  if (acceptTerms) await user.click(screen.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }));
  await user.click(screen.getByRole('button', { name: 'Rejoindre la société' }));
}

describe('/invitation', () => {
  it('shows who invites to which company, for which address, before the form', async () => {
    const calls = serve();
    renderRoute('/invitation?token=tok-123', null);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Karim Haddad vous invite à rejoindre Transports Atlas Express sur Tariq',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Invitation valable jusqu'au 1 déc\. 2026\./)).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(email).toHaveValue('samir@atlas-express.dz');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: "conditions d'utilisation" })).toHaveAttribute('href', '/terms');
    expect(callsTo(calls, PREVIEW).map((call) => call.url.searchParams.get('token'))).toEqual(['tok-123']);
    // No session yet: the call goes without a token.
    expect(new Headers(callsTo(calls, PREVIEW)[0]!.init.headers).get('Authorization')).toBeNull();
  });

  it('refuses a confirmation that differs from the password, before calling the server', async () => {
    const calls = serve();
    renderRoute('/invitation?token=tok-123', null);
    await fill({ confirmation: 'une autre phrase' });
    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(callsTo(calls, ACCEPT)).toEqual([]);
  });

  it('asks for the terms to be accepted, before calling the server', async () => {
    const calls = serve();
    renderRoute('/invitation?token=tok-123', null);
    await fill({ acceptTerms: false });
    expect(await screen.findByText("Vous devez accepter les conditions d'utilisation.")).toBeInTheDocument();
    expect(callsTo(calls, ACCEPT)).toEqual([]);
  });

  it('joins with the token of the link, saves the session as a login does, and lands on the dashboard', async () => {
    const calls = serve({
      accept: () =>
        jsonResponse(200, {
          token: 'access',
          refresh_token: 'refresh',
          mercure_token: 'hub',
          user: makeUser({ firstname: 'Samir', lastname: 'Mansouri', email: 'samir@atlas-express.dz' }),
        }),
    });
    const { router, session } = renderRoute('/invitation?token=tok-123', null);
    await fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo(calls, ACCEPT).map((call) => JSON.parse(String(call.init.body)) as unknown)).toEqual([
      {
        token: 'tok-123',
        firstName: 'Samir',
        lastName: 'Mansouri',
        password: 'une phrase toute neuve',
        passwordConfirmation: 'une phrase toute neuve',
        termsAccepted: true,
      },
    ]);
    expect(getAccessToken()).toBe('access');
    expect(getRefreshToken()).toBe('refresh');
    expect(getMercureToken()).toBe('hub');
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { email: 'samir@atlas-express.dz' } });
    expect(await screen.findByRole('heading', { name: 'Bienvenue Samir' })).toBeInTheDocument();
  });

  it('says an expired link is expired, with the way to the login and no form', async () => {
    const message = 'Cette invitation a expiré. Demandez à votre collègue de vous inviter à nouveau.';
    serve({ preview: () => jsonResponse(400, { code: 'INVITATION_EXPIRED', message }) });
    const { router } = renderRoute('/invitation?token=old', null);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette invitation ne peut pas être utilisée');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Rejoindre la société' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Aller à la connexion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says so when the invitation was accepted meanwhile (409 on sending)', async () => {
    const message = 'Cette invitation a déjà été acceptée. Connectez-vous avec votre adresse e-mail.';
    serve({ accept: () => jsonResponse(409, { code: 'INVITATION_USED', message }) });
    const { session } = renderRoute('/invitation?token=tok-123', null);
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Rejoindre la société' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/login');
    expect(session.getState().status).toBe('anonymous');
  });

  it('says a link without its token is not valid, without calling the server', async () => {
    const calls = serve();
    renderRoute('/invitation', null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Cette invitation n'est pas valable : le lien est incomplet, ou l'invitation a été annulée.",
    );
    expect(callsTo(calls, PREVIEW)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Rejoindre la société' })).not.toBeInTheDocument();
  });

  it('offers to read the invitation again when the server could not answer', async () => {
    let isDown = true;
    serve({
      preview: () =>
        isDown
          ? jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'Le service est momentanément indisponible.' })
          : jsonResponse(200, makeInvitationPreview()),
    });
    renderRoute('/invitation?token=tok-123', null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.');
    isDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Rejoindre la société' })).toBeInTheDocument();
  });
});
