import type { TSessionUser } from '@tariq/contracts';
import { ADMIN_ROLE } from '@tariq/contracts';
import type { TUserWithCompany } from './accounts.repository';

/** The session user of spec 000 §3, as login and `/api/user/logged` answer it. */
export function toSessionUser({ user, company }: TUserWithCompany): TSessionUser {
  return {
    id: user.id,
    firstname: user.firstName,
    lastname: user.lastName,
    society: company.legalName,
    logo: company.logoKey ? `/api/companies/${company.id}/logo` : null,
    telephone: user.phone,
    email: user.email,
    role: user.role,
    roles: [user.role],
    language: user.language,
    modules: company.modules,
    isVerified: user.emailVerifiedAt !== null,
    // Platform staff have no legal documents of their own.
    is_doc_ok: user.role === ADMIN_ROLE || company.documentsOk,
    isBusinessDetailsCompleted: user.businessDetailsCompletedAt !== null || user.role === ADMIN_ROLE,
    is_vip: company.isVip,
  };
}
