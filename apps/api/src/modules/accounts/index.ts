import type { TAppModule } from '../../platform/modules';
import { accountsRoutes } from './accounts.routes';

export const accountsModule: TAppModule = { name: 'accounts', routes: accountsRoutes };
export {
  createSessionLoader,
  disableUser,
  findAccount,
  findLoginAccount,
  getSessionUser,
  notifyCompanies,
  recordLogin,
} from './accounts.service';
export { toSessionUser } from './session-user';
export { setVatRegistry } from './vat-registry';
export type { TRegistryAnswer, TVatRegistry } from './vat-registry';
