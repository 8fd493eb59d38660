import type {
  TInvoice,
  TInvoiceListItem,
  TInvoiceableMission,
  TInvoiceableMissionsResponse,
  TInvoicesListResponse,
} from '@tariq/contracts';
import {
  ZInvoice,
  ZInvoiceListItem,
  ZInvoiceableMission,
  ZInvoiceableMissionsResponse,
  ZInvoicesListResponse,
} from '@tariq/contracts/invoices';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, serveFetch } from './fake-fetch';
import type { TFakeCall } from './fake-fetch';
import { makeUser, renderRoute } from './render';
import { renderToaster } from './toaster';

/**
 * The invoices of Karim Haddad's carrier company, as the API answers them. Checked against the
 * shared schemas, so they cannot drift from the server's.
 */
export const MISSION_ID = '00000000-0000-4000-8000-0000000000e1';
export const OTHER_MISSION_ID = '00000000-0000-4000-8000-0000000000e2';
export const OTHER_CLIENT_MISSION_ID = '00000000-0000-4000-8000-0000000000e3';
export const DRAFT_ID = '00000000-0000-4000-8000-0000000000f1';
export const ISSUED_ID = '00000000-0000-4000-8000-0000000000f2';
const CLIENT = { company_id: '00000000-0000-4000-8000-0000000000b1', name: 'Cevital Logistique' };
const OTHER_CLIENT = { company_id: '00000000-0000-4000-8000-0000000000b2', name: 'Sonatrach Transport' };

export function makeMission(overrides: Partial<TInvoiceableMission> = {}): TInvoiceableMission {
  return ZInvoiceableMission.parse({
    mission_id: MISSION_ID,
    mission_number: 'MIS-26-0012',
    offer_uid: 'u-12',
    offer_number: 'EXP-26-0042',
    client: CLIENT,
    price: '85000.00',
    currency: 'DZD',
    payment_method: 'transfer',
    payment_term: '30_days',
    departure_city: 'Béjaïa',
    destination_city: 'Alger',
    departure_date: '2026-11-20',
    loading_reference: 'CH-881',
    unloading_reference: null,
    delivered_at: '2026-11-21T15:00:00.000Z',
    ...overrides,
  });
}

/** Three delivered missions: two of Cevital, one of Sonatrach. */
export function makeMissions(): TInvoiceableMission[] {
  return [
    makeMission(),
    makeMission({
      mission_id: OTHER_MISSION_ID,
      mission_number: 'MIS-26-0013',
      offer_number: 'EXP-26-0043',
      price: '42000.50',
      departure_city: 'Sétif',
    }),
    makeMission({
      mission_id: OTHER_CLIENT_MISSION_ID,
      mission_number: 'MIS-26-0014',
      offer_number: 'EXP-26-0050',
      client: OTHER_CLIENT,
      departure_city: 'Oran',
      destination_city: 'Hassi Messaoud',
    }),
  ];
}

const party = (overrides: Partial<TInvoice['seller']> = {}): TInvoice['seller'] => ({
  company_id: CLIENT.company_id,
  legal_name: 'Cevital Logistique SPA',
  legal_form: 'spa',
  share_capital: '1000000.00',
  address: 'Zone industrielle, Béjaïa',
  phone: '+213 34 00 00 00',
  email: 'factures@cevital.dz',
  rc: '06/00-0012345B10',
  nif: '000616012345678',
  nis: '000616010012345',
  tax_article: '06012345678',
  country: 'DZ',
  tax_regime: 'reel',
  ...overrides,
});

