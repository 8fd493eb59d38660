/**
 * The staff's back office (role ROLE_ADMIN, /admin; issue 26): companies, their users and settings.
 * The documents' review is in documents.ts.
 *
 * Not exported from the package index: import `@tariq/contracts/admin`.
 */
import { z } from 'zod';
import { COLLEAGUE_STATUSES } from './colleagues';
import { MODULES } from './enums';
import { listPage, pagingQuery } from './query';
import { vkey } from './validation';

export const ADMIN_LIMITS = { pageSizeDefault: 20, pageSizeMax: 100, searchMax: 100, auditEntries: 50 } as const;

/** `GET /api/admin/companies?q=`: by name, NIF, RC or a user's e-mail (any part of it). */
export const ZAdminCompaniesQuery = z.object({
  q: z
    .string({ error: vkey('invalid') })
    .trim()
    .max(ADMIN_LIMITS.searchMax, { error: vkey('tooLong') })
    .default(''),
  ...pagingQuery(ADMIN_LIMITS),
});
export type TAdminCompaniesQuery = z.input<typeof ZAdminCompaniesQuery>;

export const ZAdminCompany = z.object({
  id: z.string(),
  kind: z.string(),
  legalName: z.string(),
  nif: z.string().nullable(),
  rc: z.string().nullable(),
  nis: z.string().nullable(),
  city: z.string().nullable(),
  documentsOk: z.boolean(),
  isVip: z.boolean(),
  modules: z.array(z.enum(MODULES)),
  usersCount: z.number(),
  createdAt: z.string(),
});
export type TAdminCompany = z.infer<typeof ZAdminCompany>;
export const ZAdminCompaniesResponse = listPage(ZAdminCompany);
export type TAdminCompaniesResponse = z.infer<typeof ZAdminCompaniesResponse>;

export const ZAdminIdParams = z.object({ id: z.guid({ error: vkey('invalid') }) });

export const ZAdminUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.enum(COLLEAGUE_STATUSES),
  emailVerified: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  /** Who did it: a user's name, or null for the platform itself (a job). */
  actor: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

/** `GET /api/admin/companies/{id}`: the company's page. */
export const ZAdminCompanyDetail = z.object({
  company: ZAdminCompany,
  users: z.array(ZAdminUser),
  documents: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      status: z.string(),
      expiresAt: z.string().nullable(),
      uploadedAt: z.string(),
    }),
  ),
  counts: z.object({ offers: z.number(), missions: z.number() }),
  /** The newest entries first, at most ADMIN_LIMITS.auditEntries. */
  audit: z.array(ZAdminAuditEntry),
});
export type TAdminCompanyDetail = z.infer<typeof ZAdminCompanyDetail>;

/** `PUT /api/admin/companies/{id}/settings`: the modules it pays for, and VIP. */
export const ZAdminCompanySettings = z.object({
  modules: z
    .array(z.enum(MODULES, { error: vkey('invalidChoice') }), { error: vkey('invalid') })
    .max(MODULES.length, { error: vkey('invalid') })
    .transform((modules) => [...new Set(modules)]),
  isVip: z.boolean({ error: vkey('invalid') }),
});
export type TAdminCompanySettings = z.infer<typeof ZAdminCompanySettings>;
