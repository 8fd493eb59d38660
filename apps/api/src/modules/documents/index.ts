import type { TAppModule } from '../../platform/modules';
import { sweepDocuments } from './documents.jobs';
import { documentsRoutes } from './documents.routes';

/** The documents module's public surface: other modules and the app reach it through this file only. */
export const documentsModule: TAppModule = {
  name: 'documents',
  routes: documentsRoutes,
  // Hourly, each day's work done once (the documents' columns say what was): expiries and reminders.
  jobs: [{ name: 'document-expiry', everyMs: 60 * 60_000, run: (ctx) => sweepDocuments(ctx) }],
};
export {
  addSignUpDocuments,
  assertDocumentsCover,
  findDocumentsFigures,
  sendDocumentsBackToValidation,
} from './documents.service';
export type { TDocumentsFigures, TSignUpDocument } from './documents.service';
