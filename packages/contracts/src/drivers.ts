import { z } from 'zod';
import { ZEmail } from './auth';
import { LANGUAGES } from './enums';
import { LIMITS } from './limits';
import { ZAlpha2 } from './places';
import { ALGERIA_ALPHA2, PLATE_INPUT_MAX, readPlate } from './plates';
import { listPage, pagingQuery } from './query';
import { vkey } from './validation';

/**
 * The carrier's drivers (spec 001 §1 "a third kind of user, created by the carrier", §2 /chauffeurs,
 * §3 Driver, §4 driver connection; issue 29): users of role ROLE_DRIVER in the carrier's company,
 * with their plates and what the driver app reports.
 */
export const DRIVERS_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  remarkMax: 255,
  /** "Connected" (issue 29): online, with a position received in the last so many minutes. */
  connectedWithinMinutes: 5,
} as const;

/** GET /api/drivers?page=&limit= */
export const ZDriversListQuery = z.object(pagingQuery(DRIVERS_LIMITS));
export type TDriversListQuery = z.input<typeof ZDriversListQuery>;

export const ZDriverIdParams = z.object({ id: z.guid({ error: vkey('invalid') }) });

// ---------------------------------------------------------------------------------------------
// Fields, as the form and the server check them

const ZDriverName = z
  .string({ error: vkey('required') })
  .trim()
  .min(1, { error: vkey('required') })
  .max(LIMITS.nameMax, { error: vkey('tooLong') });

const ZDriverEmail = ZEmail.transform((email) => email.toLowerCase());

/** A plate as typed; read against its country's rule once both are known (`checkPlates`). */
const ZPlateText = z
  .string({ error: vkey('required') })
  .trim()
  .min(1, { error: vkey('required') })
  .max(PLATE_INPUT_MAX, { error: vkey('tooLong') });

/** The same, empty allowed: no plate. */
const ZOptionalPlateText = z
  .string({ error: vkey('invalid') })
  .trim()
  .max(PLATE_INPUT_MAX, { error: vkey('tooLong') });

/** The country a plate was issued in (ISO 3166-1 alpha-2); Algeria when not given. */
const ZPlateCountry = ZAlpha2;

const ZRemark = z
  .string({ error: vkey('invalid') })
  .trim()
  .max(DRIVERS_LIMITS.remarkMax, { error: vkey('tooLong') });

const ZDriverLanguage = z.enum(LANGUAGES, { error: vkey('invalidChoice') });

type TIssueSink = { addIssue(issue: { code: 'custom'; message: string; path: (string | number)[] }): void };

const PLATE_FIELDS = ['enginePlate', 'trailerPlate'] as const;
const ALPHA2 = /^[A-Z]{2}$/;

/**
 * Reads each plate against its country's rule (Algeria when no country is sent) and adds the
 * rule's message under the plate. Runs with the other fields' errors (zod skips a refinement once a
 * field failed, unless told `when`): a plate or a country without its shape is left to its own message.
 */
function checkPlates(values: Record<string, unknown>, context: TIssueSink): void {
  for (const field of PLATE_FIELDS) {
    const plate = values[field];
    const country = values[`${field}Country`] ?? ALGERIA_ALPHA2;
    if (typeof plate !== 'string' || plate === '' || typeof country !== 'string' || !ALPHA2.test(country)) continue;
    const reading = readPlate(plate, country);
    if (!reading.ok) context.addIssue({ code: 'custom', message: vkey(reading.key), path: [field] });
  }
}

/** Every field's message at once: the plates are checked whatever else failed. */
const WITH_OTHER_ERRORS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** A plate checkPlates let through, written the one way (`12345 116 16`). */
function writtenPlate(plate: string, country: string): string {
  const reading = readPlate(plate, country);
  return reading.ok ? reading.plate : plate;
}

const driverCreateFields = z.object({
  firstName: ZDriverName,
  lastName: ZDriverName,
  /** The driver's login; the credentials are mailed to it. */
  email: ZDriverEmail,
  enginePlate: ZPlateText,
  enginePlateCountry: ZPlateCountry.nullish(),
  /** Empty or null: no trailer (a rigid truck, or not known yet). */
  trailerPlate: ZOptionalPlateText.nullish().transform((value) => value || null),
  trailerPlateCountry: ZPlateCountry.nullish(),
  remark: ZRemark.nullish().transform((value) => value || null),
  /** The language of the driver's app and mails; the carrier user's own when not given. */
  language: ZDriverLanguage.optional(),
});

