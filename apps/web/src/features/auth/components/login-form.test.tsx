import type { TSessionUser } from '@tariq/contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionStoreProvider } from '../../../lib/session';
import { getAccessToken, getRefreshToken } from '../../../lib/tokens';
import { jsonResponse, serveFetch } from '../../../test/fake-fetch';
import type { TFakeCall } from '../../../test/fake-fetch';
import { makeSession, makeUser, renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onLoggedIn = vi.fn();
  const session = makeSession(null);
  renderWithProviders(
    <SessionStoreProvider store={session}>
      <MemoryRouter>
        <LoginForm onLoggedIn={onLoggedIn} />
      </MemoryRouter>
    </SessionStoreProvider>,
  );
  return { onLoggedIn, session };
}

/** The server: `/api/login_check` answers `login`; `/api/user/changelanguage` answers 200. */
function serveLogin(login: () => Response) {
  return serveFetch(({ url }) => {
    if (url.pathname === '/api/login_check') return login();
    if (url.pathname === '/api/user/changelanguage') return jsonResponse(200, { ok: true });
    return jsonResponse(404, { code: 'NOT_FOUND', message: '' });
  });
}

const verified = (user: Partial<TSessionUser> = {}) =>
  jsonResponse(200, { token: 'access', refresh_token: 'refresh', mercure_token: 'hub', user: makeUser(user) });

const posted = (calls: TFakeCall[], pathname: string) =>
  calls.filter((call) => call.url.pathname === pathname).map((call) => JSON.parse(String(call.init.body)) as unknown);

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Adresse e-mail/), email);
  if (password) await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginForm', () => {
  it('checks the fields with the shared schema before calling the server', async () => {
    const calls = serveLogin(() => verified());
    renderForm();
    await submit('not-an-email', '');
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(screen.getByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('logs in, keeps the tokens and the user, and hands over to the caller', async () => {
    const calls = serveLogin(() => verified());
    const { onLoggedIn, session } = renderForm();
    await submit('carrier@demo.tariq.dz', 'Tariq-demo-2026');
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(posted(calls, '/api/login_check')).toEqual([
      { username: 'carrier@demo.tariq.dz', password: 'Tariq-demo-2026' },
    ]);
    expect(getAccessToken()).toBe('access');
    expect(getRefreshToken()).toBe('refresh');
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { email: 'carrier@demo.tariq.dz' } });
    // The user's language is already the interface's: nothing more to tell the server.
    expect(posted(calls, '/api/user/changelanguage')).toEqual([]);
  });

  it('sends the interface language to the account when it differs, once', async () => {
    const calls = serveLogin(() => verified({ language: 'ar' }));
    const { onLoggedIn, session } = renderForm();
    await submit('carrier@demo.tariq.dz', 'Tariq-demo-2026');
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(session.getState().user?.language).toBe('fr'));
    expect(posted(calls, '/api/user/changelanguage')).toEqual([{ language: 'fr' }]);
    expect(document.documentElement.lang).toBe('fr');
  });

  it("shows 'Votre email n'est pas vérifié' for an unverified user, and stays", async () => {
    serveLogin(() => jsonResponse(200, { user: makeUser({ isVerified: false }) }));
    const { onLoggedIn, session } = renderForm();
    await submit('new@example.dz', 'a long password');
    expect(await screen.findByText("Votre email n'est pas vérifié")).toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(session.getState().status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
  });

  it('offers to resend the verification e-mail to the address just typed', async () => {
    const calls = serveFetch(({ url }) => {
      if (url.pathname === '/api/login_check') return jsonResponse(200, { user: makeUser({ isVerified: false }) });
      if (url.pathname === '/api/auth/resend-verification-email') return jsonResponse(200, { success: true });
      return jsonResponse(404, { code: 'NOT_FOUND', message: '' });
    });
    renderForm();
    await submit('new@example.dz', 'a long password');
    await userEvent.setup().click(await screen.findByRole('button', { name: "Renvoyer l'e-mail de vérification" }));
    expect(await screen.findByText('E-mail de vérification renvoyé.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer dans 60 s' })).toBeDisabled();
    expect(posted(calls, '/api/auth/resend-verification-email')).toEqual([{ email: 'new@example.dz' }]);
  });

  it('sends one login while the first is under way, however often the button is pressed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = serveFetch(async ({ url }) => {
      if (url.pathname === '/api/login_check') {
        await held;
        return verified();
      }
      return jsonResponse(404, { code: 'NOT_FOUND', message: '' });
    });
    const { onLoggedIn } = renderForm();
    await submit('carrier@demo.tariq.dz', 'Tariq-demo-2026');
    await vi.waitFor(() => expect(posted(calls, '/api/login_check')).toHaveLength(1));
    fireEvent.submit(screen.getByRole('button', { name: 'Se connecter' }).closest('form')!);
    release();
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(posted(calls, '/api/login_check')).toHaveLength(1);
  });

  it("shows the server's message for wrong credentials", async () => {
    serveLogin(() =>
      jsonResponse(401, { code: 'INVALID_CREDENTIALS', message: 'Adresse e-mail ou mot de passe incorrect.' }),
    );
    renderForm();
    await submit('carrier@demo.tariq.dz', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
  });

  it("puts the server's field errors under their fields, beside its message", async () => {
    serveLogin(() =>
      jsonResponse(400, {
        code: 'VALIDATION',
        message: 'Veuillez corriger les champs en rouge.',
        fields: { username: 'Cette adresse est refusée par le serveur' },
      }),
    );
    renderForm();
    await submit('carrier@demo.tariq.dz', 'Tariq-demo-2026');
    expect(await screen.findByText('Cette adresse est refusée par le serveur')).toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs en rouge.');
  });
});