/** A draft from the first mission: one transport line at 85 000 DZD, 19 %. */
export function makeDraft(overrides: Partial<TInvoice> = {}): TInvoice {
  return ZInvoice.parse({
    id: DRAFT_ID,
    status: 'draft',
    number: null,
    issue_date: null,
    sent_at: null,
    due_date: '2026-12-27',
    due_date_is_manual: false,
    currency: 'DZD',
    payment_method: 'transfer',
    payment_term: '30_days',
    billing_type: 'flat',
    vat_rate: 1900,
    vat_mention: null,
    client: CLIENT,
    seller: party({ company_id: '00000000-0000-4000-8000-0000000000a1', legal_name: 'Transports Atlas Express' }),
    buyer: party(),
    missing_mentions: [],
    missions: [
      {
        id: MISSION_ID,
        number: 'MIS-26-0012',
        offer_number: 'EXP-26-0042',
        loading_reference: 'CH-881',
        unloading_reference: null,
      },
    ],
    lines: [
      {
        id: '00000000-0000-4000-8000-00000000f101',
        position: 1,
        kind: 'transport',
        mission_id: MISSION_ID,
        label: 'Transport Béjaïa → Alger (MIS-26-0012)',
        quantity: 1,
        unit_price: '85000.00',
        vat_rate: 1900,
        amount_ht: '85000.00',
      },
    ],
    totals: {
      total_ht: '85000.00',
      vat_by_rate: [{ rate: 1900, base_ht: '85000.00', vat: '16150.00' }],
      total_vat: '16150.00',
      total_ttc: '101150.00',
      stamp_duty: '0.00',
      total_due: '101150.00',
    },
    issued_at: null,
    payment_state: null,
    is_overdue: false,
    paid_total: '0.00',
    credited_total: '0.00',
    balance: '101150.00',
    settled_at: null,
    paid_on: null,
    reminder_sent_at: null,
    reminders_count: 0,
    payments: [],
    credit_notes: [],
    next_reminder_at: null,
    created_at: '2026-11-27T09:00:00.000Z',
    updated_at: '2026-11-27T09:00:00.000Z',
    ...overrides,
  });
}

export function makeIssued(overrides: Partial<TInvoice> = {}): TInvoice {
  return makeDraft({
    id: ISSUED_ID,
    status: 'issued',
    number: 'FA-2026-00007',
    issue_date: '2026-11-28',
    due_date: '2026-12-28',
    issued_at: '2026-11-28T10:00:00.000Z',
    payment_state: 'unpaid',
    ...overrides,
  });
}

export function listItemOf(invoice: TInvoice): TInvoiceListItem {
  return ZInvoiceListItem.parse({
    id: invoice.id,
    status: invoice.status,
    number: invoice.number,
    issue_date: invoice.issue_date,
    due_date: invoice.due_date,
    client: invoice.client,
    currency: invoice.currency,
    total_ht: invoice.totals.total_ht,
    total_vat: invoice.totals.total_vat,
    total_ttc: invoice.totals.total_ttc,
    total_due: invoice.totals.total_due,
    missions_count: invoice.missions.length,
    sent_at: invoice.sent_at,
    payment_state: invoice.payment_state,
    is_overdue: invoice.is_overdue,
    paid_total: invoice.paid_total,
    credited_total: invoice.credited_total,
    balance: invoice.balance,
    settled_at: invoice.settled_at,
    paid_on: invoice.paid_on,
    reminder_sent_at: invoice.reminder_sent_at,
    reminders_count: invoice.reminders_count,
    created_at: invoice.created_at,
  });
}

/** The sum of an amount of each invoice, in centimes then back to a decimal string. */
function sumOf(invoices: TInvoice[], amount: (invoice: TInvoice) => string): string {
  const centimes = invoices.reduce((sum, invoice) => sum + Math.round(Number(amount(invoice)) * 100), 0);
  return (centimes / 100).toFixed(2);
}

export function makeInvoicesList(invoices: TInvoice[], page = 1, totalPages?: number): TInvoicesListResponse {
  return ZInvoicesListResponse.parse({
    data: invoices.map(listItemOf),
    page,
    total_pages: totalPages ?? (invoices.length ? 1 : 0),
    count: invoices.length,
    totals: invoices.length
      ? [
          {
            currency: 'DZD',
            count: invoices.length,
            total_ht: sumOf(invoices, (invoice) => invoice.totals.total_ht),
            total_vat: sumOf(invoices, (invoice) => invoice.totals.total_vat),
            total_ttc: sumOf(invoices, (invoice) => invoice.totals.total_ttc),
            total_due: sumOf(invoices, (invoice) => invoice.totals.total_due),
            paid_total: sumOf(invoices, (invoice) => invoice.paid_total),
            credited_total: sumOf(invoices, (invoice) => invoice.credited_total),
            balance: sumOf(invoices, (invoice) => invoice.balance),
          },
        ]
      : [],
  });
}

