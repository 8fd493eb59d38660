import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { getAccessToken, saveTokens } from '../../lib/tokens';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeUser, renderRoute } from '../../test/render';

afterEach(async () => {
  vi.unstubAllGlobals();
  // Back to French before the next test renders (i18next is one instance for the whole file).
  await act(() => changeLanguage('fr', { persist: false }));
});

const serveOk = () => serveFetch(() => jsonResponse(200, { ok: true }));
const callsTo = (calls: TFakeCall[], pathname: string) => calls.filter((call) => call.url.pathname === pathname);

async function chooseLanguage(name: string) {
  const user = userEvent.setup();
  // The header's menus are a lazy chunk: on a busy machine (or a fresh clone, which transforms every
  // module on first use) they take seconds to come. Nothing here waits a fixed time.
  await user.click(await screen.findByRole('button', { name: /Choisir la langue/ }, { timeout: 15_000 }));
  await user.click(await screen.findByRole('menuitem', { name }, { timeout: 15_000 }));
}

describe('the header', () => {
  it('names the language button by what it shows first (label in name, WCAG 2.5.3)', async () => {
    serveOk();
    renderRoute('/dashboard', makeUser({ language: 'fr' }));
    const button = await screen.findByRole('button', { name: /Choisir la langue/ }, { timeout: 15_000 });
    expect(button.textContent).toBe('FR');
    expect(button).toHaveAccessibleName('FR – Choisir la langue (Français)');
  });

  it("switches a signed-in user's interface and account language with one call", async () => {
    const calls = serveOk();
    const { session } = renderRoute('/dashboard', makeUser({ language: 'fr' }));
    await screen.findByRole('heading', { name: 'Bienvenue Karim' });
    await chooseLanguage('English');
    // The switch loads every namespace on screen in English first (one module each under test): the
    // page's own words in English are what says it is done.
    expect(await screen.findByRole('heading', { name: 'Welcome, Karim' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await waitFor(() => expect(session.getState().user?.language).toBe('en'));
    const posts = callsTo(calls, '/api/user/changelanguage');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]!.init.body))).toEqual({ language: 'en' });
  });

  it('switches only the interface of a visitor: there is no account to tell', async () => {
    const calls = serveOk();
    renderRoute('/login', null);
    await screen.findByRole('heading', { name: 'Connexion' });
    await chooseLanguage('العربية');
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(calls).toHaveLength(0);
  });

  it('logs out from the profile menu: the server revokes, the tokens go, the login screen shows', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    const calls = serveOk();
    const { session } = renderRoute('/dashboard', makeUser());
    await screen.findByRole('heading', { name: 'Bienvenue Karim' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Menu du profil$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }, { timeout: 5_000 }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(calls, '/api/user/logout')[0]!.init.body))).toEqual({ refresh_token: 'refresh' });
    expect(getAccessToken()).toBeNull();
    // A logout: the guards send to /auth.
    expect(session.getState()).toEqual({ status: 'anonymous', user: null, loggedOut: true });
  });

  // The menus' code loads on intent: their stand-in buttons answer as the menus did.
  it('opens the profile menu from the keyboard, and Escape gives the focus back to its button', async () => {
    serveOk();
    renderRoute('/dashboard', makeUser());
    await screen.findByRole('heading', { name: 'Bienvenue Karim' });
    const user = userEvent.setup();
    screen.getByRole('button', { name: /Menu du profil$/ }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Mon compte' }, { timeout: 15_000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Mon compte' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: /Menu du profil$/ })).toHaveFocus());
    expect(screen.getByRole('button', { name: /Menu du profil$/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a submenu of the wide menu when the mouse rests on it', async () => {
    serveOk();
    renderRoute('/dashboard', makeUser({ role: 'ROLE_TRANSPORTEUR', roles: ['ROLE_TRANSPORTEUR'] }));
    await screen.findByRole('heading', { name: 'Bienvenue Karim' });
    const user = userEvent.setup();
    const freights = screen.getByRole('button', { name: 'Recherche de fret' });
    expect(freights).toHaveAttribute('aria-haspopup', 'menu');
    await user.hover(freights);
    expect(await screen.findByRole('menuitem', { name: 'Offres favorites' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("draws the small screens' side panel when the burger first opens it", async () => {
    serveOk();
    renderRoute('/dashboard', makeUser());
    await screen.findByRole('heading', { name: 'Bienvenue Karim' });
    // Only the wide screens' menu until then.
    expect(screen.getAllByRole('navigation', { name: 'Navigation principale' })).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Navigation principale' })).toHaveLength(2), {
      timeout: 15_000,
    });
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
