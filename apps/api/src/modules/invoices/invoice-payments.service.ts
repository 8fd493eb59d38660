import { ACCESS_RULES, daysAfterDueDate, formatAmount, INVOICES_LIMITS, offerToday } from '@tariq/contracts';
import type {
  TAddInvoicePaymentValues,
  TInvoice,
  TInvoiceSettings,
  TUpdateInvoiceSettingsValues,
} from '@tariq/contracts';
import type { TTx } from '../../db/client';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { TFieldErrors } from '../../platform/errors';
import { recordAudit } from '../audit';
import { mailInvoice } from './invoice-documents.service';
import { balanceOf, nextReminderAt } from './invoice-standing';
import {
  countInvoicePayments,
  deleteInvoicePayment,
  findInvoiceSettings,
  insertInvoicePayment,
  latestPaymentDay,
  lockCarrierInvoice,
  lockDueInvoices,
  updateInvoiceRow,
  upsertInvoiceSettings,
} from './invoices.repository';
import type { TInvoicePaymentRow, TInvoiceRow, TInvoiceSettingsRow } from './invoices.repository';
import { readInvoice } from './invoices.service';

/**
 * An issued invoice's life with its client (issue 30; spec 001 §4): payments, partial or whole,
 * until it is settled; reminders by hand and, when the carrier wants them, on their own; the daily
 * job that finds what is overdue.
 */

const RULE = ACCESS_RULES.carrierInvoices;

/** The carrier's issued invoice, locked for a change of its standing; a draft is 409, another's 404. */
export async function lockIssued(tx: TTx, auth: TAuth, id: string): Promise<TInvoiceRow> {
  const invoice = await lockCarrierInvoice(tx, auth.companyId, id);
  if (!invoice) throw new AppError('NOT_FOUND');
  if (invoice.status !== 'issued' || !invoice.issueDate) throw new AppError('INVOICE_NOT_ISSUED');
  return invoice;
}

/** An invoice still open to payments, reminders and partial credit notes: neither cancelled nor settled. */
export function assertOpen(invoice: TInvoiceRow): void {
  if (invoice.cancelledAt) throw new AppError('INVOICE_CANCELLED');
  if (invoice.settledAt) throw new AppError('INVOICE_SETTLED');
}

/** The settlement columns once `paidTotal` and `creditedTotal` are what they are: settled when nothing remains. */
export function settlementOf(
  invoice: TInvoiceRow,
  totals: { paidTotal: number; creditedTotal: number; lastDay: string; now: Date },
): Pick<TInvoiceRow, 'settledAt' | 'paidOn'> {
  const settles = totals.paidTotal + totals.creditedTotal === invoice.totalDue;
  return { settledAt: settles ? totals.now : null, paidOn: settles ? totals.lastDay : null };
}

/** A payment as the audit log keeps it: what was received or removed. */
function paymentAudit(payment: TInvoicePaymentRow) {
  return {
    id: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method,
    paid_on: payment.paidOn,
  };
}

/**
 * POST /api/invoices/{id}/payments: a payment received on an issued, unsettled invoice — in its
 * currency, at most what remains to pay, dated between the issue date and today. When the payments
 * reach the total due, the invoice is settled (its payment date: the latest payment's).
 */
