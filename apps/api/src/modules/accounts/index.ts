import type { TAppModule } from '../../platform/modules';
import { accountsRoutes } from './accounts.routes';

export const accountsModule: TAppModule = { name: 'accounts', routes: accountsRoutes };
export {
  companyUsers,
  createSessionLoader,
  disableUser,
  findAccount,
  findLoginAccount,
  getSessionUser,
  notifyCompanies,
  recordLogin,
  recordPasswordChange,
  setCompanyPlatformSettings,
  setUserDisabled,
} from './accounts.service';
export { copyDefaultEprotocol } from './profile.service';
export { createDriverAccount, deleteDriverAccount, isCompanyDriver, updateDriverAccount } from './driver-accounts';
export type { TCreateDriverAccountOptions } from './driver-accounts';
export { finishEmailVerification } from './email-verification.service';
export { joinByInvitation, prepareInvitationAcceptance, userStatusOf } from './colleagues.service';
export { AdminExistsError, createPlatformAdmin } from './platform-admin.service';
export { toSessionUser } from './session-user';
export { setVatRegistry } from './vat-registry';
export type { TRegistryAnswer, TVatRegistry } from './vat-registry';
export { findInvoiceParties } from './invoice-parties';
export type { TInvoicePartyRecord } from './invoice-parties';
