import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { offerToday } from '@tariq/contracts/offers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fake-fetch';
import {
  ISSUED_ID,
  bodiesOf,
  callsTo,
  dialogNamed,
  findToast,
  makeInvoicesList,
  makeIssued,
  openInvoices,
  serveInvoices,
} from '../../test/invoices';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

const ISSUED_PATH = `/invoices/${ISSUED_ID}`;
const PAYMENTS_PATH = `/api/invoices/${ISSUED_ID}/payments`;
const PAYMENT_ID = '00000000-0000-4000-8000-00000000e001';

/** The issued invoice (101 150,00 DZD due), sent yesterday. */
const sent = (overrides: Parameters<typeof makeIssued>[0] = {}) =>
  makeIssued({ sent_at: '2026-11-28T11:00:00.000Z', ...overrides });

const partlyPaid = sent({
  payment_state: 'partial',
  paid_total: '1150.00',
  balance: '100000.00',
  payments: [
    {
      id: PAYMENT_ID,
      amount: '1150.00',
      currency: 'DZD',
      method: 'cheque',
      paid_on: '2026-11-29',
      created_at: '2026-11-29T09:00:00.000Z',
    },
  ],
});

const settled = sent({
  payment_state: 'settled',
  paid_total: '101150.00',
  balance: '0.00',
  settled_at: '2026-11-30T09:00:00.000Z',
  paid_on: '2026-11-30',
  payments: [
    {
      id: PAYMENT_ID,
      amount: '101150.00',
      currency: 'DZD',
      method: 'transfer',
      paid_on: '2026-11-30',
      created_at: '2026-11-30T09:00:00.000Z',
    },
  ],
});