export async function addInvoicePayment(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; values: TAddInvoicePaymentValues },
): Promise<TInvoice> {
  assertAccess(options.auth, RULE);
  const { auth, id, values } = options;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const invoice = await lockIssued(tx, auth, id);
    assertOpen(invoice);
    const balance = balanceOf(invoice);
    const fields: TFieldErrors = {};
    if (values.currency !== invoice.currency) fields.currency = { key: 'paymentCurrency' };
    if (values.amount > balance) fields.amount = { key: 'paymentTooBig' };
    if (values.paid_on > offerToday(now)) fields.paid_on = { key: 'futureDate' };
    else if (values.paid_on < invoice.issueDate!) fields.paid_on = { key: 'beforeIssueDate' };
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
    if ((await countInvoicePayments(tx, id)) >= INVOICES_LIMITS.paymentsMax) {
      throw new AppError('VALIDATION', { fields: { amount: { key: 'tooBig' } } });
    }

    const payment = await insertInvoicePayment(tx, {
      invoiceId: id,
      carrierCompanyId: auth.companyId,
      amount: values.amount,
      currency: values.currency,
      method: values.method,
      paidOn: values.paid_on,
      createdByUserId: auth.userId,
      createdAt: now,
    });
    const paidTotal = invoice.paidTotal + values.amount;
    const latestDay = await latestPaymentDay(tx, id);
    const settlement = settlementOf(invoice, {
      paidTotal,
      creditedTotal: invoice.creditedTotal,
      lastDay: latestDay ?? values.paid_on,
      now,
    });
    const settles = settlement.settledAt !== null;
    await updateInvoiceRow(tx, id, { paidTotal, ...settlement, updatedAt: now });
    await recordAudit(tx, {
      actor: auth,
      action: 'invoice.payment_added',
      entityType: 'invoice',
      entityId: id,
      before: { paid_total: invoice.paidTotal },
      after: {
        payment: paymentAudit(payment),
        paid_total: paidTotal,
        settled: settles,
      },
      at: now,
    });
  });
  return readInvoice(ctx, auth, id);
}

/**
 * DELETE /api/invoices/{id}/payments/{paymentId}: a payment recorded by mistake, while the invoice
 * is unsettled (a settled invoice keeps its payments: 409). The audit log keeps what was removed.
 */
export async function removeInvoicePayment(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; paymentId: string },
): Promise<TInvoice> {
  assertAccess(options.auth, RULE);
  const { auth, id, paymentId } = options;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const invoice = await lockIssued(tx, auth, id);
    assertOpen(invoice);
    const payment = await deleteInvoicePayment(tx, id, paymentId);
    if (!payment) throw new AppError('NOT_FOUND');
    const paidTotal = invoice.paidTotal - payment.amount;
    await updateInvoiceRow(tx, id, { paidTotal, updatedAt: now });
    await recordAudit(tx, {
      actor: auth,
      action: 'invoice.payment_removed',
      entityType: 'invoice',
      entityId: id,
      before: {
        payment: paymentAudit(payment),
        paid_total: invoice.paidTotal,
      },
      after: { paid_total: paidTotal },
      at: now,
    });
  });
  return readInvoice(ctx, auth, id);
}

/** Records a reminder e-mailed now (by hand or by the job). */
async function recordReminder(
  ctx: Pick<TAppContext, 'clock' | 'pubsub' | 'externalHub' | 'config'>,
  tx: TTx,
  invoice: TInvoiceRow,
  options: { auth: TAuth | null; now: Date; autoRemindersSent?: number },
): Promise<void> {
  const { auth, now } = options;
  const sent = await mailInvoice(ctx, tx, invoice, 'reminder', now);
  await updateInvoiceRow(tx, invoice.id, {
    reminderSentAt: now,
    remindersCount: invoice.remindersCount + 1,
    ...(options.autoRemindersSent === undefined ? {} : { autoRemindersSent: options.autoRemindersSent }),
  });
  await recordAudit(tx, {
    actor: auth,
    action: 'invoice.reminder_sent',
    entityType: 'invoice',
    entityId: invoice.id,
    before: { reminders_count: invoice.remindersCount },
    after: { reminders_count: invoice.remindersCount + 1, automatic: auth === null, ...sent },
    at: now,
  });
}

/**
 * POST /api/invoices/{id}/remind: e-mails the client a reminder of a sent, unsettled invoice, its
 * PDF attached again, and tells the shipper (type 5, `invoice_reminder`). 409 for a draft, an
 * invoice never sent, a settled one, and within 24 hours of the last reminder.
 */
export async function remindInvoice(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TInvoice> {
  assertAccess(options.auth, RULE);
  const { auth, id } = options;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const invoice = await lockIssued(tx, auth, id);
    assertOpen(invoice);
    if (!invoice.sentAt) throw new AppError('INVOICE_NOT_SENT');
    if (nextReminderAt(invoice, now)) throw new AppError('REMINDER_TOO_SOON');
    await recordReminder(ctx, tx, invoice, { auth, now });
  });
  return readInvoice(ctx, auth, id);
}

