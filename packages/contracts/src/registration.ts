/**
 * Sign-up (spec 001 §2, §3, §5; spec 000 §3; issue 25): the body of `POST /api/auth/register`, one
 * object per step of the form, and the answer of `GET /api/auth/vat-check/{vat}`.
 *
 * Not exported from the package index: it parses phone numbers with libphonenumber-js, whose
 * metadata no page but the sign-up should load. Import `@tariq/contracts/registration`.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { OPTION_LISTS } from './catalogues/options';
import { ONBOARDING_TRUCK_TYPES } from './catalogues/vehicles';
import { LIMITS } from './limits';
import { DEFAULT_PHONE_COUNTRY } from './places';
import { ALGERIAN_ID_FORMATS, normalizeTaxId } from './tax-ids';
import { ZEmail, ZNewPassword } from './auth';
import { vkey } from './validation';

/** Account types of the first step (spec 001 §5): the company's kind, and the role of its first user. */
export const ACCOUNT_TYPES = ['shipper', 'carrier'] as const;
export type TAccountType = (typeof ACCOUNT_TYPES)[number];

const requiredText = (max: number) =>
  z
    .string({ error: vkey('required') })
    .trim()
    .min(1, { error: vkey('required') })
    .max(max, { error: vkey('tooLong') });

/**
 * A phone number in any usual writing, kept in E.164 (`+213550123456`). Without a `+` it is read
 * as a number of the phone picker's default country (spec 000 §5: FR).
 */
export function toE164(value: string, defaultCountry: string = DEFAULT_PHONE_COUNTRY): string | null {
  const parsed = parsePhoneNumberFromString(value, defaultCountry as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

export const ZPhone = z
  .string({ error: vkey('required') })
  .trim()
  .min(1, { error: vkey('required') })
  .max(32, { error: vkey('phone') })
  .transform((value, context) => {
    const e164 = toE164(value);
    if (!e164) {
      context.issues.push({ code: 'custom', message: vkey('phone'), input: value });
      return z.NEVER;
    }
    return e164;
  });

const ZOptionalPhone = z
  .preprocess((value) => (value === '' ? null : value), ZPhone.nullish())
  .transform((value) => value ?? null);

/** An Algerian identifier of ALGERIAN_ID_FORMATS, stored normalised (no spaces, dots, hyphens or slashes). */
function algerianId(kind: keyof typeof ALGERIAN_ID_FORMATS, key: Parameters<typeof vkey>[0]) {
  return z
    .string({ error: vkey('required') })
    .trim()
    .min(1, { error: vkey('required') })
    .max(40, { error: vkey(key) })
    .transform(normalizeTaxId)
    .refine((value) => ALGERIAN_ID_FORMATS[kind].pattern.test(value), { error: vkey(key) });
}

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? vkey('required') : vkey('invalidChoice')) });

const choices = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(choice(values), { error: vkey('required') })
    .min(1, { error: vkey('selectAtLeastOne') })
    .max(values.length, { error: vkey('invalid') })
    .refine((list) => new Set(list).size === list.length, { error: vkey('invalid') });

/** A wilaya by its official number: `01`–`58`, `69` once the 2026 wilayas exist (checked against the places). */
export const ZWilayaCode = z
  .string({ error: vkey('invalidChoice') })
  .regex(/^\d{2}$/, { error: vkey('invalidChoice') });

const ZZones = z
  .array(ZWilayaCode, { error: vkey('required') })
  .min(1, { error: vkey('selectAtLeastOne') })
  .max(LIMITS.zonesMax, { error: vkey('invalid') })
  .transform((codes) => [...new Set(codes)]);

/** Step 2, the company (issue 25). */
export const ZRegistrationCompany = z.object({
  legalName: requiredText(LIMITS.legalNameMax),
  legalForm: choice(OPTION_LISTS.legalForm),
  /** In Algerian dinars; none for a sole trader. */
  shareCapital: z
    .number({ error: vkey('invalid') })
    .min(0, { error: vkey('tooSmall') })
    .max(LIMITS.shareCapitalMax, { error: vkey('tooBig') })
    .nullish()
    .transform((value) => value ?? null),
  rc: algerianId('rc', 'rcFormat'),
  nif: algerianId('nif', 'nifFormat'),
  nis: algerianId('nis', 'nisFormat'),
  taxArticle: algerianId('taxArticle', 'taxArticleFormat'),
  /** `ifu`: the flat-rate single tax; such a company invoices without VAT. */
  taxRegime: choice(OPTION_LISTS.taxRegime),
  address: requiredText(LIMITS.addressMax),
  /** The commune (or wilaya) picked in the place picker: `DZ:16` or `DZ:16:1601`. */
  placeId: requiredText(40),
  phone: ZPhone,
  mobile: ZOptionalPhone,
  fax: ZOptionalPhone,
});

