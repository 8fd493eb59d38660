/**
 * Business details (spec 000 §3, §4, §5; issue 25): what the onboarding wizard asks and
 * `POST /api/auth/businessDetails` keeps on the caller's company. The option values are
 * `OPTION_LISTS`' (labels under `catalogue.<list>.<value>`).
 */
import { z } from 'zod';
import { OPTION_LISTS } from './catalogues/options';
import { ONBOARDING_TRUCK_TYPES } from './catalogues/vehicles';
import { CARRIER_ROLE, SHIPPER_ROLE } from './enums';
import type { TRole } from './enums';
import { vkey } from './validation';

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? vkey('required') : vkey('invalidChoice')) });

const choices = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(choice(values), { error: vkey('selectAtLeastOne') })
    .min(1, { error: vkey('selectAtLeastOne') })
    .max(values.length, { error: vkey('invalid') })
    .refine((list) => new Set(list).size === list.length, { error: vkey('invalid') });

/**
 * The body of `POST /api/auth/businessDetails`: every field optional here, because which are
 * required depends on the caller's role, which the body does not carry (`businessDetailsIssues`).
 */
export const ZBusinessDetailsRequest = z.object({
  /** Both roles. */
  geoGraphicRadius: choices(OPTION_LISTS.geographicRadius).optional(),
  /** Shipper. */
  shipmentsCount: choice(OPTION_LISTS.shipmentsCount).optional(),
  typesOfGoods: choices(OPTION_LISTS.typesOfGoods).optional(),
  truckLoading: choice(OPTION_LISTS.truckLoading).optional(),
  /** Carrier. */
  trucksCount: choice(OPTION_LISTS.trucksCount).optional(),
  trucksTypes: choices(ONBOARDING_TRUCK_TYPES).optional(),
});
export type TBusinessDetailsRequest = z.infer<typeof ZBusinessDetailsRequest>;
export type TBusinessDetailsField = keyof TBusinessDetailsRequest;

/** The fields each role answers, in the wizard's order (spec 000 §2): all of them are required. */
export const BUSINESS_DETAILS_FIELDS = {
  [SHIPPER_ROLE]: ['shipmentsCount', 'typesOfGoods', 'truckLoading', 'geoGraphicRadius'],
  [CARRIER_ROLE]: ['trucksCount', 'trucksTypes', 'geoGraphicRadius'],
} as const satisfies Record<string, readonly TBusinessDetailsField[]>;
export type TBusinessDetailsRole = keyof typeof BUSINESS_DETAILS_FIELDS;

export function isBusinessDetailsRole(role: TRole): role is TBusinessDetailsRole {
  return role in BUSINESS_DETAILS_FIELDS;
}

const LIST_FIELDS: readonly TBusinessDetailsField[] = ['geoGraphicRadius', 'typesOfGoods', 'trucksTypes'];

/**
 * What the role check finds wrong in a parsed body: each of the role's fields that is missing
 * (`required`, or `selectAtLeastOne` for a list), and each field of the other role that is sent
 * (`invalid`: refused rather than ignored, so that a client mixing the roles up hears of it).
 */
export type TBusinessDetailsIssue = {
  field: TBusinessDetailsField;
  key: 'required' | 'selectAtLeastOne' | 'invalid';
};

export function businessDetailsIssues(
  role: TBusinessDetailsRole,
  body: TBusinessDetailsRequest,
): TBusinessDetailsIssue[] {
  const own: readonly TBusinessDetailsField[] = BUSINESS_DETAILS_FIELDS[role];
  return (Object.keys(ZBusinessDetailsRequest.shape) as TBusinessDetailsField[]).flatMap(
    (field): TBusinessDetailsIssue[] => {
      const isGiven = body[field] !== undefined;
      if (own.includes(field) && !isGiven) {
        return [{ field, key: LIST_FIELDS.includes(field) ? 'selectAtLeastOne' : 'required' }];
      }
      if (!own.includes(field) && isGiven) return [{ field, key: 'invalid' }];
      return [];
    },
  );
}

/** The details a company holds (`GET /api/auth/businessDetails`): null or empty where none was given. */
export const ZBusinessDetails = z.object({
  geoGraphicRadius: z.array(z.enum(OPTION_LISTS.geographicRadius)),
  shipmentsCount: z.enum(OPTION_LISTS.shipmentsCount).nullable(),
  typesOfGoods: z.array(z.enum(OPTION_LISTS.typesOfGoods)),
  truckLoading: z.enum(OPTION_LISTS.truckLoading).nullable(),
  trucksCount: z.enum(OPTION_LISTS.trucksCount).nullable(),
  trucksTypes: z.array(z.enum(ONBOARDING_TRUCK_TYPES)),
});
export type TBusinessDetails = z.infer<typeof ZBusinessDetails>;

/**
 * Whether a company's details hold every answer of the role: then its users never see the wizard,
 * whoever gave them (sign-up, a colleague's wizard). Other roles have no wizard.
 */
export function hasCompleteBusinessDetails(role: TRole, details: TBusinessDetails): boolean {
  if (!isBusinessDetailsRole(role)) return true;
  return BUSINESS_DETAILS_FIELDS[role].every((field) => {
    const value = details[field];
    return Array.isArray(value) ? value.length > 0 : value !== null;
  });
}
