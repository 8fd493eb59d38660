import type { TAdminCompanyDetail, TAdminUser } from '@tariq/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ATLAS_USERS,
  makeAdminCompanies,
  makeAdminCompany,
  makeAdminCompanyDetail,
  makeDocumentQueue,
  makeStaff,
} from '../../test/admin';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import type { TFakeCall } from '../../test/fake-fetch';
import { makeNotificationList } from '../../test/notifications';
import { makeUser, renderRoute } from '../../test/render';
import { getMenu } from '../layout/menu';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Ressource introuvable.' };
const ATLAS = makeAdminCompany();
const SAHEL = makeAdminCompany({
  id: '00000000-0000-4000-8000-0000000000b2',
  kind: 'shipper',
  legalName: 'Sahel Agro',
  nif: '000031009876543',
  rc: '31B0123456',
  nis: null,
  city: 'Oran',
  documentsOk: false,
  isVip: true,
  modules: ['private_freight', 'invoices'],
  usersCount: 1,
  createdAt: '2026-11-02T10:00:00.000Z',
});

/** The staff's calls, kept as the server would: settings and users' statuses change the page. */
function serveCompanies() {
  const server: { detail: TAdminCompanyDetail } = { detail: makeAdminCompanyDetail() };
  const calls = serveFetch(({ url, init }) => {
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/user/notifications') return jsonResponse(200, makeNotificationList({ data: [] }));
    if (path === '/api/admin/documents') return jsonResponse(200, makeDocumentQueue([]));
    if (path === '/api/admin/companies' && method === 'GET') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return jsonResponse(
        200,
        makeAdminCompanies([SAHEL, ATLAS].filter((company) => company.legalName.toLowerCase().includes(q))),
      );
    }
    if (path === `/api/admin/companies/${ATLAS.id}` && method === 'GET') return jsonResponse(200, server.detail);
    if (path === `/api/admin/companies/${ATLAS.id}/settings` && method === 'PUT') {
      const settings = JSON.parse(init.body as string) as Pick<TAdminCompanyDetail['company'], 'modules' | 'isVip'>;
      server.detail = { ...server.detail, company: { ...server.detail.company, ...settings } };
      return jsonResponse(200, server.detail);
    }
    const [, userId, verb] = path.match(/^\/api\/admin\/users\/([^/]+)\/(disable|enable)$/) ?? [];
    const user = server.detail.users.find((candidate) => candidate.id === userId);
    if (user && method === 'POST') {
      const updated: TAdminUser = { ...user, status: verb === 'disable' ? 'disabled' : 'active' };
      server.detail = {
        ...server.detail,
        users: server.detail.users.map((candidate) => (candidate.id === updated.id ? updated : candidate)),
      };
      return jsonResponse(200, updated);
    }
    return jsonResponse(404, NOT_FOUND);
  });
  return { calls, server };
}

const callsTo = (calls: TFakeCall[], method: string, pathname: string) =>
  calls.filter((call) => (call.init.method ?? 'GET') === method && call.url.pathname === pathname);

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The rows of a table, each as the texts of its cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function openCompany() {
  const served = serveCompanies();
  const rendered = renderRoute(`/admin/companies/${ATLAS.id}`, makeStaff());
  await screen.findByRole('heading', { level: 1, name: 'Transports Atlas Express' });
  return { ...served, ...rendered, user: userEvent.setup() };
}

const usersTable = () => screen.getByRole('table', { name: 'Utilisateurs' });