/** POST /api/drivers. Plates come back written the one way; a trailer's country is kept only with its plate. */
export const ZCreateDriverRequest = driverCreateFields
  .superRefine((values, context) => checkPlates(values, context), WITH_OTHER_ERRORS)
  .transform((values) => {
    const enginePlateCountry = values.enginePlateCountry ?? ALGERIA_ALPHA2;
    const trailerPlateCountry = values.trailerPlate ? (values.trailerPlateCountry ?? ALGERIA_ALPHA2) : null;
    return {
      ...values,
      enginePlate: writtenPlate(values.enginePlate, enginePlateCountry),
      enginePlateCountry,
      trailerPlate:
        values.trailerPlate && trailerPlateCountry ? writtenPlate(values.trailerPlate, trailerPlateCountry) : null,
      trailerPlateCountry,
    };
  });
export type TCreateDriverRequest = z.input<typeof ZCreateDriverRequest>;
export type TCreateDriverValues = z.output<typeof ZCreateDriverRequest>;

/**
 * PUT /api/drivers/{id}: only the fields sent change. A plate's country goes with its plate (Algeria
 * when a plate is sent alone); a trailer plate sent empty or null removes the trailer.
 */
export const ZUpdateDriverRequest = z
  .object({
    firstName: ZDriverName.optional(),
    lastName: ZDriverName.optional(),
    email: ZDriverEmail.optional(),
    enginePlate: ZPlateText.optional(),
    enginePlateCountry: ZPlateCountry.optional(),
    trailerPlate: ZOptionalPlateText.nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
    trailerPlateCountry: ZPlateCountry.nullable().optional(),
    // Sent empty or null: no remark any more; not sent: as it was.
    remark: ZRemark.nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
    language: ZDriverLanguage.optional(),
  })
  .superRefine((values, context) => {
    // A country alone would leave the stored plate read against another country's rule.
    if (values.enginePlateCountry !== undefined && values.enginePlate === undefined)
      context.addIssue({ code: 'custom', message: vkey('required'), path: ['enginePlate'] });
    if (values.trailerPlateCountry && values.trailerPlate === undefined)
      context.addIssue({ code: 'custom', message: vkey('required'), path: ['trailerPlate'] });
    checkPlates(values, context);
  }, WITH_OTHER_ERRORS)
  .transform(({ enginePlateCountry, trailerPlateCountry, ...values }) => {
    const update: typeof values & { enginePlateCountry?: string; trailerPlateCountry?: string | null } = values;
    if (values.enginePlate !== undefined) {
      update.enginePlateCountry = enginePlateCountry ?? ALGERIA_ALPHA2;
      update.enginePlate = writtenPlate(values.enginePlate, update.enginePlateCountry);
    }
    if (values.trailerPlate !== undefined) {
      update.trailerPlateCountry = values.trailerPlate ? (trailerPlateCountry ?? ALGERIA_ALPHA2) : null;
      update.trailerPlate = values.trailerPlate ? writtenPlate(values.trailerPlate, update.trailerPlateCountry!) : null;
    }
    return update;
  });
export type TUpdateDriverRequest = z.input<typeof ZUpdateDriverRequest>;
export type TUpdateDriverValues = z.output<typeof ZUpdateDriverRequest>;

// ---------------------------------------------------------------------------------------------
// The driver as the API answers it (spec 001 §3 Driver; never the password)

export const ZDriverMissionCounts = z.object({
  /** Missions of the carrier, this driver's, started and not finished. */
  inProgress: z.number(),
  /** Scheduled: the carrier was chosen, not started yet. */
  upcoming: z.number(),
  /** Completed. Cancelled missions count nowhere. */
  done: z.number(),
});
export type TDriverMissionCounts = z.infer<typeof ZDriverMissionCounts>;

export const ZDriver = z.object({
  /** The driver's user id. */
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Written the one way: `12345 116 16` for an Algerian plate. */
  enginePlate: z.string(),
  enginePlateCountry: z.string(),
  trailerPlate: z.string().nullable(),
  trailerPlateCountry: z.string().nullable(),
  remark: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** Online in the driver app, with a position received in the last DRIVERS_LIMITS.connectedWithinMinutes. */
  connected: z.boolean(),
  missionCounts: ZDriverMissionCounts,
  /** The last position the app sent, and when (ISO 8601); null before the first. */
  lastLocation: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDriver = z.infer<typeof ZDriver>;

export const ZDriversListResponse = listPage(ZDriver);
export type TDriversListResponse = z.infer<typeof ZDriversListResponse>;

export const ZDriverResponse = z.object({ data: ZDriver });
export type TDriverResponse = z.infer<typeof ZDriverResponse>;