function settingsView(settings: TInvoiceSettingsRow): TInvoiceSettings {
  return {
    auto_reminders: settings.autoReminders,
    immobilisation_hourly_rate:
      settings.immobilisationHourlyRate === null ? null : formatAmount(settings.immobilisationHourlyRate),
  };
}

/** GET /api/invoices/settings */
export async function getInvoiceSettings(ctx: TAppContext, options: { auth: TAuth }): Promise<TInvoiceSettings> {
  assertAccess(options.auth, RULE);
  return settingsView(await ctx.db.read((db) => findInvoiceSettings(db, options.auth.companyId)));
}

/**
 * PUT /api/invoices/settings: automatic reminders on or off, for every unsettled invoice of the
 * carrier; the price of an hour of immobilisation the next drafts take. What is sent changes.
 */
export async function updateInvoiceSettings(
  ctx: TAppContext,
  options: { auth: TAuth; values: TUpdateInvoiceSettingsValues },
): Promise<TInvoiceSettings> {
  assertAccess(options.auth, RULE);
  const { auth, values } = options;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await findInvoiceSettings(tx, auth.companyId);
    const after: TInvoiceSettingsRow = {
      autoReminders: values.auto_reminders ?? before.autoReminders,
      immobilisationHourlyRate:
        values.immobilisation_hourly_rate === undefined
          ? before.immobilisationHourlyRate
          : values.immobilisation_hourly_rate,
    };
    await upsertInvoiceSettings(tx, auth.companyId, { ...after, updatedAt: now });
    await recordAudit(tx, {
      actor: auth,
      action: 'invoice.settings_updated',
      entityType: 'company',
      entityId: auth.companyId,
      before: { ...before },
      after: { ...after },
      at: now,
    });
    return settingsView(after);
  });
}

const JOB_BATCH = 100;

type TJobContext = Pick<TAppContext, 'db' | 'clock' | 'pubsub' | 'externalHub' | 'config'>;

/**
 * The daily invoices job (run every hour: a day's work is done at the first run after midnight in
 * Algiers): marks the issued invoices unsettled past their due date as overdue, and e-mails the
 * automatic reminders due (their carrier turned them on; due date + 7 and + 30 days, a late run
 * sending one for both). A batch at a time, each in its own transaction, rows claimed with SKIP
 * LOCKED: several instances running it at once do each invoice once. Answers how many it handled.
 */
export async function runInvoicesJob(ctx: TJobContext): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.clock.now();
    const today = offerToday(now);
    const done = await ctx.db.transaction(async (tx) => {
      const due = await lockDueInvoices(tx, {
        today,
        reminderDays: INVOICES_LIMITS.autoReminderDays,
        batchSize: JOB_BATCH,
      });
      for (const invoice of due) {
        if (!invoice.overdueAt) {
          await updateInvoiceRow(tx, invoice.id, { overdueAt: now });
          await recordAudit(tx, {
            actor: null,
            action: 'invoice.overdue',
            entityType: 'invoice',
            entityId: invoice.id,
            after: { due_date: invoice.dueDate, balance: balanceOf(invoice) },
            at: now,
          });
        }
        if (!invoice.autoReminders || !invoice.sentAt) continue;
        const late = daysAfterDueDate(invoice.dueDate, today);
        const dueReminders = INVOICES_LIMITS.autoReminderDays.filter((days) => late >= days).length;
        if (dueReminders <= invoice.autoRemindersSent) continue;
        try {
          await recordReminder(ctx, tx, invoice, { auth: null, now, autoRemindersSent: dueReminders });
        } catch (error) {
          // Nobody of the client to write to: the reminder is not owed again.
          if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
          await updateInvoiceRow(tx, invoice.id, { autoRemindersSent: dueReminders });
        }
      }
      return due.length;
    });
    total += done;
    if (done < JOB_BATCH) return total;
  }
}
