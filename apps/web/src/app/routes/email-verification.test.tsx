import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, getMercureToken, getRefreshToken } from '../../lib/tokens';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const VERIFY = '/api/auth/verify-email';
const RESEND = '/api/auth/resend-verification-email';
const callsTo = (calls: TFakeCall[], pathname: string) => calls.filter((call) => call.url.pathname === pathname);

/** The server: `verify` answers the link; a resend is accepted; the rest of the app finds nothing. */
function serve(verify: (call: TFakeCall) => Response) {
  return serveFetch((call) => {
    if (call.url.pathname === VERIFY) return verify(call);
    if (call.url.pathname === RESEND) return jsonResponse(200, { success: true });
    return jsonResponse(404, { code: 'NOT_FOUND', message: '' });
  });
}

describe('/emailVerification', () => {
  it('verifies the link, saves the session as a login does, and takes the user into the app', async () => {
    const calls = serve(() =>
      jsonResponse(200, {
        token: 'access',
        refresh_token: 'refresh',
        mercure_token: 'hub',
        user: makeUser({ email: 'new@example.dz' }),
      }),
    );
    const { router, session } = renderRoute('/emailVerification?token=abc-123_x', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo(calls, VERIFY).map((call) => call.url.searchParams.get('token'))).toEqual(['abc-123_x']);
    expect(getAccessToken()).toBe('access');
    expect(getRefreshToken()).toBe('refresh');
    expect(getMercureToken()).toBe('hub');
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { email: 'new@example.dz' } });
  });

  it('explains a used or expired link and offers a new one, with its countdown', async () => {
    const message = 'Ce lien de vérification a expiré. Demandez un nouveau lien.';
    const calls = serve(() => jsonResponse(400, { code: 'VERIFICATION_LINK_EXPIRED', message }));
    const { session } = renderRoute('/emailVerification?token=old', null);
    expect(await screen.findByRole('heading', { level: 1, name: "Vérification de l'adresse e-mail" })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(session.getState().status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();

    const user = userEvent.setup({ delay: null });
    const form = screen.getByRole('form', { name: 'Recevoir un nouveau lien' });
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'new@example.dz');
    await user.click(screen.getByRole('button', { name: "Renvoyer l'e-mail de vérification" }));
    expect(await screen.findByText('E-mail de vérification renvoyé.')).toBeInTheDocument();
    expect(form).toContainElement(screen.getByRole('button', { name: 'Renvoyer dans 60 s' }));
    expect(callsTo(calls, RESEND).map((call) => JSON.parse(String(call.init.body)) as unknown)).toEqual([
      { email: 'new@example.dz' },
    ]);
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/login');
  });

  it('says a link without its token is incomplete, without calling the server', async () => {
    const calls = serve(() => jsonResponse(200, {}));
    renderRoute('/emailVerification', null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de vérification est incomplet.');
    expect(screen.getByRole('button', { name: "Renvoyer l'e-mail de vérification" })).toBeInTheDocument();
    expect(callsTo(calls, VERIFY)).toEqual([]);
  });

  it('offers to try the same link again when the server could not answer', async () => {
    let isDown = true;
    const calls = serve(() =>
      isDown
        ? jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'Le service est momentanément indisponible.' })
        : jsonResponse(200, { token: 'access', refresh_token: 'refresh', mercure_token: 'hub', user: makeUser() }),
    );
    const { router } = renderRoute('/emailVerification?token=flaky', null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.');
    isDown = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo(calls, VERIFY)).toHaveLength(2);
  });
});