/** Step 3, the person signing up: the company's first user. */
export const ZRegistrationUser = z.object({
  firstName: requiredText(LIMITS.nameMax),
  lastName: requiredText(LIMITS.nameMax),
  phone: ZPhone,
  roleInCompany: choice(OPTION_LISTS.companyRole),
  email: ZEmail,
  password: ZNewPassword,
  /** Checked equal to `password`, exactly as typed. */
  passwordConfirmation: z
    .string({ error: vkey('required') })
    .max(LIMITS.passwordMax, { error: vkey('passwordTooLong') }),
});

/**
 * Step 4: what the onboarding wizard would otherwise ask first (spec 000 §3). A shipper answers
 * the first two, a carrier the last two; the other kind's answers are refused.
 */
export const ZRegistrationActivity = z.object({
  shipmentsCount: choice(OPTION_LISTS.shipmentsCount).optional(),
  typesOfGoods: choices(OPTION_LISTS.typesOfGoods).optional(),
  trucksCount: choice(OPTION_LISTS.trucksCount).optional(),
  trucksTypes: choices(ONBOARDING_TRUCK_TYPES).optional(),
});

const ACTIVITY_OF: Record<TAccountType, readonly (keyof z.infer<typeof ZRegistrationActivity>)[]> = {
  shipper: ['shipmentsCount', 'typesOfGoods'],
  carrier: ['trucksCount', 'trucksTypes'],
};

export const ZRegisterRequest = z
  .object({
    accountType: choice(ACCOUNT_TYPES),
    company: ZRegistrationCompany,
    user: ZRegistrationUser,
    activity: ZRegistrationActivity,
    /** Wilayas where the company loads and unloads. */
    zones: z.object({ pickup: ZZones, delivery: ZZones }),
    termsAccepted: z.literal(true, { error: vkey('termsRequired') }),
  })
  .superRefine((value, context) => {
    if (value.user.password !== value.user.passwordConfirmation) {
      context.addIssue({ code: 'custom', path: ['user', 'passwordConfirmation'], message: vkey('passwordMismatch') });
    }
    const own = ACTIVITY_OF[value.accountType];
    for (const field of Object.keys(ACTIVITY_OF).flatMap((type) => ACTIVITY_OF[type as TAccountType])) {
      const isOwn = own.includes(field);
      if (isOwn && value.activity[field] === undefined) {
        context.addIssue({ code: 'custom', path: ['activity', field], message: vkey('required') });
      }
      if (!isOwn && value.activity[field] !== undefined) {
        context.addIssue({ code: 'custom', path: ['activity', field], message: vkey('invalid') });
      }
    }
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;
/** What the form holds before parsing (phones as typed, identifiers with their separators). */
export type TRegisterInput = z.input<typeof ZRegisterRequest>;

/**
 * The account is created, unverified: no tokens until the e-mail is verified (ARCHITECTURE §5),
 * which the verification link mailed to `email` does.
 */
export const ZRegisterResponse = z.object({
  success: z.literal(true),
  email: z.string(),
  isVerified: z.literal(false),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZVatCheckParams = z.object({
  vat: z
    .string({ error: vkey('required') })
    .trim()
    .min(1, { error: vkey('required') })
    .max(40, { error: vkey('tooLong') }),
});

/** What an official registry said of a well-formed number; `not_checked` while none is plugged in. */
export const REGISTRY_STATUSES = ['not_checked', 'found', 'not_found', 'unavailable'] as const;

/** `GET /api/auth/vat-check/{vat}`. */
export const ZVatCheckResponse = z.object({
  /** Normalised: no separators, upper case. */
  vat: z.string(),
  /** `dz_nif`: all digits, read as an Algerian NIF; `eu_vat`: an EU VAT number by its prefix. */
  scheme: z.enum(['dz_nif', 'eu_vat', 'unknown']),
  country: z.string().nullable(),
  is_valid_format: z.boolean(),
  /** A company with this number already has an account on Tariq (its users can invite colleagues). */
  is_registered: z.boolean(),
  registry: z.object({ status: z.enum(REGISTRY_STATUSES), source: z.string().nullable() }),
});
export type TVatCheckResponse = z.infer<typeof ZVatCheckResponse>;
