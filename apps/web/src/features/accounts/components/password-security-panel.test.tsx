import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionStoreProvider } from '../../../lib/session';
import { jsonResponse, serveFetch } from '../../../test/fake-fetch';
import type { TFakeCall } from '../../../test/fake-fetch';
import { makeSession, makeUser, renderWithProviders } from '../../../test/render';
import { PasswordSecurityPanel } from './password-security-panel';

afterEach(() => vi.unstubAllGlobals());

const USER = makeUser({ id: 'user-1' });
const SESSIONS = [
  {
    id: 'session-here',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
    ip: '10.0.0.1',
    created_at: new Date().toISOString(),
    last_used_at: new Date().toISOString(),
    current: true,
  },
  {
    id: 'session-phone',
    user_agent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/129.0 Mobile Safari/537.36',
    ip: '10.0.0.2',
    created_at: new Date().toISOString(),
    last_used_at: new Date().toISOString(),
    current: false,
  },
];

function serve(state: { currentPassword: string; sessions: typeof SESSIONS }) {
  return serveFetch(({ url, init }) => {
    const form = new URLSearchParams(typeof init.body === 'string' ? init.body : '');
    if (url.pathname === '/api/user/sessions') return jsonResponse(200, { data: state.sessions });
    if (url.pathname === '/api/user/sessions/session-phone' && init.method === 'DELETE') {
      state.sessions = state.sessions.filter((session) => session.id !== 'session-phone');
      return jsonResponse(200, { success: true });
    }
    if (url.pathname === '/validation/user-1/check_pwd')
      return jsonResponse(200, { result: form.get('password') === state.currentPassword });
    if (url.pathname === '/update/user-1/user') return jsonResponse(200, { result: true });
    return jsonResponse(404, { code: 'NOT_FOUND', message: '' });
  });
}

function renderPanel() {
  renderWithProviders(
    <SessionStoreProvider store={makeSession(USER)}>
      <PasswordSecurityPanel />
    </SessionStoreProvider>,
  );
}

const called = (calls: TFakeCall[], pathname: string) => calls.filter((call) => call.url.pathname === pathname);

async function change(current: string, password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Mot de passe actuel/, { selector: 'input' }), current);
  await user.type(screen.getByLabelText(/^Nouveau mot de passe/, { selector: 'input' }), password);
  await user.type(screen.getByLabelText(/^Confirmez le nouveau mot de passe/, { selector: 'input' }), confirmation);
  await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

describe('PasswordSecurityPanel', () => {
  it('checks the current password first: a wrong one is said under its field and nothing is changed', async () => {
    const calls = serve({ currentPassword: 'mon ancien mot de passe', sessions: SESSIONS });
    renderPanel();
    await change('pas le bon', 'une phrase toute neuve');
    expect(await screen.findByText('Mot de passe actuel incorrect.')).toBeInTheDocument();
    expect(called(calls, '/validation/user-1/check_pwd')).toHaveLength(1);
    expect(called(calls, '/update/user-1/user')).toHaveLength(0);
  });

  it('then sends the new password as form data, and reads the sessions again', async () => {
    const calls = serve({ currentPassword: 'mon ancien mot de passe', sessions: SESSIONS });
    renderPanel();
    await screen.findByText('Firefox sur Linux');
    await change('mon ancien mot de passe', 'une phrase toute neuve');
    await waitFor(() => expect(called(calls, '/update/user-1/user')).toHaveLength(1));
    const body = new URLSearchParams(String(called(calls, '/update/user-1/user')[0]!.init.body));
    expect(Object.fromEntries(body)).toEqual({
      currentPassword: 'mon ancien mot de passe',
      password: 'une phrase toute neuve',
      passwordConfirmation: 'une phrase toute neuve',
    });
    await waitFor(() => expect(called(calls, '/api/user/sessions')).toHaveLength(2));
  });

  it('applies the shared rules before calling the server', async () => {
    const calls = serve({ currentPassword: 'x', sessions: SESSIONS });
    renderPanel();
    await change('mon ancien mot de passe', 'court');
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    expect(called(calls, '/validation/user-1/check_pwd')).toHaveLength(0);
  });

  it('lists the sessions, marks this device, and ends another after a confirmation', async () => {
    const calls = serve({ currentPassword: 'x', sessions: SESSIONS });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Sessions actives' });
    const here = (await within(list).findByText('Firefox sur Linux')).closest('li')!;
    expect(within(here).getByText('Cet appareil')).toBeInTheDocument();
    expect(within(here).queryByRole('button')).not.toBeInTheDocument();
    const phone = within(list).getByText('Chrome sur Android').closest('li')!;
    expect(within(phone).getByText(/Adresse IP : 10\.0\.0\.2/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(phone).getByRole('button', { name: /Fermer la session/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fermer cette session ?' });
    expect(dialog).toHaveTextContent("L'appareil « Chrome sur Android » sera déconnecté et devra se reconnecter.");
    expect(called(calls, '/api/user/sessions/session-phone')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer la session' }));
    await waitFor(() => expect(screen.queryByText('Chrome sur Android')).not.toBeInTheDocument());
    expect(called(calls, '/api/user/sessions/session-phone')[0]!.init.method).toBe('DELETE');
  });
});
