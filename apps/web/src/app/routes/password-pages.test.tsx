import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const DEAD_LINK =
  "Ce lien de réinitialisation n'est plus valable : il a expiré ou a déjà servi. Demandez-en un nouveau.";

describe('/forgot-password', () => {
  it('is reached from the login form and sends the address as form data, then says the same for any address', async () => {
    const calls = serveFetch(({ url }) =>
      url.pathname === '/api/forgot-pass'
        ? jsonResponse(200, { success: true })
        : jsonResponse(401, { code: 'UNAUTHORIZED', message: '' }),
    );
    const { router } = renderRoute('/login', null);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Mot de passe oublié ?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    await user.type(await screen.findByLabelText(/Adresse e-mail/, {}, { timeout: 15_000 }), 'nadia@example.dz');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    // The first submit loads the shared schema and the messages: a busy machine takes seconds.
    expect(await screen.findByRole('status', {}, { timeout: 15_000 })).toHaveTextContent(
      "Si un compte existe avec l'adresse nadia@example.dz, un lien de réinitialisation vient de lui être envoyé.",
    );
    const posted = calls.filter((call) => call.url.pathname === '/api/forgot-pass');
    expect(posted).toHaveLength(1);
    expect(String(posted[0]!.init.body)).toBe('email=nadia%40example.dz');
  });

  it('checks the address before calling the server', async () => {
    const calls = serveFetch(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: '' }));
    renderRoute('/forgot-password', null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Adresse e-mail/), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/forgot-pass')).toHaveLength(0);
  });
});

describe('/reset-password', () => {
  async function fill(password: string, confirmation: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/, { selector: 'input' }), password);
    await user.type(screen.getByLabelText(/^Confirmez le mot de passe/, { selector: 'input' }), confirmation);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  }

  it('applies the shared rules in the page: too short', async () => {
    const calls = serveFetch(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: '' }));
    renderRoute('/reset-password?token=abc', null);
    await fill('court', 'autre');
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/reset-password')).toHaveLength(0);
  });

  it('refuses a confirmation that differs from the password, before calling the server', async () => {
    const calls = serveFetch(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: '' }));
    renderRoute('/reset-password?token=abc', null);
    await fill('une phrase toute neuve', 'une phrase toute neuve ');
    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/reset-password')).toHaveLength(0);
  });

  it('sets the new password with the token of the link, then goes to the login', async () => {
    const calls = serveFetch(({ url }) =>
      url.pathname === '/api/reset-password'
        ? jsonResponse(200, { success: true })
        : jsonResponse(401, { code: 'UNAUTHORIZED', message: '' }),
    );
    const { router } = renderRoute('/reset-password?token=abc', null);
    await fill('une phrase toute neuve', 'une phrase toute neuve');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [call] = calls.filter((item) => item.url.pathname === '/api/reset-password');
    expect(JSON.parse(String(call!.init.body))).toEqual({
      token: 'abc',
      password: 'une phrase toute neuve',
      passwordConfirmation: 'une phrase toute neuve',
    });
  });

  it('says when the link is expired or used, with a way to ask for a new one', async () => {
    serveFetch(({ url }) =>
      url.pathname === '/api/reset-password'
        ? jsonResponse(400, { code: 'RESET_LINK_INVALID', message: DEAD_LINK })
        : jsonResponse(401, { code: 'UNAUTHORIZED', message: '' }),
    );
    const { router } = renderRoute('/reset-password?token=used', null);
    await fill('une phrase toute neuve', 'une phrase toute neuve');
    expect(await screen.findByText(DEAD_LINK)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Demander un nouveau lien' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('says so at once when the link has no token', async () => {
    serveFetch(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: '' }));
    renderRoute('/reset-password', null);
    expect(
      await screen.findByText('Ce lien de réinitialisation est incomplet. Demandez-en un nouveau.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer le mot de passe' })).not.toBeInTheDocument();
  });
});
