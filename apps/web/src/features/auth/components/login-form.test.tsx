import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { makeUser } from '../../../test/render';
import { SessionContext } from '../session';
import type { TSession } from '../session';
import { LoginForm } from './login-form';

function renderForm(login: TSession['login']) {
  const onLoggedIn = vi.fn();
  const session: TSession = {
    status: 'anonymous',
    user: null,
    login,
    logout: async () => undefined,
    refreshUser: async () => undefined,
  };
  render(
    <MantineProvider>
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <LoginForm onLoggedIn={onLoggedIn} />
        </MemoryRouter>
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return { onLoggedIn };
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Adresse e-mail/), email);
  if (password) await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginForm', () => {
  it('checks the fields with the shared schema before calling the server', async () => {
    const login = vi.fn();
    renderForm(login);
    await submit('not-an-email', '');
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(screen.getByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in and hands over to the caller', async () => {
    const login = vi.fn(async () => ({ token: 't', refresh_token: 'r', mercure_token: 'm', user: makeUser() }));
    const { onLoggedIn } = renderForm(login);
    await submit('carrier@demo.tariq.dz', 'Tariq-demo-2026');
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(login).toHaveBeenCalledWith({ username: 'carrier@demo.tariq.dz', password: 'Tariq-demo-2026' });
  });

  it("shows 'Votre email n'est pas vérifié' for an unverified user, and stays", async () => {
    const login = vi.fn(async () => ({ user: makeUser({ isVerified: false }) }));
    const { onLoggedIn } = renderForm(login);
    await submit('new@example.dz', 'a long password');
    expect(await screen.findByText("Votre email n'est pas vérifié")).toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it("shows the server's message for wrong credentials", async () => {
    const login = vi.fn(async () => {
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'Adresse e-mail ou mot de passe incorrect.');
    });
    renderForm(login);
    await submit('carrier@demo.tariq.dz', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
  });
});
