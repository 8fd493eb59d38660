import type { TBusinessDetails, TSessionUser } from '@tariq/contracts';
import { ADMIN_ROLE, hasCompleteBusinessDetails } from '@tariq/contracts';
import type { TCompanyRow } from '../../db/schema';
import type { TUserWithCompany } from './accounts.repository';

/**
 * The business details a company holds, as the contracts name them. The columns are plain text:
 * only sign-up and `POST /api/auth/businessDetails` write them, both from the contracts' option lists.
 */
export function toBusinessDetails(company: TCompanyRow): TBusinessDetails {
  return {
    geoGraphicRadius: (company.geographicRadius ?? []) as TBusinessDetails['geoGraphicRadius'],
    shipmentsCount: company.shipmentsCount as TBusinessDetails['shipmentsCount'],
    typesOfGoods: (company.typesOfGoods ?? []) as TBusinessDetails['typesOfGoods'],
    truckLoading: company.truckLoading as TBusinessDetails['truckLoading'],
    trucksCount: company.trucksCount as TBusinessDetails['trucksCount'],
    trucksTypes: (company.trucksTypes ?? []) as TBusinessDetails['trucksTypes'],
  };
}

/** The session user of spec 000 §3, as login and `/api/user/logged` answer it. */
export function toSessionUser({ user, company }: TUserWithCompany): TSessionUser {
  return {
    id: user.id,
    firstname: user.firstName,
    lastname: user.lastName,
    society: company.legalName,
    // Versioned by its file: a new logo is a new address, so no browser shows the old one from its cache.
    logo: company.logoKey ? `/api/companies/${company.id}/logo?v=${company.logoKey.slice(0, 8)}` : null,
    telephone: user.phone,
    email: user.email,
    role: user.role,
    roles: [user.role],
    language: user.language,
    modules: company.modules,
    isVerified: user.emailVerifiedAt !== null,
    // Platform staff have no legal documents of their own.
    is_doc_ok: user.role === ADMIN_ROLE || company.documentsOk,
    // Active whenever the documents are all valid, and still when one only lapsed (docs/decisions/0008).
    is_doc_active: user.role === ADMIN_ROLE || company.documentsOk || company.documentsActive,
    // Completed by the user's own wizard, or by the company's details holding every answer of the
    // role (given at sign-up, or by a colleague): the details are the company's (docs/decisions/0005).
    isBusinessDetailsCompleted:
      user.businessDetailsCompletedAt !== null || hasCompleteBusinessDetails(user.role, toBusinessDetails(company)),
    is_vip: company.isVip,
    company_id: company.id,
  };
}
