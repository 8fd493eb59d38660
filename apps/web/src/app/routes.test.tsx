import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveFetch } from '../test/fake-fetch';
import { makeUser, renderRoute } from '../test/render';
import { getMenu } from './layout/menu';

const carrier = (overrides = {}) => makeUser({ role: 'ROLE_TRANSPORTEUR', roles: ['ROLE_TRANSPORTEUR'], ...overrides });
const shipper = (overrides = {}) =>
  makeUser({
    role: 'ROLE_COMMISSIONNAIRE',
    roles: ['ROLE_COMMISSIONNAIRE'],
    firstname: 'Amina',
    lastname: 'Benali',
    ...overrides,
  });

/** Labels of the entries of the main navigation (the top bar's and the side panel's). */
async function menuLabels() {
  const navs = await screen.findAllByRole('navigation', { name: 'Navigation principale' });
  const entries = navs.flatMap((nav) => [
    ...within(nav).queryAllByRole('button'),
    ...within(nav).queryAllByRole('link'),
  ]);
  return [...new Set(entries.map((element) => element.textContent?.trim()))];
}

describe('menus per role and module', () => {
  it('gives a shipper with every module its four entries', async () => {
    renderRoute('/dashboard', shipper({ modules: ['private_freight', 'trucks'] }));
    const labels = await menuLabels();
    expect(labels).toEqual(
      expect.arrayContaining([
        'Tableau de bord',
        'Vos expéditions',
        'Nouvelle expédition',
        'Bourse privée',
        'Véhicules',
      ]),
    );
    expect(labels).not.toContain('Recherche de fret');
  });

  it('hides Bourse privée and Véhicules from a shipper without those modules', async () => {
    renderRoute('/dashboard', shipper({ modules: [] }));
    const labels = await menuLabels();
    expect(labels).toContain('Vos expéditions');
    expect(labels).not.toContain('Bourse privée');
    expect(labels).not.toContain('Véhicules');
  });

  it('gives a carrier freight search, missions, drivers, and invoicing and vehicles by module', async () => {
    renderRoute('/dashboard', carrier({ modules: ['invoices', 'trucks'] }));
    const labels = await menuLabels();
    expect(labels).toEqual(
      expect.arrayContaining([
        'Tableau de bord',
        'Recherche de fret',
        'Missions',
        'Chauffeurs',
        'Facturation',
        'Véhicules',
      ]),
    );
    expect(labels).not.toContain('Vos expéditions');
  });

  it('gives the carrier the freight-search submenu with Créer une recherche, and two vehicle entries', () => {
    const menu = getMenu(carrier({ modules: ['trucks'] }));
    const freight = menu.find((item) => item.key === 'freightSearch')!;
    expect(freight.children!.map((child) => [child.labelKey, child.to])).toEqual([
      ['nav.availableOffers', '/freights'],
      ['nav.favoriteOffers', '/freights/favorite'],
      ['nav.consultedOffers', '/freights/consulted'],
      ['nav.createSearch', '/freights'],
    ]);
    expect(freight.children![3]!.state).toEqual({ openSearchPanel: true });
    const vehicles = menu.find((item) => item.key === 'vehicles')!;
    expect(vehicles.children!.map((child) => child.to)).toEqual(['/trucks', '/trucks/my']);
    // Shippers get only the /trucks link.
    const shipperVehicles = getMenu(shipper({ modules: ['trucks'] })).find((item) => item.key === 'vehicles')!;
    expect(shipperVehicles).toMatchObject({ to: '/trucks' });
    expect(shipperVehicles.children).toBeUndefined();
  });

  it('hides Facturation and Véhicules from a carrier without those modules', async () => {
    renderRoute('/dashboard', carrier({ modules: [] }));
    const labels = await menuLabels();
    expect(labels).toContain('Missions');
    expect(labels).not.toContain('Facturation');
    expect(labels).not.toContain('Véhicules');
  });

  it('shows the profile dropdown with the initial of the last name, the first name and the company', async () => {
    renderRoute('/dashboard', carrier());
    const profile = await screen.findByRole('button', { name: /Menu du profil$/ });
    expect(within(profile).getByText('H. Karim')).toBeInTheDocument();
    expect(within(profile).getByText('Transports Atlas Express')).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it('greets the user with texts of its namespaces: welcome, role, title', async () => {
    renderRoute('/dashboard', carrier());
    expect(await screen.findByRole('heading', { name: 'Bienvenue Karim' })).toBeInTheDocument();
    expect(screen.getByText('Transporteur')).toBeInTheDocument();
    expect(screen.getByText('Vérifiés')).toBeInTheDocument();
    expect(document.title).toContain('Tableau de bord');
  });
});

describe('guards of the route table', () => {
  it('sends a visitor from a protected route to /login', async () => {
    const { router } = renderRoute('/missions', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('sends a logged user away from the visitors-only login page', async () => {
    const { router } = renderRoute('/auth', carrier());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a shipper to /forbidden on a carrier route, and a carrier on a shipper route', async () => {
    const first = renderRoute('/missions', shipper());
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/forbidden'));
    first.unmount();
    const second = renderRoute('/expeditions', carrier());
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/forbidden'));
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });

  it('closes document-gated areas until documents are verified, with a link to /profile/documents', async () => {
    const { router } = renderRoute('/missions', carrier({ is_doc_ok: false }));
    expect(await screen.findByRole('heading', { name: "Votre compte n'est pas encore activé" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gérer mes documents' })).toHaveAttribute('href', '/profile/documents');
    expect(router.state.location.pathname).toBe('/missions');
  });

  it('opens the same area once documents are verified', async () => {
    renderRoute('/missions', carrier({ is_doc_ok: true }));
    expect(await screen.findByRole('heading', { name: 'Missions' })).toBeInTheDocument();
  });

  it('keeps the area open to an active account whose document only lapsed: its missions under way go on', async () => {
    renderRoute('/missions', carrier({ is_doc_ok: false, is_doc_active: true }));
    expect(await screen.findByRole('heading', { name: 'Missions' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Votre compte n'est pas encore activé" })).not.toBeInTheDocument();
  });

  it('needs the module: /invoices without invoices, /private-bourse without private_freight, /trucks without trucks', async () => {
    for (const [path, user] of [
      ['/invoices', carrier({ modules: [] })],
      ['/private-bourse', shipper({ modules: [] })],
      ['/trucks', shipper({ modules: [] })],
      ['/trucks/my', carrier({ modules: [] })],
    ] as const) {
      const { router, unmount } = renderRoute(path, user);
      await waitFor(() => expect(router.state.location.pathname, path).toBe('/forbidden'));
      unmount();
    }
  });

  it('opens module routes with the module', async () => {
    renderRoute('/invoices', carrier({ modules: ['invoices'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Factures' })).toBeInTheDocument();
  });

  it('keeps /trucks/my for carriers: a shipper with trucks is forbidden there but reaches /trucks', async () => {
    const mine = renderRoute('/trucks/my', shipper({ modules: ['trucks'] }));
    await waitFor(() => expect(mine.router.state.location.pathname).toBe('/forbidden'));
    mine.unmount();
    renderRoute('/trucks', shipper({ modules: ['trucks'] }));
    expect(await screen.findByRole('heading', { name: 'Recherche de véhicules' })).toBeInTheDocument();
  });

  it('lets everyone logged reach the dashboard and profile, whatever the documents', async () => {
    renderRoute('/profile/documents', shipper({ is_doc_ok: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends any other path to the dashboard when logged and to the login screen otherwise', async () => {
    const logged = renderRoute('/no/such/page', carrier());
    await waitFor(() => expect(logged.router.state.location.pathname).toBe('/dashboard'));
    logged.unmount();
    const visitor = renderRoute('/no/such/page', null);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
  });
});

describe('a deep link opened while logged out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('logs in and lands on that page, not on the dashboard', async () => {
    serveFetch(({ url }) => {
      if (url.pathname === '/api/login_check')
        return jsonResponse(200, { token: 'access', refresh_token: 'refresh', mercure_token: 'hub', user: shipper() });
      return jsonResponse(404, { code: 'NOT_FOUND', message: '' });
    });
    const { router } = renderRoute('/expeditions/completed', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Adresse e-mail/), 'shipper@demo.tariq.dz');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Tariq-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/expeditions/completed'));
    // Settled there: no later redirect to the dashboard.
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos expéditions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/expeditions/completed');
  });
});