describe('the companies (/admin/companies)', () => {
  it('is forbidden to shippers and carriers', async () => {
    serveCompanies();
    for (const user of [makeUser(), makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'] })])
      for (const path of ['/admin/companies', `/admin/companies/${ATLAS.id}`]) {
        const { router, unmount } = renderRoute(path, user);
        await waitFor(() => expect(router.state.location.pathname, `${path} for ${user.role}`).toBe('/forbidden'));
        unmount();
      }
  });

  it('is in the Administration menu of the staff, beside the documents to review', async () => {
    expect(getMenu(makeStaff())[1]!.children!.map((child) => [child.labelKey, child.to])).toEqual([
      ['nav.documentsToReview', '/admin/documents'],
      ['nav.companies', '/admin/companies'],
    ]);
    serveCompanies();
    renderRoute('/dashboard', makeStaff());
    const navigation = (await screen.findAllByRole('navigation', { name: 'Navigation principale' }))[0]!;
    const user = userEvent.setup();
    await user.click(await within(navigation).findByRole('button', { name: 'Administration' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sociétés' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sociétés' })).toBeInTheDocument();
  });

  it('lists the companies newest first, and searches them once typing pauses, the search in the URL', async () => {
    const { calls } = serveCompanies();
    const { router } = renderRoute('/admin/companies', makeStaff());
    const table = await screen.findByRole('table', { name: 'Sociétés' });
    expect(Object.fromEntries(callsTo(calls, 'GET', '/api/admin/companies')[0]!.url.searchParams)).toEqual({
      page: '1',
      limit: '20',
    });
    expect(rowsOf(table)).toEqual([
      [
        'Sahel Agro',
        'Expéditeur',
        '000031009876543',
        '31B0123456',
        'Oran',
        '1',
        'Documents incompletsVIP',
        'Bourse privée, Facturation',
        '2 nov. 2026',
      ],
      [
        'Transports Atlas Express',
        'Transporteur',
        '000016001234567',
        '16001234567B18',
        'Rouiba',
        '2',
        'Documents OK',
        'Véhicules',
        '14 sept. 2026',
      ],
    ]);
    expect(screen.getByText('2 sociétés, de la plus récente à la plus ancienne')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une société' }), 'atlas');
    await waitFor(() => expect(router.state.location.search).toBe('?q=atlas'));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Sociétés' }))).toHaveLength(1));
    // One request for the word, not one per key.
    const searches = callsTo(calls, 'GET', '/api/admin/companies').filter((call) => call.url.searchParams.has('q'));
    expect(searches.map((call) => call.url.searchParams.get('q'))).toEqual(['atlas']);

    await user.click(screen.getByRole('link', { name: 'Transports Atlas Express' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transports Atlas Express' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/companies/${ATLAS.id}`);
  });

  it('says when no company matches the search', async () => {
    serveCompanies();
    renderRoute('/admin/companies?q=zzz', makeStaff());
    expect(await screen.findByText('Aucune société ne correspond à « zzz »')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher une société' })).toHaveValue('zzz');
  });
});

describe('a company (/admin/companies/:id)', () => {
  it('shows its identifiers, users, documents, activity and audit trail', async () => {
    await openCompany();
    const identifiers = within(screen.getByRole('region', { name: 'Identifiants' }));
    expect(identifiers.getByText('16001234567B18')).toHaveAttribute('dir', 'ltr');
    expect(identifiers.getByText('Documents OK')).toBeInTheDocument();

    expect(rowsOf(usersTable())).toEqual([
      ['Karim Benali', 'karim@atlas.dz', 'Actif', "24 nov. 2026, 09:00 (heure d'Algérie)", 'Désactiver'],
      ['Samia Haddad', 'samia@atlas.dz' + 'E-mail non vérifié', 'Désactivé', 'Jamais', 'Réactiver'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Documents légaux' }))).toEqual([
      ['Extrait du registre du commerce (RC)', 'Vérifié', 'Non renseigné', '20 nov. 2026'],
      ["Attestation d'assurance des marchandises transportées", 'En validation', '14 janv. 2027', '21 nov. 2026'],
    ]);
    expect(screen.getByRole('link', { name: 'Ouvrir la file de vérification' })).toHaveAttribute(
      'href',
      '/admin/documents',
    );
    const activity = within(screen.getByRole('region', { name: 'Activité' }));
    expect(activity.getByText('Offres publiées').nextElementSibling).toHaveTextContent('0');
    expect(activity.getByText('Missions').nextElementSibling).toHaveTextContent('12');

    expect(rowsOf(screen.getByRole('table', { name: "Journal d'audit" }))).toEqual([
      [
        "25 nov. 2026, 10:00 (heure d'Algérie)",
        'Lina Meziane',
        'Compte désactivéSamia Haddad',
        "disabledAt: — → 25 nov. 2026, 10:00 (heure d'Algérie)",
      ],
      [
        "24 nov. 2026, 16:00 (heure d'Algérie)",
        'Lina Meziane',
        'Document vérifiéExtrait du registre du commerce (RC)',
        'status: in_validation → verified',
      ],
      ["23 nov. 2026, 11:00 (heure d'Algérie)", 'Lina Meziane', 'Réglages modifiés', 'modules: — → Véhicules'],
      ["22 nov. 2026, 11:00 (heure d'Algérie)", 'Plateforme', 'Offre : archived', ''],
    ]);
    expect(document.title).toBe('Transports Atlas Express · Sociétés · Tariq');
  });

  it('saves its modules and VIP, and says so', async () => {
    const { calls, user } = await openCompany();
    const form = screen.getByRole('form', { name: 'Réglages' });
    expect(within(form).getByRole('checkbox', { name: 'Véhicules' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Facturation' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Bourse privée' }));
    await user.click(within(form).getByRole('switch', { name: 'Société VIP' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    // The saved answer shows: the company is VIP now. (The toaster is not mounted in tests; a module
    // mock of it would depend on the order files share the worker's module registry in.)
    expect(await within(screen.getByRole('region', { name: 'Identifiants' })).findByText('VIP')).toBeInTheDocument();
    expect(
      callsTo(calls, 'PUT', `/api/admin/companies/${ATLAS.id}/settings`).map((call) =>
        JSON.parse(call.init.body as string),
      ),
    ).toEqual([{ modules: ['private_freight', 'trucks', 'invoices'], isVip: true }]);
  });

  it('disables a user only once the staff confirm, then shows the new status', async () => {
    const { calls, user } = await openCompany();
    await user.click(within(usersTable()).getByRole('button', { name: 'Désactiver Karim Benali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver le compte de Karim Benali ?' });
    expect(dialog).toHaveTextContent('Karim Benali est déconnecté partout à la fois');
    expect(callsTo(calls, 'POST', `/api/admin/users/${ATLAS_USERS.karim}/disable`)).toEqual([]);

    // Backing out sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', `/api/admin/users/${ATLAS_USERS.karim}/disable`)).toEqual([]);

    await user.click(within(usersTable()).getByRole('button', { name: 'Désactiver Karim Benali' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() => expect(rowsOf(usersTable())[0]).toEqual(expect.arrayContaining(['Désactivé', 'Réactiver'])));
    expect(callsTo(calls, 'POST', `/api/admin/users/${ATLAS_USERS.karim}/disable`)).toHaveLength(1);
  });

  it('enables a disabled user again at once', async () => {
    const { calls, user } = await openCompany();
    await user.click(within(usersTable()).getByRole('button', { name: 'Réactiver Samia Haddad' }));
    await waitFor(() => expect(rowsOf(usersTable())[1]).toEqual(expect.arrayContaining(['Actif', 'Désactiver'])));
    expect(callsTo(calls, 'POST', `/api/admin/users/${ATLAS_USERS.samia}/enable`)).toHaveLength(1);
  });

  it('says when the company cannot be found', async () => {
    serveCompanies();
    renderRoute('/admin/companies/00000000-0000-4000-8000-0000000000ff', makeStaff());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger la société');
    expect(alert).toHaveTextContent('Ressource introuvable.');
  });
});
