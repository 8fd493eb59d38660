import { offerToday, ZInvoiceResponse, ZInvoicesListResponse, ZShipmentInvoicesResponse } from '@tariq/contracts';
import type { TAddInvoicePaymentRequest, TInvoice } from '@tariq/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoicePayments, invoices, notifications } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces, signInAgain } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { invoiceFixtures } from '../../test/invoices';
import { deliveredMission } from '../../test/missions';
import { leavingOn } from '../../test/offers';
import { findMailsTo } from '../mail';
import { runInvoicesJob } from '.';

let t: TTestApp;
let shipper: TSignedInUser;
let carrier: TSignedInUser;
let rival: TSignedInUser;

const BILLING_EMAIL = 'compta@sonatrach-logistique.example.dz';

// `t` is made in beforeAll: the fixtures read it when they run.
const { identify, invoicingCarrier, issuedInvoice } = invoiceFixtures({
  get app() {
    return t.app;
  },
  get db() {
    return t.db;
  },
});

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Sonatrach Logistique' });
  await identify(shipper, { billingEmail: BILLING_EMAIL });
  carrier = await invoicingCarrier('Trans Hoggar');
  rival = await invoicingCarrier('Oasis Fret');
}, 120_000);
afterAll(() => t.close());

/** Every user signed in again: after the clock moved past their tokens' 15 minutes. */
async function signInAll() {
  shipper = await signInAgain(t, shipper);
  carrier = await signInAgain(t, carrier);
  rival = await signInAgain(t, rival);
}

/** An issued invoice of 80,000 DZD HT at 19 %: 95,200.00 due (a transfer: no stamp duty). */
async function issued(options: { onReceipt?: boolean } = {}): Promise<TInvoice> {
  const { invoice } = await issuedInvoice({
    shipper,
    carrier,
    offer: leavingToday(),
    changes: options.onReceipt ? () => ({ payment_term: 'on_receipt' }) : undefined,
  });
  expect(invoice.totals.total_due).toBe('95200.00');
  return invoice;
}

function today(): string {
  return offerToday(t.clock.now());
}

const leavingToday = () => leavingOn(t.clock.now());

function pay(user: TSignedInUser, id: string, payment: Partial<TAddInvoicePaymentRequest>) {
  return user.inject({
    method: 'POST',
    url: `/api/invoices/${id}/payments`,
    payload: { currency: 'DZD', method: 'transfer', paid_on: today(), ...payment },
  });
}

async function paid(user: TSignedInUser, id: string, payment: Partial<TAddInvoicePaymentRequest>): Promise<TInvoice> {
  const response = await pay(user, id, payment);
  expect(response.statusCode, response.body).toBe(201);
  return ZInvoiceResponse.parse(response.json()).data;
}

function removePayment(user: TSignedInUser, id: string, paymentId: string) {
  return user.inject({ method: 'DELETE', url: `/api/invoices/${id}/payments/${paymentId}` });
}

