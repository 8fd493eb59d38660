import { ACCESS_RULES, offerToday, PAYMENT_RECORD_LIMITS } from '@tariq/contracts';
import type { TPaymentRecord } from '@tariq/contracts';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findPaymentFigures, isShipperCompany } from './invoices.repository';

const DAY_MS = 86_400_000;

/**
 * A shipper's payment record from the invoices carriers issued to it on Tariq (issue 30): the
 * settled invoices paid in the last 365 days, the mean of their days late (an early payment counts
 * 0, rounded to the nearest day) and the share paid on time (rounded down). The figures are given
 * only once they rest on PAYMENT_RECORD_LIMITS.minInvoices invoices: fewer would say more about
 * one invoice than about the company.
 */
export async function shipperPaymentRecord(
  ctx: Pick<TAppContext, 'db' | 'clock'>,
  companyId: string,
): Promise<TPaymentRecord> {
  const now = ctx.clock.now();
  const since = offerToday(new Date(now.getTime() - PAYMENT_RECORD_LIMITS.windowDays * DAY_MS));
  const figures = await ctx.db.read((db) => findPaymentFigures(db, { clientCompanyId: companyId, since }));
  const enough = figures.invoices >= PAYMENT_RECORD_LIMITS.minInvoices;
  return {
    invoices: figures.invoices,
    enough,
    average_days_late: enough && figures.averageDaysLate !== null ? Math.round(figures.averageDaysLate) : null,
    on_time_percent: enough ? Math.floor((figures.onTime * 100) / figures.invoices) : null,
  };
}

/**
 * GET /api/companies/{companyId}/payment-record: for carriers (any carrier reads any shipper's
 * record: it is there to be weighed before a deal). A company that is not a shipper is not found.
 */
export async function getPaymentRecord(
  ctx: TAppContext,
  options: { auth: TAuth; companyId: string },
): Promise<TPaymentRecord> {
  assertAccess(options.auth, ACCESS_RULES.carrierExchange);
  const isShipper = await ctx.db.read((db) => isShipperCompany(db, options.companyId));
  if (!isShipper) throw new AppError('NOT_FOUND');
  return shipperPaymentRecord(ctx, options.companyId);
}
