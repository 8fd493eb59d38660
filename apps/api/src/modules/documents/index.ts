import type { TAppModule } from '../../platform/modules';
import { documentsRoutes } from './documents.routes';

/** The documents module's public surface: other modules and the app reach it through this file only. */
export const documentsModule: TAppModule = { name: 'documents', routes: documentsRoutes };
export { addSignUpDocuments, sendDocumentsBackToValidation } from './documents.service';
export type { TSignUpDocument } from './documents.service';
