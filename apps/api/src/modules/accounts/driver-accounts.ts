import { DRIVER_ROLE } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { deleteCompanyUser, insertUser, isDriverOfCompany, updateUserIdentity } from './accounts.repository';

/**
 * The user side of a carrier's drivers (issue 29), for the drivers module, in its transactions: a
 * driver is a user of role ROLE_DRIVER of the carrier's company, whose rows are this module's.
 */

export type TCreateDriverAccountOptions = {
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  language: TLanguage;
  passwordHash: string;
  now: Date;
};

/**
 * A new driver user, or null when the e-mail is already a user's (any case). Verified from the
 * start: the carrier gives the address and the credentials are mailed to it, so whoever logs in
 * read that mail (a login of an unverified user would get no tokens).
 */
export function createDriverAccount(tx: TTx, options: TCreateDriverAccountOptions): Promise<TUserRow | null> {
  return insertUser(tx, {
    companyId: options.companyId,
    role: DRIVER_ROLE,
    firstName: options.firstName,
    lastName: options.lastName,
    email: options.email,
    passwordHash: options.passwordHash,
    language: options.language,
    emailVerifiedAt: options.now,
    createdAt: options.now,
    updatedAt: options.now,
  });
}

/** A driver's names, e-mail or language changed; false (nothing changed) when the e-mail is another user's. */
export function updateDriverAccount(
  tx: TTx,
  options: {
    userId: string;
    values: { firstName?: string; lastName?: string; email?: string; language?: TLanguage };
    now: Date;
  },
): Promise<boolean> {
  return updateUserIdentity(tx, options.userId, { ...options.values, updatedAt: options.now });
}

/** Deletes a driver user of the company, and what hangs on it; answers whether there was one. */
export function deleteDriverAccount(tx: TTx, options: { userId: string; companyId: string }): Promise<boolean> {
  return deleteCompanyUser(tx, { ...options, role: DRIVER_ROLE });
}

/** For the deals (a proposal's driver, a mission's): whether the user is one of the company's drivers. */
export function isCompanyDriver(db: TDb | TTx, companyId: string, userId: string): Promise<boolean> {
  return isDriverOfCompany(db, companyId, userId);
}
