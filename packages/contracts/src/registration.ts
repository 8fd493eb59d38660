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
import { DOCUMENT_LIMITS, DOCUMENT_MIME_TYPES, LEGAL_DOCUMENT_TYPES } from './documents';
import type { TLegalDocumentType } from './documents';
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

/** Wilayas where the company loads and unloads. */
export const ZRegistrationZones = z.object({ pickup: ZZones, delivery: ZZones });

const ZTermsAccepted = z.literal(true, { error: vkey('termsRequired') });

function checkPasswordConfirmation(
  user: { password: string; passwordConfirmation: string },
  context: z.RefinementCtx,
  path: (string | number)[],
): void {
  if (user.password !== user.passwordConfirmation) {
    context.addIssue({ code: 'custom', path, message: vkey('passwordMismatch') });
  }
}

export const ZRegisterRequest = z
  .object({
    accountType: choice(ACCOUNT_TYPES),
    company: ZRegistrationCompany,
    user: ZRegistrationUser,
    activity: ZRegistrationActivity,
    zones: ZRegistrationZones,
    termsAccepted: ZTermsAccepted,
    /**
     * The token of a shipper's private-exchange invitation (the mailed link's `/register?network=`):
     * the new carrier joins that shipper's network once its account is active (issue 27).
     */
    network_invitation: z
      .string({ error: vkey('invalid') })
      .max(200, { error: vkey('invalid') })
      .optional(),
  })
  .superRefine((value, context) => {
    checkPasswordConfirmation(value.user, context, ['user', 'passwordConfirmation']);
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
 * The steps of the sign-up form, in order (issue 25). Each but `documents` (optional) is checked
 * before the next opens, with the part of the request it fills: `registrationStepSchema`.
 */
export const REGISTRATION_STEPS = ['account', 'company', 'user', 'activity', 'zones', 'documents', 'terms'] as const;
export type TRegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** The step whose field a server error names (`company.nif` → company), so the form goes back to it. */
export function registrationStepOfField(field: string): TRegistrationStep | null {
  // `documents[insurance]` names the documents step as `documents` does.
  const head = field.split(/[.[]/)[0];
  switch (head) {
    case 'accountType':
      return 'account';
    case 'company':
    case 'user':
    case 'activity':
    case 'zones':
      return head;
    case 'documents':
      return 'documents';
    case 'termsAccepted':
      return 'terms';
    default:
      return null;
  }
}

/**
 * The schema of one step, on the whole form's values (other steps' fields pass through): the same
 * rules as `ZRegisterRequest`, so a step the form lets through is one the server takes.
 */
export function registrationStepSchema(step: TRegistrationStep, accountType: TAccountType | undefined): z.ZodType {
  switch (step) {
    case 'account':
      return z.object({ accountType: choice(ACCOUNT_TYPES) });
    case 'company':
      return z.object({ company: ZRegistrationCompany });
    case 'user':
      // Told with the step's other errors: by default zod runs a refinement only once the rest is valid.
      return z
        .object({ user: ZRegistrationUser })
        .refine((value) => value.user.password === value.user.passwordConfirmation, {
          path: ['user', 'passwordConfirmation'],
          message: vkey('passwordMismatch'),
          when: (payload) => {
            const user = (payload.value as { user?: { password?: unknown; passwordConfirmation?: unknown } }).user;
            return typeof user?.password === 'string' && typeof user.passwordConfirmation === 'string';
          },
        });
    case 'activity': {
      const own = ACTIVITY_OF[accountType ?? 'shipper'];
      const activity = ZRegistrationActivity.required().pick(
        Object.fromEntries(own.map((field) => [field, true])) as Record<(typeof own)[number], true>,
      );
      return z.object({ activity });
    }
    case 'zones':
      return z.object({ zones: ZRegistrationZones });
    case 'documents':
      return z.object({});
    case 'terms':
      return z.object({ termsAccepted: ZTermsAccepted });
  }
}

/**
 * Documents sent with a multipart sign-up (`POST /register_from_api/com`, issue 25), kept with the
 * company `in_validation` until platform staff review them: the legal documents' catalogue
 * (documents.ts), one file per type.
 */
export const REGISTRATION_DOCUMENT_TYPES = LEGAL_DOCUMENT_TYPES as [TLegalDocumentType, ...TLegalDocumentType[]];
export type TRegistrationDocumentType = TLegalDocumentType;

/** Checked from the bytes, never from the name or the declared type (SECURITY.md #12). */
export const REGISTRATION_DOCUMENT_MIME_TYPES = DOCUMENT_MIME_TYPES;

export const REGISTRATION_DOCUMENT_LIMITS = {
  /** One file per type. */
  filesMax: REGISTRATION_DOCUMENT_TYPES.length,
  /** As every other upload (the multipart plugin's limit, apps/api/src/app.ts). */
  fileMaxBytes: DOCUMENT_LIMITS.fileMaxBytes,
} as const;

/** The multipart field of a document's file: `documents[insurance]`. */
export function registrationDocumentField(type: TRegistrationDocumentType): string {
  return `documents[${type}]`;
}

/** The type a multipart field names, or null for any other name. */
export function registrationDocumentTypeOf(field: string): TRegistrationDocumentType | null {
  const match = /^documents\[([a-z_]+)\]$/.exec(field);
  const type = match?.[1];
  return REGISTRATION_DOCUMENT_TYPES.find((known) => known === type) ?? null;
}

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

/** `POST /register_from_api/com`: the same answer, with the documents kept. */
export const ZRegisterWithDocumentsResponse = ZRegisterResponse.extend({
  documents: z.array(
    z.object({ type: z.enum(REGISTRATION_DOCUMENT_TYPES), name: z.string(), status: z.literal('in_validation') }),
  ),
});
export type TRegisterWithDocumentsResponse = z.infer<typeof ZRegisterWithDocumentsResponse>;

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
