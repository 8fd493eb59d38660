/**
 * The account settings (spec 001 §2 "account settings", §3 Company and User; issue 25): the
 * profile page's information and billing tabs. `GET /api/users/{id}` answers the caller's own
 * profile; each tab saves with its own call.
 *
 * Not exported from the package index, like registration.ts (phone numbers): import
 * `@tariq/contracts/profile`.
 */
import { z } from 'zod';
import { ZEmail } from './auth';
import { OPTION_LISTS } from './catalogues/options';
import { LANGUAGES } from './enums';
import { LIMITS } from './limits';
import { ZPhone, ZRegistrationCompany } from './registration';
import { vkey } from './validation';

const text = (max: number) =>
  z
    .string({ error: vkey('required') })
    .trim()
    .min(1, { error: vkey('required') })
    .max(max, { error: vkey('tooLong') });

/** Optional text: an empty field is null. */
const optionalText = (max: number) =>
  z
    .string({ error: vkey('invalid') })
    .trim()
    .max(max, { error: vkey('tooLong') })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Languages a company's staff speak, shown to its partners: ISO 639 codes (the interface names
 * them with `Intl.DisplayNames`); Arabic, Tamazight and French first, then the road's neighbours.
 */
export const SPOKEN_LANGUAGES = ['ar', 'ber', 'fr', 'en', 'es', 'it', 'de', 'pt', 'pl', 'tr', 'zh', 'ru'] as const;

export const ZUserIdParams = z.object({ id: z.guid({ error: vkey('invalid') }) });
export const ZCompanyIdParams = z.object({ id: z.guid({ error: vkey('invalid') }) });

/** PUT /api/users/{id}: the user's own information (the e-mail is the login: not changed here). */
export const ZUserProfileUpdate = z.object({
  firstName: text(LIMITS.nameMax),
  lastName: text(LIMITS.nameMax),
  phone: ZPhone,
  roleInCompany: z.enum(OPTION_LISTS.companyRole, { error: vkey('invalidChoice') }),
  language: z.enum(LANGUAGES, { error: vkey('invalidChoice') }),
});
export type TUserProfileUpdate = z.infer<typeof ZUserProfileUpdate>;

/** PUT /api/companies/{id}: the sign-up's company fields, and what only the settings ask. */
export const ZCompanyUpdate = ZRegistrationCompany.extend({
  languagesSpoken: z
    .array(z.enum(SPOKEN_LANGUAGES, { error: vkey('invalidChoice') }), { error: vkey('invalid') })
    .max(SPOKEN_LANGUAGES.length, { error: vkey('invalid') })
    .transform((codes) => [...new Set(codes)]),
});
export type TCompanyUpdate = z.infer<typeof ZCompanyUpdate>;
export type TCompanyUpdateInput = z.input<typeof ZCompanyUpdate>;

/** PUT /api/companies/{id}/billing: who receives and pays invoices (printed on the invoices). */
export const ZCompanyBillingUpdate = z.object({
  billingService: optionalText(LIMITS.nameMax),
  billingPhone: z
    .preprocess((value) => (value === '' ? null : value), ZPhone.nullish())
    .transform((value) => value ?? null),
  billingEmail: z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), ZEmail.nullish())
    .transform((value) => value ?? null),
  billingAddress: optionalText(LIMITS.addressMax),
});
export type TCompanyBillingUpdate = z.infer<typeof ZCompanyBillingUpdate>;

/** GET /api/users/{id} and the answer of every save. */
export const ZProfile = z.object({
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    roleInCompany: z.string().nullable(),
    language: z.enum(LANGUAGES),
  }),
  company: z.object({
    id: z.string(),
    kind: z.string(),
    legalName: z.string(),
    legalForm: z.string().nullable(),
    shareCapital: z.number().nullable(),
    rc: z.string().nullable(),
    nif: z.string().nullable(),
    nis: z.string().nullable(),
    taxArticle: z.string().nullable(),
    taxRegime: z.string().nullable(),
    address: z.string().nullable(),
    placeId: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
    phone: z.string().nullable(),
    mobile: z.string().nullable(),
    fax: z.string().nullable(),
    languagesSpoken: z.array(z.string()),
    logo: z.string().nullable(),
    billingService: z.string().nullable(),
    billingPhone: z.string().nullable(),
    billingEmail: z.string().nullable(),
    billingAddress: z.string().nullable(),
    /** The default e-protocol attached to new offers: `GET /api/companies/{id}/eprotocol`. */
    eprotocol: z.object({ name: z.string(), mime: z.string(), size: z.number() }).nullable(),
    /** False once a changed NIF or RC sent the documents back to validation. */
    documentsOk: z.boolean(),
  }),
});
export type TProfile = z.infer<typeof ZProfile>;

/** The company logo: an image the top bar shows small. */
export const LOGO_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;