export function makeMissionsList(missions: TInvoiceableMission[]): TInvoiceableMissionsResponse {
  return ZInvoiceableMissionsResponse.parse({
    data: missions,
    page: 1,
    total_pages: missions.length ? 1 : 0,
    count: missions.length,
  });
}

type TAnswer = (call: TFakeCall) => Response | Promise<Response> | undefined;

/**
 * The invoices' calls over `missions` to generate and `invoices`, kept as the server would: a draft
 * made from missions, changed, deleted, issued. `answer` overrides any call first.
 */
export function serveInvoices({
  missions = makeMissions(),
  invoices = [makeDraft(), makeIssued()],
  answer,
}: { missions?: TInvoiceableMission[]; invoices?: TInvoice[]; answer?: TAnswer } = {}) {
  let current = invoices;
  const bodyOf = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, unknown>;
  return serveFetch((call) => {
    const override = answer?.(call);
    if (override) return override;
    const { url, init } = call;
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/invoices/to-generate') return jsonResponse(200, makeMissionsList(missions));
    if (path === '/api/invoices' && method === 'GET') {
      const status = url.searchParams.get('status');
      return jsonResponse(200, makeInvoicesList(current.filter((invoice) => !status || invoice.status === status)));
    }
    if (path === '/api/invoices' && method === 'POST') {
      const ids = bodyOf(init).mission_ids as string[];
      const draft = makeDraft({ id: DRAFT_ID, missions: ids.map((id) => ({ ...makeDraft().missions[0]!, id })) });
      current = [draft, ...current.filter((invoice) => invoice.id !== DRAFT_ID)];
      return jsonResponse(201, { data: draft });
    }
    const [, id, action] = path.match(/^\/api\/invoices\/([^/]+)(?:\/(issue|send|pdf))?$/) ?? [];
    const invoice = current.find((item) => item.id === id);
    if (!invoice) return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    if (!action && method === 'GET') return jsonResponse(200, { data: invoice });
    if (!action && method === 'PUT') {
      const body = bodyOf(init) as {
        lines?: { label: string; quantity: number; unit_price: string; vat_rate: number }[];
      };
      const changed = makeDraft({
        ...invoice,
        ...(body as Partial<TInvoice>),
        lines: body.lines
          ? body.lines.map((line, index) => ({
              id: `00000000-0000-4000-8000-00000000f1${String(index).padStart(2, '0')}`,
              position: index + 1,
              kind: 'other' as const,
              mission_id: null,
              ...line,
              amount_ht: (Number(line.unit_price) * line.quantity).toFixed(2),
            }))
          : invoice.lines,
      });
      current = current.map((item) => (item.id === id ? changed : item));
      return jsonResponse(200, { data: changed });
    }
    if (!action && method === 'DELETE') {
      current = current.filter((item) => item.id !== id);
      return jsonResponse(200, { success: true });
    }
    if (action === 'issue') {
      const issued = makeIssued({ ...invoice, status: 'issued', number: 'FA-2026-00008', issue_date: '2026-11-28' });
      current = current.map((item) => (item.id === id ? issued : item));
      return jsonResponse(200, { data: issued });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  });
}

export const callsTo = (calls: TFakeCall[], method: string, pathname: string) =>
  calls.filter((call) => (call.init.method ?? 'GET') === method && call.url.pathname === pathname);
export const bodiesOf = (calls: TFakeCall[], method: string, pathname: string) =>
  callsTo(calls, method, pathname).map((call) => JSON.parse(call.init.body as string) as unknown);

/** An invoices page for a carrier with the invoices module (or `user`), the toaster beside it. */
export function openInvoices(path = '/invoices', user = makeUser({ modules: ['invoices'] })) {
  renderToaster();
  const rendered = renderRoute(path, user);
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

/** A toast (not an alert of the same words). */
export const findToast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '.mantine-Notification-description' });
export const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
