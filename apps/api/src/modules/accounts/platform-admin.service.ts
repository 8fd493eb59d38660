import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE } from '@tariq/contracts';
import type { TDatabase } from '../../db/client';
import type { TPasswordHasher } from '../../platform/passwords';
import { findPlatformCompany, insertCompany, insertUser } from './accounts.repository';

export class AdminExistsError extends Error {}

/**
 * A platform staff account for a fresh install (`npm run admin -- create <email>`): a user of role
 * ROLE_ADMIN in the platform's own company (made the first time), its address taken as verified,
 * with a random password answered once to be shown once. There is no default admin account
 * (SECURITY.md #15): this is the way to make the first.
 */
export async function createPlatformAdmin(
  db: TDatabase,
  passwords: TPasswordHasher,
  options: { email: string; now?: Date },
): Promise<{ email: string; password: string }> {
  const email = options.email.trim().toLowerCase();
  const now = options.now ?? new Date();
  // 144 bits, base64url: typed once, then changed from Mon compte › Mot de passe et sécurité.
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await passwords.hash(password);
  await db.transaction(async (tx) => {
    const company =
      (await findPlatformCompany(tx)) ??
      (await insertCompany(tx, { kind: 'platform', legalName: 'Tariq', country: 'DZ', documentsOk: true }));
    const user = await insertUser(tx, {
      companyId: company!.id,
      role: ADMIN_ROLE,
      firstName: 'Admin',
      lastName: 'Tariq',
      email,
      passwordHash,
      emailVerifiedAt: now,
      businessDetailsCompletedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!user) throw new AdminExistsError(`An account already exists with ${email}.`);
  });
  return { email, password };
}
