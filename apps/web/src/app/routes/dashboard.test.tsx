import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { MONTHS, makeCarrierDashboard, makeNewCarrierDashboard, makeShipperDashboard } from '../../test/dashboard';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { makeUser, renderRoute } from '../../test/render';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('fr', { persist: false });
});

const carrier = () => makeUser({ modules: ['invoices'] });
const shipper = () => makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], society: 'Sahel' });

/** The dashboard's call answered with `answer` (a function: each call asks it again); anything else 404. */
function serveDashboard(answer: () => Response | Promise<Response>) {
  return serveFetch(({ url }) =>
    url.pathname === '/api/dashboard' ? answer() : jsonResponse(404, { code: 'NOT_FOUND', message: 'Introuvable.' }),
  );
}

const hrefOf = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('/dashboard: a carrier’s figures', () => {
  it('shows skeletons while loading, then every figure as a link to the list it counts', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = serveDashboard(() => held.then(() => jsonResponse(200, makeCarrierDashboard())));
    renderRoute('/dashboard', carrier());
    expect(await screen.findByRole('status', { name: 'Chargement du tableau de bord…' })).toBeInTheDocument();
    // The account's facts stay, above the figures.
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue Karim' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Votre compte' })).getByText('Transports Atlas Express'),
    ).toBeInTheDocument();

    release();
    const completed = await screen.findByRole('link', { name: /Missions terminées ce mois-ci/ });
    expect(completed).toHaveAttribute('href', '/missions/completed');
    expect(completed).toHaveTextContent('2');
    expect(completed).toHaveTextContent('5 au total · 1 en cours');
    expect(screen.queryByRole('status', { name: 'Chargement du tableau de bord…' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/dashboard')).toHaveLength(1);

    const distance = screen.getByRole('link', { name: /Distance parcourue/ });
    expect(distance).toHaveAttribute('href', '/missions/completed');
    expect(distance).toHaveTextContent(/1\s050\skm/);
    expect(distance).toHaveTextContent(/750\skm ce mois-ci/);
    expect(distance).toHaveTextContent('1 sans distance connue');
    expect(screen.getByRole('link', { name: /Empreinte carbone/ })).toHaveTextContent(/573\skg/);
    expect(screen.getByRole('link', { name: /Kilomètres à vide/ })).toHaveTextContent('Connus pour 3 missions sur 5');

    // Invoicing: each figure opens /invoices with the filter of what it counts.
    expect(hrefOf(/À facturer/)).toBe('/invoices');
    expect(screen.getByRole('link', { name: /À facturer/ })).toHaveTextContent(/20\s000,00\sDZD · 30\s000,00\s€/);
    expect(hrefOf(/Impayées/)).toBe('/invoices/issued?paid=unpaid');
    expect(screen.getByRole('link', { name: /Impayées/ })).toHaveTextContent(/142\s800,00\sDZD/);
    expect(hrefOf(/En retard/)).toBe('/invoices/issued?overdue=1');
    expect(hrefOf(/Payées ce mois-ci/)).toBe('/invoices/issued?paid=paid');

    const drivers = screen.getByRole('link', { name: /^Chauffeurs.*connectés/ });
    expect(drivers).toHaveAttribute('href', '/chauffeurs');
    expect(drivers).toHaveTextContent('1 connectés maintenant');
    expect(drivers).toHaveTextContent('1 en mission · 3 au total');

    // The documents open the card of the next document to expire.
    const documents = screen.getByRole('link', { name: /Documents légaux 4 vérifiés sur 6 requis/ });
    expect(documents).toHaveAttribute('href', '/profile/documents#document-insurance');
    expect(documents).toHaveTextContent('Expirés : 1');
    expect(documents).toHaveTextContent(/Prochaine échéance : .*, le 15 déc\. 2026/);

    // The chart, and its table for screen readers with the months in French.
    const chart = screen.getByRole('figure', { name: 'Missions terminées par mois' });
    const rows = within(chart).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[12]!).getByRole('rowheader')).toHaveTextContent('nov. 26');
    expect(within(rows[12]!).getByRole('cell')).toHaveTextContent('2');
    // Its bars, a picture hidden from screen readers: the latest month's at 2 on an axis up to 4.
    const latestMonth = within(chart).getByTitle('nov. 26 · Missions terminées · 2');
    expect(latestMonth.firstElementChild).toHaveStyle({ height: '50%' });

    const latest = screen.getByRole('region', { name: 'Dernières missions' });
    expect(within(latest).getByRole('link', { name: 'MIS-26-0042' })).toHaveAttribute('href', '/offres/k3v9x2');
    expect(within(latest).getByText('En cours')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'Tout voir' })).toHaveAttribute('href', '/missions');
  });

  it('says "not known" for empty kilometres no mission knows, and leaves invoicing out without the module', async () => {
    serveDashboard(() =>
      jsonResponse(200, makeCarrierDashboard({ empty_km: { total: null, known: 0, missing: 5 }, invoicing: null })),
    );
    renderRoute('/dashboard', makeUser());
    const empty = await screen.findByRole('link', { name: /Kilomètres à vide/ });
    expect(empty).toHaveTextContent('Non connu');
    expect(screen.queryByRole('region', { name: 'Facturation' })).not.toBeInTheDocument();
  });

  it('welcomes a new company with what to do first, and a link to the freight search', async () => {
    serveDashboard(() => jsonResponse(200, makeNewCarrierDashboard()));
    renderRoute('/dashboard', carrier());
    expect(await screen.findByText(/Pas encore de mission \?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher du fret' })).toHaveAttribute('href', '/freights');
    expect(screen.queryByRole('region', { name: 'Dernières missions' })).not.toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Missions terminées par mois' })).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    let fails = true;
    serveDashboard(() =>
      fails
        ? jsonResponse(500, { code: 'INTERNAL', message: 'Erreur du serveur.' })
        : jsonResponse(200, makeCarrierDashboard()),
    );
    renderRoute('/dashboard', carrier());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Le tableau de bord n'a pas pu être chargé.");
    fails = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: /Missions terminées ce mois-ci/ })).toBeInTheDocument();
  });

  it('names the months in the user’s language, Arabic included', async () => {
    await changeLanguage('ar', { persist: false });
    serveDashboard(() => jsonResponse(200, makeCarrierDashboard()));
    renderRoute('/dashboard', carrier());
    const chart = await screen.findByRole('figure', { name: 'المهام المنجزة حسب الشهر' });
    const expected = new Intl.DateTimeFormat('ar', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 10, 1)),
    );
    const rows = within(chart).getAllByRole('row');
    expect(within(rows[12]!).getByRole('rowheader')).toHaveTextContent(expected);
  });
});

