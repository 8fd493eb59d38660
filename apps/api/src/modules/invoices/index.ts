import type { TAppModule } from '../../platform/modules';
import { registerMailAttachment } from '../mail';
import { invoiceAttachment } from './invoice-documents.service';
import { runInvoicesJob } from './invoice-payments.service';
import { invoicesRoutes } from './invoices.routes';

/** The invoices module's public surface: other modules and the app reach it through this file only. */
export const invoicesModule: TAppModule = {
  name: 'invoices',
  routes: invoicesRoutes,
  // Overdue invoices and automatic reminders: a day's work, done at the first run after midnight in Algiers.
  jobs: [{ name: 'invoices-overdue-and-reminders', everyMs: 3_600_000, run: runInvoicesJob }],
  setup(ctx) {
    // A sent invoice's PDF is made when its mail leaves (the mail job), in the language it was sent in.
    registerMailAttachment(ctx, 'invoice', (ref) => invoiceAttachment(ctx, ref));
  },
};

export { runInvoicesJob } from './invoice-payments.service';
export { shipperPaymentRecord } from './payment-record.service';
export { findInvoicingFigures } from './invoice-figures.service';
export type { TInvoicingFigures } from './invoice-figures.service';