async function read(id: string): Promise<TInvoice> {
  const response = await carrier.inject({ method: 'GET', url: `/api/invoices/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZInvoiceResponse.parse(response.json()).data;
}

async function paymentRows(id: string): Promise<number> {
  const [row] = await t.db.read((db) =>
    db.select({ n: count() }).from(invoicePayments).where(eq(invoicePayments.invoiceId, id)),
  );
  return row!.n;
}

function send(id: string) {
  return carrier.inject({ method: 'POST', url: `/api/invoices/${id}/send` });
}

function remind(user: TSignedInUser, id: string) {
  return user.inject({ method: 'POST', url: `/api/invoices/${id}/remind` });
}

/** The reminders in the outbox for this invoice: mails to the billing address whose subject says so. */
async function remindersOf(invoice: TInvoice) {
  const mails = await t.db.read((db) => findMailsTo(db, BILLING_EMAIL));
  return mails.filter(
    (mail) =>
      mail.subject === `Rappel : facture ${invoice.number} de Trans Hoggar` &&
      mail.attachments.some((ref) => ref.kind === 'invoice' && ref.invoiceId === invoice.id),
  );
}

describe('payments', () => {
  it('partial payments lead to settled; the settled invoice takes no more and keeps its payments', async () => {
    const invoice = await issued();
    expect(invoice).toMatchObject({
      payment_state: 'unpaid',
      paid_total: '0.00',
      balance: '95200.00',
      settled_at: null,
      paid_on: null,
      is_overdue: false,
      payments: [],
    });

    const first = await paid(carrier, invoice.id, { amount: '30000.50', method: 'cheque' });
    expect(first).toMatchObject({ payment_state: 'partial', paid_total: '30000.50', balance: '65199.50' });
    expect(first.payments).toEqual([
      expect.objectContaining({ amount: '30000.50', currency: 'DZD', method: 'cheque', paid_on: today() }),
    ]);

    // A number with two decimals is read exactly, never through a float sum.
    const settled = await paid(carrier, invoice.id, { amount: 65199.5 });
    expect(settled).toMatchObject({ payment_state: 'settled', paid_total: '95200.00', balance: '0.00' });
    expect(settled.settled_at).not.toBeNull();
    expect(settled.paid_on).toBe(today());
    expect(settled.payments).toHaveLength(2);

    const more = await pay(carrier, invoice.id, { amount: '1.00' });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('INVOICE_SETTLED');
    const removed = await removePayment(carrier, invoice.id, settled.payments[0]!.id);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe('INVOICE_SETTLED');
    expect(await paymentRows(invoice.id)).toBe(2);
  });

  it('refuses a wrong payment with the field named, in the language, and changes nothing', async () => {
    const invoice = await issued();
    const cases: Array<[Partial<TAddInvoicePaymentRequest>, string, string]> = [
      [{ amount: '95200.01' }, 'amount', 'Le montant dépasse le reste à payer de la facture.'],
      [{ amount: '0' }, 'amount', ''],
      [{ amount: '12.345' }, 'amount', ''],
      [{ amount: '100', currency: 'EUR' }, 'currency', 'Le paiement doit être dans la devise de la facture.'],
      [{ amount: '100', currency: 'XYZ' as 'EUR' }, 'currency', ''],
      [{ amount: '100', method: 'bitcoin' as 'cash' }, 'method', ''],
      [{ amount: '100', paid_on: '2099-01-01' }, 'paid_on', ''],
      [
        { amount: '100', paid_on: '2020-01-01' },
        'paid_on',
        "La date ne peut pas précéder la date d'émission de la facture.",
      ],
      [{ amount: '100', paid_on: '2026-02-30' }, 'paid_on', ''],
    ];
    for (const [payment, field, message] of cases) {
      const response = await pay(carrier, invoice.id, payment);
      expect(response.statusCode, JSON.stringify(payment)).toBe(400);
      const body = response.json() as { fields: Record<string, string> };
      expect(Object.keys(body.fields), JSON.stringify(payment)).toContain(field);
      if (message) expect(body.fields[field]).toBe(message);
    }
    expect(await paymentRows(invoice.id)).toBe(0);
    expect(await read(invoice.id)).toMatchObject({ paid_total: '0.00', payment_state: 'unpaid' });
  });

  it('removes a payment while unsettled, and the audit log keeps what was removed', async () => {
    const invoice = await issued();
    const withPayment = await paid(carrier, invoice.id, { amount: '5000.00', method: 'cash' });
    const paymentId = withPayment.payments[0]!.id;

    expect((await removePayment(rival, invoice.id, paymentId)).statusCode).toBe(404);
    const response = await removePayment(carrier, invoice.id, paymentId);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZInvoiceResponse.parse(response.json()).data).toMatchObject({
      payment_state: 'unpaid',
      paid_total: '0.00',
      payments: [],
    });
    expect((await removePayment(carrier, invoice.id, paymentId)).statusCode).toBe(404);

    const [entry] = await t.db.read((db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'invoice.payment_removed'))),
    );
    expect(entry).toMatchObject({
      actorUserId: carrier.user.id,
      before: { payment: { id: paymentId, amount: 500000, method: 'cash' }, paid_total: 500000 },
      after: { paid_total: 0 },
    });
  });

  it('is the carrier’s alone: a draft is 409, another carrier 404, a shipper 403', async () => {
    const invoice = await issued();
    const rivalAttempt = await pay(rival, invoice.id, { amount: '10.00' });
    expect(rivalAttempt.statusCode).toBe(404);
    expect((await remind(rival, invoice.id)).statusCode).toBe(404);
    expect((await pay(shipper, invoice.id, { amount: '10.00' })).statusCode).toBe(403);
    expect((await remind(shipper, invoice.id)).statusCode).toBe(403);
    const noModule = await createSignedInUser(t, { companyName: 'Sans Module' });
    expect((await pay(noModule, invoice.id, { amount: '10.00' })).statusCode).toBe(403);
    expect(await paymentRows(invoice.id)).toBe(0);

    const mission = await deliveredMission({ shipper, carrier, offer: leavingToday() });
    const draft = await carrier.inject({
      method: 'POST',
      url: '/api/invoices',
      payload: { mission_ids: [mission.id] },
    });
    const draftId = ZInvoiceResponse.parse(draft.json()).data.id;
    const onDraft = await pay(carrier, draftId, { amount: '10.00' });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().code).toBe('INVOICE_NOT_ISSUED');
    expect((await remind(carrier, draftId)).json().code).toBe('INVOICE_NOT_ISSUED');
  });
});

describe('reminders by hand', () => {
  it('follow the sending, e-mail the PDF again saying what remains, tell the shipper, and wait 24 hours', async () => {
    const invoice = await issued();
    const early = await remind(carrier, invoice.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'INVOICE_NOT_SENT' });

    expect((await send(invoice.id)).statusCode).toBe(200);
    await paid(carrier, invoice.id, { amount: '200.00' });
    const response = await remind(carrier, invoice.id);
    expect(response.statusCode, response.body).toBe(200);
    const reminded = ZInvoiceResponse.parse(response.json()).data;
    expect(reminded.reminders_count).toBe(1);
    expect(reminded.reminder_sent_at).toBe(t.clock.now().toISOString());
    expect(reminded.next_reminder_at).toBe(new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString());

    const mails = await remindersOf(invoice);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text.replace(/\s/g, ' ')).toContain('il reste 95 000,00 DZD à payer');
    const [notice] = await t.db.read((db) =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, shipper.user.id))
        .orderBy(desc(notifications.seq))
        .limit(1),
    );
    expect(notice).toMatchObject({ type: 5, data: expect.objectContaining({ action: 'invoice_reminder' }) });

    const again = await remind(carrier, invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'REMINDER_TOO_SOON',
      message: "Une relance a déjà été envoyée il y a moins de 24 heures : attendez avant d'en envoyer une autre.",
    });
    expect(await remindersOf(invoice)).toHaveLength(1);

    t.clock.advance(24 * 3_600_000);
    await signInAll();
    expect((await remind(carrier, invoice.id)).statusCode).toBe(200);
    expect(await remindersOf(invoice)).toHaveLength(2);

    await paid(carrier, invoice.id, { amount: '95000.00' });
    t.clock.advance(24 * 3_600_000);
    await signInAll();
    expect((await remind(carrier, invoice.id)).json().code).toBe('INVOICE_SETTLED');
  });
});

describe('GET /api/invoices filters and totals', () => {
  it('filters paid, unpaid, overdue and issue dates, and sums the whole filtered list per currency', async () => {
    const other = await invoicingCarrier('Filtre Transport');
    const settledOne = (
      await issuedInvoice({
        shipper,
        carrier: other,
        offer: leavingToday(),
        changes: () => ({ payment_term: 'on_receipt' }),
      })
    ).invoice;
    const partialOne = (
      await issuedInvoice({
        shipper,
        carrier: other,
        offer: leavingToday(),
        changes: () => ({ payment_term: 'on_receipt' }),
      })
    ).invoice;
    const laterOne = (await issuedInvoice({ shipper, carrier: other, offer: leavingToday() })).invoice;
    await paid(other, settledOne.id, { amount: '95200.00' });
    await paid(other, partialOne.id, { amount: '1000.00' });
    const issueDay = today();

    const list = async (query: string) => {
      const response = await other.inject({ method: 'GET', url: `/api/invoices?limit=1${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return ZInvoicesListResponse.parse(response.json());
    };
    const all = await list('');
    expect(all.count).toBe(3);
    expect(all.data).toHaveLength(1);
    expect(all.totals).toEqual([
      {
        currency: 'DZD',
        count: 3,
        total_ht: '240000.00',
        total_vat: '45600.00',
        total_ttc: '285600.00',
        total_due: '285600.00',
        paid_total: '96200.00',
        credited_total: '0.00',
        balance: '189400.00',
      },
    ]);
    const ids = async (query: string) => {
      const response = await other.inject({ method: 'GET', url: `/api/invoices?limit=100${query}` });
      return ZInvoicesListResponse.parse(response.json())
        .data.map((invoice) => invoice.id)
        .sort();
    };
    expect(await ids('&paid=paid')).toEqual([settledOne.id]);
    expect(await ids('&paid=unpaid')).toEqual([partialOne.id, laterOne.id].sort());
    expect(await ids('&overdue=true')).toEqual([]);
    expect((await list('&paid=unpaid')).totals[0]).toMatchObject({ count: 2, paid_total: '1000.00' });

    // The next day, the invoice due on receipt and not settled is overdue; the one of 30 days is not.
    t.clock.advance(24 * 3_600_000);
    await signInAll();
    const again = await signInAgain(t, other);
    const overdue = await again.inject({ method: 'GET', url: '/api/invoices?overdue=true' });
    const overdueList = ZInvoicesListResponse.parse(overdue.json());
    expect(overdueList.data.map((invoice) => invoice.id)).toEqual([partialOne.id]);
    expect(overdueList.data[0]).toMatchObject({ is_overdue: true, payment_state: 'partial', balance: '94200.00' });
    const notOverdue = ZInvoicesListResponse.parse(
      (await again.inject({ method: 'GET', url: '/api/invoices?overdue=false' })).json(),
    );
    expect(notOverdue.data.map((invoice) => invoice.id).sort()).toEqual([settledOne.id, laterOne.id].sort());

    const inRange = ZInvoicesListResponse.parse(
      (await again.inject({ method: 'GET', url: `/api/invoices?from=${issueDay}&to=${issueDay}` })).json(),
    );
    expect(inRange.count).toBe(3);
    const before = ZInvoicesListResponse.parse(
      (await again.inject({ method: 'GET', url: `/api/invoices?to=2020-12-31` })).json(),
    );
    expect(before).toMatchObject({ count: 0, data: [], totals: [] });

    for (const query of ['paid=yes', 'overdue=maybe', 'from=2026-13-01', 'from=2026-05-02&to=2026-05-01']) {
      const response = await again.inject({ method: 'GET', url: `/api/invoices?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    const reversed = await again.inject({ method: 'GET', url: '/api/invoices?from=2026-05-02&to=2026-05-01' });
    expect(reversed.json().fields).toEqual({ to: 'La date de fin doit être le jour du début ou après.' });
  });
});

describe('the daily invoices job', () => {
  it('marks what is overdue once and sends the automatic reminders at + 7 and + 30 days, once under two runners', async () => {
    // A carrier of its own, so that other tests' invoices do not count.
    const own = await invoicingCarrier('Relances Auto');
    const settings = await own.inject({
      method: 'PUT',
      url: '/api/invoices/settings',
      payload: { auto_reminders: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toEqual({ data: { auto_reminders: true, immobilisation_hourly_rate: null } });
    expect(
      (await own.inject({ method: 'PUT', url: '/api/invoices/settings', payload: { auto_reminders: 'yes' } }))
        .statusCode,
    ).toBe(400);

    const { invoice } = await issuedInvoice({
      shipper,
      carrier: own,
      offer: leavingToday(),
      changes: () => ({ payment_term: 'on_receipt' }),
    });
    const settledOne = (
      await issuedInvoice({
        shipper,
        carrier: own,
        offer: leavingToday(),
        changes: () => ({ payment_term: 'on_receipt' }),
      })
    ).invoice;
    expect((await own.inject({ method: 'POST', url: `/api/invoices/${invoice.id}/send` })).statusCode).toBe(200);
    expect((await own.inject({ method: 'POST', url: `/api/invoices/${settledOne.id}/send` })).statusCode).toBe(200);
    const settle = await pay(own, settledOne.id, { amount: '95200.00' });
    expect(settle.statusCode, settle.body).toBe(201);

    const reminders = async () =>
      (await t.db.read((db) => findMailsTo(db, BILLING_EMAIL))).filter(
        (mail) => mail.subject === `Rappel : facture ${invoice.number} de Relances Auto`,
      );
    const overdueAt = async (id: string) => {
      const [row] = await t.db.read((db) => db.select().from(invoices).where(eq(invoices.id, id)));
      return row!;
    };

    // Due today: nothing yet.
    await runInvoicesJob(t.app.ctx);
    expect((await overdueAt(invoice.id)).overdueAt).toBeNull();

    // The day after: overdue, once, whichever of two runners gets it; no reminder before + 7 days.
    t.clock.advance(24 * 3_600_000);
    await Promise.all([runInvoicesJob(t.app.ctx), runInvoicesJob(t.app.ctx)]);
    const marked = await overdueAt(invoice.id);
    expect(marked.overdueAt).toEqual(t.clock.now());
    expect((await overdueAt(settledOne.id)).overdueAt).toBeNull();
    const overdueEntries = await t.db.read((db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'invoice.overdue'))),
    );
    expect(overdueEntries).toHaveLength(1);
    expect(await reminders()).toHaveLength(0);

    // + 7 days: one automatic reminder, even with two runners at once.
    t.clock.advance(6 * 24 * 3_600_000);
    await Promise.all([runInvoicesJob(t.app.ctx), runInvoicesJob(t.app.ctx)]);
    expect(await reminders()).toHaveLength(1);
    await runInvoicesJob(t.app.ctx);
    expect(await reminders()).toHaveLength(1);
    expect(await overdueAt(invoice.id)).toMatchObject({ remindersCount: 1, autoRemindersSent: 1 });

    // + 30 days: the second.
    t.clock.advance(23 * 24 * 3_600_000);
    await Promise.all([runInvoicesJob(t.app.ctx), runInvoicesJob(t.app.ctx)]);
    expect(await reminders()).toHaveLength(2);
    await runInvoicesJob(t.app.ctx);
    expect(await reminders()).toHaveLength(2);
  });

  it('shows the shipper where each of its invoices stands on the shipment', async () => {
    await signInAll();
    const { invoice, uid } = await issuedInvoice({ shipper, carrier, offer: leavingToday() });
    await paid(carrier, invoice.id, { amount: '95200.00' });
    const response = await shipper.inject({ method: 'GET', url: `/api/offers/${uid}/invoices` });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZShipmentInvoicesResponse.parse(response.json()).data).toEqual([
      expect.objectContaining({ id: invoice.id, payment_state: 'settled', is_overdue: false, balance: '0.00' }),
    ]);
  });
});