describe('/dashboard: a shipper’s figures', () => {
  it('links each status to its tab, and shows spend, lanes, carbon, carriers and the latest shipments', async () => {
    serveDashboard(() => jsonResponse(200, makeShipperDashboard()));
    renderRoute('/dashboard', shipper());
    const statuses = await screen.findByRole('region', { name: 'Vos expéditions par statut' });
    const link = (name: string) => within(statuses).getByRole('link', { name: new RegExp(`^${name}`) });
    expect(link('En bourse')).toHaveAttribute('href', '/expeditions');
    expect(link('En bourse')).toHaveTextContent('1');
    expect(link('Planifiées')).toHaveAttribute('href', '/expeditions/scheduled');
    expect(link('En cours')).toHaveAttribute('href', '/expeditions/inprogress');
    expect(link('Terminées')).toHaveAttribute('href', '/expeditions/completed');
    expect(link('Terminées')).toHaveTextContent('5');
    expect(link('Annulées')).toHaveAttribute('href', '/expeditions/cancelled');
    expect(link('Expirées')).toHaveAttribute('href', '/expeditions/expired');

    const spend = screen.getByRole('figure', { name: 'Dépenses par mois' });
    const rows = within(spend).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader')[1]).toHaveTextContent('Dépenses (DZD)');
    expect(within(rows[12]!).getByRole('cell')).toHaveTextContent(/190\s000,00\sDZD/);
    // The euros are not drawn on the dinar's scale: they are given apart.
    expect(screen.getByText(/Autres devises sur 12 mois : 30\s000,00\s€/)).toBeInTheDocument();

    const lanes = screen.getByRole('region', { name: 'Vos principaux trajets' });
    expect(within(lanes).getByText('Alger → Béjaïa')).toBeInTheDocument();
    expect(within(lanes).getByText(/152,00\sDZD\/km/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Empreinte carbone/ })).toHaveAttribute('href', '/expeditions/completed');
    expect(screen.getByText('Transporteurs différents : 1')).toBeInTheDocument();
    expect(screen.getByText(/Transports Atlas · missions : 6/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Documents légaux/ })).toHaveAttribute('href', '/profile/documents');

    const latest = screen.getByRole('region', { name: 'Dernières expéditions' });
    expect(within(latest).getByRole('link', { name: 'EXP-26-0107' })).toHaveAttribute('href', '/expeditions/p7q8r9');
  });

  it('welcomes a shipper with no shipment with a link to publish one', async () => {
    serveDashboard(() =>
      jsonResponse(
        200,
        makeShipperDashboard({
          shipments: {
            total: 0,
            by_status: { in_exchange: 0, scheduled: 0, in_progress: 0, completed: 0, cancelled: 0, expired: 0 },
          },
          spend_by_month: MONTHS.map((month) => ({ month, amounts: [] })),
          lanes: [],
          carriers: { count: 0, top: [] },
          latest_shipments: [],
        }),
      ),
    );
    renderRoute('/dashboard', shipper());
    expect(await screen.findByText(/Vous n'avez pas encore publié d'expédition/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publier une expédition' })).toHaveAttribute('href', '/expedition/new');
    expect(screen.queryByRole('region', { name: 'Vos principaux trajets' })).not.toBeInTheDocument();
  });
});

describe('/dashboard: staff', () => {
  it('shows the account only, and asks for no company figures', async () => {
    const calls = serveDashboard(() => jsonResponse(403, { code: 'ROLE_FORBIDDEN', message: 'Interdit.' }));
    renderRoute('/dashboard', makeUser({ role: 'ROLE_ADMIN', roles: ['ROLE_ADMIN'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue Karim' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Société')).toBeInTheDocument());
    expect(calls.filter((call) => call.url.pathname === '/api/dashboard')).toEqual([]);
    expect(screen.queryByRole('status', { name: 'Chargement du tableau de bord…' })).not.toBeInTheDocument();
  });
});