/** The error a field shows, as a screen reader reads it with the field. */
function errorOf(element: HTMLElement): string | null {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

describe('/invoices/:id: payments', () => {
  it('adds a payment of what remains, by default, then says the invoice is settled and takes no more', async () => {
    const calls = serveInvoices({
      invoices: [sent()],
      answer: ({ url, init }) =>
        url.pathname === PAYMENTS_PATH && init.method === 'POST' ? jsonResponse(201, { data: settled }) : undefined,
    });
    const { user } = openInvoices(ISSUED_PATH);
    const payments = within(await screen.findByRole('region', { name: 'Paiements' }));
    expect(payments.getByText('Aucun paiement enregistré.')).toBeInTheDocument();
    expect(payments.getByRole('textbox', { name: /Montant/ })).toHaveValue('101 150');
    expect(payments.getByRole('combobox', { name: /Mode de paiement/ })).toHaveValue('transfer');
    await user.click(payments.getByRole('button', { name: 'Ajouter le paiement' }));

    expect(await findToast('Paiement ajouté')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', PAYMENTS_PATH)).toEqual([
      { amount: 101150, currency: 'DZD', method: 'transfer', paid_on: offerToday(new Date()) },
    ]);
    expect(
      await payments.findByText('La facture est soldée : ses paiements ne peuvent plus être modifiés.'),
    ).toBeInTheDocument();
    expect(payments.queryByRole('button', { name: 'Ajouter le paiement' })).not.toBeInTheDocument();
    expect(payments.queryByRole('button', { name: /Supprimer le paiement/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Soldée').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Relancer le client' })).not.toBeInTheDocument();
  });

  it("shows the server's field message under the amount and keeps what was typed", async () => {
    serveInvoices({
      invoices: [sent()],
      answer: ({ url }) =>
        url.pathname === PAYMENTS_PATH
          ? jsonResponse(400, {
              code: 'VALIDATION',
              message: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
              fields: { amount: 'Le montant dépasse le reste à payer de la facture.' },
            })
          : undefined,
    });
    const { user } = openInvoices(ISSUED_PATH);
    const payments = within(await screen.findByRole('region', { name: 'Paiements' }));
    const amount = payments.getByRole('textbox', { name: /Montant/ });
    await user.clear(amount);
    await user.type(amount, '200000');
    await user.click(payments.getByRole('button', { name: 'Ajouter le paiement' }));
    await waitFor(() => expect(errorOf(amount)).toBe('Le montant dépasse le reste à payer de la facture.'));
    expect(amount).toHaveValue('200 000');
  });

  it('removes a payment after a confirmation that says which, while unsettled', async () => {
    const calls = serveInvoices({
      invoices: [partlyPaid],
      answer: ({ url, init }) =>
        url.pathname === `${PAYMENTS_PATH}/${PAYMENT_ID}` && init.method === 'DELETE'
          ? jsonResponse(200, { data: sent() })
          : undefined,
    });
    const { user } = openInvoices(ISSUED_PATH);
    const payments = within(await screen.findByRole('region', { name: 'Paiements' }));
    expect(payments.getByRole('cell', { name: 'Chèque' })).toBeInTheDocument();
    expect(screen.getAllByText('Payée en partie').length).toBeGreaterThan(0);
    await user.click(
      payments.getByRole('button', { name: /Supprimer le paiement de 1\s150,00\sDZD du 29 nov\. 2026/ }),
    );
    const dialog = await dialogNamed('Supprimer ce paiement ?');
    expect(dialog).toHaveTextContent(/La suppression reste inscrite dans l'historique/);
    expect(callsTo(calls, 'DELETE', `${PAYMENTS_PATH}/${PAYMENT_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await findToast('Paiement supprimé')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', `${PAYMENTS_PATH}/${PAYMENT_ID}`)).toHaveLength(1);
    expect(await payments.findByText('Aucun paiement enregistré.')).toBeInTheDocument();
  });
});

describe('/invoices/:id: reminders', () => {
  it('waits for the sending: the reminder button is disabled and says why', async () => {
    serveInvoices({ invoices: [makeIssued()] });
    openInvoices(ISSUED_PATH);
    expect(await screen.findByRole('button', { name: 'Relancer le client' })).toBeDisabled();
    expect(screen.getByText('Envoyez la facture au client avant de le relancer.')).toBeInTheDocument();
  });

  it('reminds the client after a confirmation saying what remains, then says when the next one is possible', async () => {
    const remindedAt = new Date().toISOString();
    const reminded = sent({
      reminder_sent_at: remindedAt,
      reminders_count: 1,
      next_reminder_at: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    });
    const calls = serveInvoices({
      invoices: [sent()],
      answer: ({ url }) =>
        url.pathname === `/api/invoices/${ISSUED_ID}/remind` ? jsonResponse(200, { data: reminded }) : undefined,
    });
    const { user } = openInvoices(ISSUED_PATH);
    await user.click(await screen.findByRole('button', { name: 'Relancer le client' }));
    const dialog = await dialogNamed('Relancer le client ?');
    expect(dialog).toHaveTextContent(/reste à payer : 101\s150,00\sDZD/);
    await user.click(within(dialog).getByRole('button', { name: 'Relancer' }));
    expect(await findToast('Relance envoyée')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `/api/invoices/${ISSUED_ID}/remind`)).toHaveLength(1);
    expect(await screen.findByText(/Dernière relance le .* \(1 relance\)\./)).toBeInTheDocument();
    expect(screen.getByText(/Prochaine relance possible le/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Relancer le client' })).toBeDisabled();
    expect(screen.getAllByText('Relancée').length).toBeGreaterThan(0);
  });
});

describe('/invoices/issued: filters, totals, automatic reminders', () => {
  it('asks the server with the filters of the address, shows the sums, and a click changes a filter', async () => {
    const calls = serveInvoices({
      invoices: [partlyPaid],
      answer: ({ url, init }) => {
        if (url.pathname === '/api/invoices' && (init.method ?? 'GET') === 'GET')
          return jsonResponse(200, makeInvoicesList([partlyPaid]));
        if (url.pathname === '/api/invoices/settings')
          return jsonResponse(200, { data: { auto_reminders: init.method === 'PUT' } });
        return undefined;
      },
    });
    const { user } = openInvoices('/invoices/issued?paid=unpaid&overdue=1&from=2026-11-01&to=2026-11-30');
    expect(
      await screen.findByText(
        /1 facture · Net à payer 101\s150,00\sDZD · Payé 1\s150,00\sDZD · Reste à payer 100\s000,00\sDZD/,
      ),
    ).toBeInTheDocument();
    const lists = callsTo(calls, 'GET', '/api/invoices');
    const params = lists.at(-1)!.url.searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      status: 'issued',
      paid: 'unpaid',
      overdue: 'true',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(screen.getByRole('checkbox', { name: 'En retard uniquement' })).toBeChecked();

    await user.click(screen.getByText('Soldées'));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/invoices').at(-1)!.url.searchParams.get('paid')).toBe('paid'),
    );
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => {
      const last = callsTo(calls, 'GET', '/api/invoices').at(-1)!.url.searchParams;
      expect([last.get('paid'), last.get('overdue'), last.get('from')]).toEqual([null, null, null]);
    });

    const automatic = screen.getByRole('switch', { name: /Relances automatiques/ });
    await waitFor(() => expect(automatic).toBeEnabled());
    expect(automatic).not.toBeChecked();
    await user.click(automatic);
    expect(await findToast('Relances automatiques activées')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', '/api/invoices/settings')).toEqual([{ auto_reminders: true }]);
    expect(automatic).toBeChecked();
  });

  it('says when no invoice matches the filters', async () => {
    serveInvoices({
      invoices: [],
      answer: ({ url }) => (url.pathname === '/api/invoices' ? jsonResponse(200, makeInvoicesList([])) : undefined),
    });
    openInvoices('/invoices/issued?paid=paid');
    expect(await screen.findByText('Aucune facture ne correspond à ces filtres')).toBeInTheDocument();
  });
});

describe('/invoices/:id: credit notes', () => {
  const CREDIT_NOTE = {
    id: '00000000-0000-4000-8000-00000000c001',
    number: 'AV-2026-00001',
    kind: 'partial' as const,
    issue_date: '2026-11-30',
    reason: 'Remise commerciale',
    total_ht: '10000.00',
    total_vat: '1900.00',
    total_due: '11900.00',
    created_at: '2026-11-30T09:00:00.000Z',
  };

  it('issues a partial credit note after saying it is final, then lists it with its PDF', async () => {
    const withNote = sent({ credited_total: '11900.00', balance: '89250.00', credit_notes: [CREDIT_NOTE] });
    const calls = serveInvoices({
      invoices: [partlyPaid],
      answer: ({ url, init }) =>
        url.pathname === `/api/invoices/${ISSUED_ID}/credit-notes` && init.method === 'POST'
          ? jsonResponse(201, { data: withNote })
          : undefined,
    });
    const { user } = openInvoices(ISSUED_PATH);
    const section = within(await screen.findByRole('region', { name: 'Avoirs' }));
    expect(section.getByText('Aucun avoir sur cette facture.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Établir un avoir' }));
    const dialog = await dialogNamed('Avoir sur la facture FA-2026-00007');
    // A payment is on the invoice: it cannot be cancelled whole.
    expect(within(dialog).getByRole('radio', { name: /Annuler toute la facture/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Avoir partiel/ })).toBeChecked();
    expect(dialog).toHaveTextContent(/ne peut être ni modifié ni supprimé/);
    await user.type(within(dialog).getByRole('textbox', { name: /Montant HT de l'avoir/ }), '10000');
    await user.type(within(dialog).getByRole('textbox', { name: /Motif/ }), 'Remise commerciale');
    await user.click(within(dialog).getByRole('button', { name: "Émettre l'avoir" }));

    expect(await findToast('Avoir AV-2026-00001 émis')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', `/api/invoices/${ISSUED_ID}/credit-notes`)).toEqual([
      { kind: 'partial', reason: 'Remise commerciale', amount_ht: 10000, vat_rate: 1900 },
    ]);
    expect(await section.findByText('AV-2026-00001')).toBeInTheDocument();
    expect(section.getByText(/Avoir partiel du 30 nov\. 2026 · 11\s900,00\sDZD/)).toBeInTheDocument();
    expect(
      section.getByRole('button', { name: "Télécharger l'avoir AV-2026-00001 en français (PDF)" }),
    ).toBeInTheDocument();
  });

  it('says a cancelled invoice is cancelled, and takes no payment, reminder nor credit note', async () => {
    serveInvoices({
      invoices: [
        sent({
          payment_state: 'cancelled',
          credited_total: '101150.00',
          balance: '0.00',
          credit_notes: [{ ...CREDIT_NOTE, kind: 'full', total_due: '101150.00' }],
        }),
      ],
    });
    openInvoices(ISSUED_PATH);
    const section = within(await screen.findByRole('region', { name: 'Avoirs' }));
    expect(section.getByText("Cette facture est annulée par l'avoir ci-dessous.")).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Établir un avoir' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Annulée par avoir').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Ajouter le paiement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Relancer le client' })).not.toBeInTheDocument();
  });
});

describe('/invoices: the price of an hour of immobilisation', () => {
  it('shows the saved price and saves a new one', async () => {
    const calls = serveInvoices({
      answer: ({ url, init }) =>
        url.pathname === '/api/invoices/settings'
          ? jsonResponse(200, {
              data: {
                auto_reminders: false,
                immobilisation_hourly_rate: init.method === 'PUT' ? '2500.00' : '2000.00',
              },
            })
          : undefined,
    });
    const { user } = openInvoices('/invoices');
    const rate = await screen.findByRole('textbox', { name: "Prix d'une heure d'immobilisation (HT)" });
    await waitFor(() => expect(rate).toHaveValue('2 000'));
    await user.clear(rate);
    await user.type(rate, '2500');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le prix' }));
    expect(await findToast('Prix horaire enregistré')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', '/api/invoices/settings')).toEqual([{ immobilisation_hourly_rate: 2500 }]);
  });
});

describe('/invoices/issued: exports for the accountant', () => {
  it('downloads the sales journal of the chosen period as CSV, and shows a refused period under its field', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
      if (this instanceof HTMLAnchorElement) saved.push(this.download);
    });
    let refuse = false;
    const calls = serveInvoices({
      invoices: [],
      answer: ({ url }) => {
        if (url.pathname === '/api/invoices') return jsonResponse(200, makeInvoicesList([]));
        if (url.pathname === '/api/invoices/sales-journal')
          return refuse
            ? jsonResponse(400, {
                code: 'VALIDATION',
                message: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
                fields: { to: 'La valeur est trop grande.' },
              })
            : new Response('\uFEFFDate;N°\r\n', {
                status: 200,
                headers: { 'content-type': 'text/csv; charset=utf-8' },
              });
        return undefined;
      },
    });
    const { user } = openInvoices('/invoices/issued');
    const exports = within(await screen.findByRole('region', { name: 'Exports pour la comptabilité' }));
    const journal = within(exports.getByRole('form', { name: 'Journal des ventes' }));
    await user.click(journal.getByText('CSV'));
    await user.click(journal.getByRole('button', { name: 'Télécharger le journal' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const asked = callsTo(calls, 'GET', '/api/invoices/sales-journal')[0]!.url.searchParams;
    const today = offerToday(new Date());
    expect(Object.fromEntries(asked)).toEqual({ from: `${today.slice(0, 8)}01`, to: today, format: 'csv', lang: 'fr' });
    expect(saved[0]).toBe(`journal-des-ventes-${today.slice(0, 8)}01-${today}.csv`);

    refuse = true;
    await user.click(journal.getByRole('button', { name: 'Télécharger le journal' }));
    expect(await journal.findByText('La valeur est trop grande.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);

    const statement = within(exports.getByRole('form', { name: 'État 104 (état clients annuel)' }));
    expect(statement.getByRole('combobox', { name: 'Année' })).toHaveValue(String(Number(today.slice(0, 4)) - 1));
  });
});
