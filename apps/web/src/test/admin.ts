import type { TDocumentQueueResponse, TQueuedDocument } from '@tariq/contracts/documents';
import { ZDocumentQueueResponse, ZQueuedDocument } from '@tariq/contracts/documents';
import { ZAdminCompaniesResponse, ZAdminCompany, ZAdminCompanyDetail } from '@tariq/contracts/admin';
import type { TAdminCompaniesResponse, TAdminCompany, TAdminCompanyDetail } from '@tariq/contracts/admin';
import { makeUser } from './render';

/** A member of the platform staff (ROLE_ADMIN): no company, no modules. */
export const makeStaff = () =>
  makeUser({
    id: '00000000-0000-4000-8000-0000000000a1',
    firstname: 'Lina',
    lastname: 'Meziane',
    society: 'Tariq',
    email: 'staff@tariq.dz',
    role: 'ROLE_ADMIN',
    roles: ['ROLE_ADMIN'],
  });

/**
 * A document in validation as `GET /api/admin/documents` answers it: the trade register extract of
 * Transports Atlas Express, a carrier in Rouiba. Checked against the shared schema, so it cannot
 * drift from the server's.
 */
export function makeQueuedDocument(
  overrides: Partial<Omit<TQueuedDocument, 'company'>> & { company?: Partial<TQueuedDocument['company']> } = {},
): TQueuedDocument {
  const { company, ...document } = overrides;
  return ZQueuedDocument.parse({
    id: '00000000-0000-4000-8000-0000000000f1',
    type: 'trade_register',
    required: true,
    status: 'in_validation',
    file: { name: 'extrait-rc.pdf', mime: 'application/pdf', size: 182_000 },
    issuedAt: '2026-10-02',
    number: '16/00-1234567B18',
    expiresAt: null,
    refusalReason: null,
    uploadedAt: '2026-11-20T09:00:00.000Z',
    reviewedAt: null,
    ...document,
    company: {
      id: '00000000-0000-4000-8000-0000000000b1',
      kind: 'carrier',
      legalName: 'Transports Atlas Express',
      nif: '000016001234567',
      rc: '16001234567B18',
      nis: '000016019876543',
      city: 'Rouiba',
      ...company,
    },
  });
}

export function makeDocumentQueue(
  data: TQueuedDocument[],
  overrides: Partial<Omit<TDocumentQueueResponse, 'data'>> = {},
): TDocumentQueueResponse {
  return ZDocumentQueueResponse.parse({
    data,
    page: 1,
    total_pages: data.length > 0 ? 1 : 0,
    count: data.length,
    ...overrides,
  });
}

/** A company as `GET /api/admin/companies` lists it: Transports Atlas Express, a carrier in Rouiba. */
export function makeAdminCompany(overrides: Partial<TAdminCompany> = {}): TAdminCompany {
  return ZAdminCompany.parse({
    id: '00000000-0000-4000-8000-0000000000b1',
    kind: 'carrier',
    legalName: 'Transports Atlas Express',
    nif: '000016001234567',
    rc: '16001234567B18',
    nis: '000016019876543',
    city: 'Rouiba',
    documentsOk: true,
    isVip: false,
    modules: ['trucks'],
    usersCount: 2,
    createdAt: '2026-09-14T10:00:00.000Z',
    ...overrides,
  });
}

export function makeAdminCompanies(
  data: TAdminCompany[],
  overrides: Partial<Omit<TAdminCompaniesResponse, 'data'>> = {},
): TAdminCompaniesResponse {
  return ZAdminCompaniesResponse.parse({
    data,
    page: 1,
    total_pages: data.length > 0 ? 1 : 0,
    count: data.length,
    ...overrides,
  });
}

export const ATLAS_USERS = {
  karim: '00000000-0000-4000-8000-0000000000c1',
  samia: '00000000-0000-4000-8000-0000000000c2',
} as const;

/**
 * The page of Transports Atlas Express: its founder Karim (active) and Samia (disabled), its trade
 * register verified, and an audit trail of a settings change, a document verified and Samia disabled.
 */
export function makeAdminCompanyDetail(overrides: Partial<TAdminCompanyDetail> = {}): TAdminCompanyDetail {
  return ZAdminCompanyDetail.parse({
    company: makeAdminCompany(),
    users: [
      {
        id: ATLAS_USERS.karim,
        firstName: 'Karim',
        lastName: 'Benali',
        email: 'karim@atlas.dz',
        role: 'ROLE_TRANSPORTEUR',
        status: 'active',
        emailVerified: true,
        lastLoginAt: '2026-11-24T08:00:00.000Z',
        createdAt: '2026-09-14T10:00:00.000Z',
      },
      {
        id: ATLAS_USERS.samia,
        firstName: 'Samia',
        lastName: 'Haddad',
        email: 'samia@atlas.dz',
        role: 'ROLE_TRANSPORTEUR',
        status: 'disabled',
        emailVerified: false,
        lastLoginAt: null,
        createdAt: '2026-10-01T10:00:00.000Z',
      },
    ],
    documents: [
      {
        id: '00000000-0000-4000-8000-0000000000f1',
        type: 'trade_register',
        status: 'verified',
        expiresAt: null,
        uploadedAt: '2026-11-20T09:00:00.000Z',
      },
      {
        id: '00000000-0000-4000-8000-0000000000f2',
        type: 'insurance',
        status: 'in_validation',
        expiresAt: '2027-01-14',
        uploadedAt: '2026-11-21T10:00:00.000Z',
      },
    ],
    counts: { offers: 0, missions: 12 },
    audit: [
      {
        id: '00000000-0000-4000-8000-0000000000d3',
        at: '2026-11-25T09:00:00.000Z',
        action: 'user.disabled',
        actor: 'Lina Meziane',
        entityType: 'user',
        entityId: ATLAS_USERS.samia,
        before: { disabledAt: null },
        after: { disabledAt: '2026-11-25T09:00:00.000Z' },
      },
      {
        id: '00000000-0000-4000-8000-0000000000d2',
        at: '2026-11-24T15:00:00.000Z',
        action: 'document.verified',
        actor: 'Lina Meziane',
        entityType: 'document',
        entityId: '00000000-0000-4000-8000-0000000000f1',
        before: { status: 'in_validation' },
        after: { status: 'verified' },
      },
      {
        id: '00000000-0000-4000-8000-0000000000d1',
        at: '2026-11-23T10:00:00.000Z',
        action: 'company.settings_changed',
        actor: 'Lina Meziane',
        entityType: 'company',
        entityId: '00000000-0000-4000-8000-0000000000b1',
        before: { modules: [], isVip: false },
        after: { modules: ['trucks'], isVip: false },
      },
      {
        id: '00000000-0000-4000-8000-0000000000d0',
        at: '2026-11-22T10:00:00.000Z',
        action: 'offer.archived',
        actor: null,
        entityType: 'offer',
        entityId: null,
        before: null,
        after: null,
      },
    ],
    ...overrides,
  });
}
