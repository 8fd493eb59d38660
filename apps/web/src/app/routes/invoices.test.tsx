import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fake-fetch';
import {
  DRAFT_ID,
  MISSION_ID,
  OTHER_MISSION_ID,
  bodiesOf,
  callsTo,
  findToast,
  makeDraft,
  makeInvoicesList,
  makeIssued,
  openInvoices,
  serveInvoices,
} from '../../test/invoices';
import { makeUser } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

const FAILURE = { code: 'INTERNAL', message: "Une erreur s'est produite. Veuillez réessayer." };

describe('/invoices: the missions to generate', () => {
  it('shows skeleton rows while loading, then each delivered mission with its client and price', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = serveInvoices({
      answer: ({ url }) =>
        url.pathname === '/api/invoices/to-generate'
          ? (held.then(() => jsonResponse(200, { data: [], page: 1, total_pages: 0, count: 0 })) as unknown as Response)
          : undefined,
    });
    openInvoices();
    const loading = await screen.findByRole('status', { name: 'Chargement des missions à facturer…' });
    expect(within(loading).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Factures' })).toBeInTheDocument();
    expect(screen.getByText('Affacturage — bientôt disponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'À générer' })).toHaveAttribute('aria-current', 'page');
    release();
    expect(await screen.findByText('Aucune mission à facturer')).toBeInTheDocument();
    expect(document.title).toBe('À générer · Factures · Tariq');
    expect(Object.fromEntries(callsTo(calls, 'GET', '/api/invoices/to-generate')[0]!.url.searchParams)).toEqual({
      page: '1',
      limit: '100',
    });
  });

  it('lists the missions and generates one invoice from two missions of one client, then opens the draft', async () => {
    const calls = serveInvoices();
    const { user, router } = openInvoices();
    const first = await screen.findByRole('checkbox', { name: 'Choisir la mission MIS-26-0012' });
    const row = first.closest('tr')!;
    expect(within(row).getByText('Cevital Logistique')).toBeInTheDocument();
    expect(within(row).getByText('85 000,00 DZD')).toBeInTheDocument();
    expect(within(row).getByText('Béjaïa → Alger')).toBeInTheDocument();
    const generate = screen.getByRole('button', { name: 'Générer la facture' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription("Cochez une ou plusieurs missions d'un même client.");

    await user.click(first);
    await user.click(screen.getByRole('checkbox', { name: 'Choisir la mission MIS-26-0013' }));
    expect(screen.getByText('2 missions choisies')).toBeInTheDocument();
    expect(generate).toBeEnabled();
    await user.click(generate);

    expect(await findToast('Facture générée')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${DRAFT_ID}`));
    expect(bodiesOf(calls, 'POST', '/api/invoices')).toEqual([{ mission_ids: [MISSION_ID, OTHER_MISSION_ID] }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brouillon de facture — Cevital Logistique' }),
    ).toBeInTheDocument();
  });

  it('refuses to put missions of two clients on one invoice, and says why', async () => {
    const calls = serveInvoices();
    const { user } = openInvoices();
    await user.click(await screen.findByRole('checkbox', { name: 'Choisir la mission MIS-26-0012' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choisir la mission MIS-26-0014' }));
    const generate = screen.getByRole('button', { name: 'Générer la facture' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(
      "Les missions d'une facture doivent avoir le même client : ne cochez que les missions d'un seul client.",
    );
    await user.click(screen.getByRole('checkbox', { name: 'Choisir la mission MIS-26-0014' }));
    expect(generate).toBeEnabled();
    expect(callsTo(calls, 'POST', '/api/invoices')).toHaveLength(0);
  });

  it('shows the server’s refusal when a mission was invoiced meanwhile', async () => {
    serveInvoices({
      answer: ({ url, init }) =>
        url.pathname === '/api/invoices' && init.method === 'POST'
          ? jsonResponse(409, {
              code: 'MISSION_NOT_INVOICEABLE',
              message: 'Ces missions ne peuvent pas être facturées.',
              fields: { 'mission_ids.0': 'Cette mission figure déjà sur une facture.' },
            })
          : undefined,
    });
    const { user } = openInvoices();
    await user.click(await screen.findByRole('checkbox', { name: 'Choisir la mission MIS-26-0012' }));
    await user.click(screen.getByRole('button', { name: 'Générer la facture' }));
    const alert = await screen.findByRole('alert', { name: "La facture n'a pas pu être générée" });
    expect(alert).toHaveTextContent(
      'Ces missions ne peuvent pas être facturées. Cette mission figure déjà sur une facture.',
    );
  });

  it('says the missions could not be loaded, and asks again', async () => {
    let fails = true;
    serveInvoices({
      answer: ({ url }) =>
        url.pathname === '/api/invoices/to-generate' && fails ? jsonResponse(500, FAILURE) : undefined,
    });
    const { user } = openInvoices();
    const alert = await screen.findByRole('alert', {
      name: /Une erreur s'est produite lors du chargement des missions à facturer/,
    });
    expect(alert).toHaveTextContent(FAILURE.message);
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('checkbox', { name: 'Choisir la mission MIS-26-0012' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/invoices/drafts and /invoices/issued: the invoices', () => {
  it.each([
    ['/invoices/drafts', 'Brouillons', 'draft'],
    ['/invoices/issued', 'Émises', 'issued'],
  ] as const)('%s shows skeleton rows while loading', async (path, tab, status) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = serveInvoices({
      answer: ({ url }) =>
        url.pathname === '/api/invoices'
          ? (held.then(() => jsonResponse(200, makeInvoicesList([]))) as unknown as Response)
          : undefined,
    });
    openInvoices(path);
    const loading = await screen.findByRole('status', { name: 'Chargement des factures…' });
    expect(within(loading).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    release();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Chargement des factures…' })).toBeNull());
    expect(callsTo(calls, 'GET', '/api/invoices')[0]!.url.searchParams.get('status')).toBe(status);
  });

  it('lists the drafts: date, client, total TTC, due date and state; a row opens its draft', async () => {
    serveInvoices();
    const { user, router } = openInvoices('/invoices/drafts');
    const link = await screen.findByRole('link', { name: 'Brouillon du 27 nov. 2026' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Cevital Logistique')).toBeInTheDocument();
    expect(within(row).getByText('1 mission')).toBeInTheDocument();
    expect(within(row).getByText('101 150,00 DZD')).toBeInTheDocument();
    expect(within(row).getByText('27 déc. 2026')).toBeInTheDocument();
    expect(within(row).getByText('Brouillon')).toBeInTheDocument();
    expect(screen.queryByText('FA-2026-00007')).not.toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${DRAFT_ID}`));
  });

  it('lists the issued invoices with their numbers', async () => {
    serveInvoices();
    openInvoices('/invoices/issued');
    const link = await screen.findByRole('link', { name: 'FA-2026-00007' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('28 nov. 2026')).toBeInTheDocument();
    expect(within(row).getByText('Émise')).toBeInTheDocument();
  });

  it.each([
    ['/invoices/drafts', 'Aucun brouillon de facture'],
    ['/invoices/issued', 'Aucune facture émise'],
  ])('%s says when the list is empty', async (path, empty) => {
    serveInvoices({ invoices: [] });
    openInvoices(path);
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it('says the invoices could not be loaded, and asks again', async () => {
    let fails = true;
    serveInvoices({
      invoices: [makeDraft(), makeIssued()],
      answer: ({ url }) => (url.pathname === '/api/invoices' && fails ? jsonResponse(500, FAILURE) : undefined),
    });
    const { user } = openInvoices('/invoices/issued');
    const alert = await screen.findByRole('alert', {
      name: /Une erreur s'est produite lors du chargement des factures/,
    });
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'FA-2026-00007' })).toBeInTheDocument();
  });

  it('pages the list: each page has its address', async () => {
    const calls = serveInvoices({
      answer: ({ url }) =>
        url.pathname === '/api/invoices'
          ? jsonResponse(200, makeInvoicesList([makeIssued()], Number(url.searchParams.get('page')), 3))
          : undefined,
    });
    openInvoices('/invoices/issued?page=2');
    expect(await screen.findByRole('link', { name: 'FA-2026-00007' })).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/invoices')[0]!.url.searchParams.get('page')).toBe('2');
    const pages = screen.getByRole('navigation', { name: 'Pages des factures' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/invoices/issued?page=3');
  });
});

describe('/invoices: who may open it', () => {
  it('refuses a shipper, and a carrier without the invoices module', async () => {
    for (const user of [
      makeUser({ role: 'ROLE_COMMISSIONNAIRE', roles: ['ROLE_COMMISSIONNAIRE'], modules: ['invoices'] }),
      makeUser({ modules: [] }),
    ]) {
      for (const path of ['/invoices', `/invoices/${DRAFT_ID}`]) {
        const calls = serveInvoices();
        const { router, unmount } = openInvoices(path, user);
        await waitFor(() => expect(router.state.location.pathname, `${user.role} ${path}`).toBe('/forbidden'));
        expect(calls.filter((call) => call.url.pathname.startsWith('/api/invoices'))).toHaveLength(0);
        unmount();
        vi.unstubAllGlobals();
      }
    }
  });
});
