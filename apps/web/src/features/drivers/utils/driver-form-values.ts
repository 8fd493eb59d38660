import type { TLanguage } from '@tariq/contracts';
import type { TDriver, TUpdateDriverRequest, TUpdateDriverValues } from '@tariq/contracts/drivers';
import { ALGERIA_ALPHA2 } from '@tariq/contracts/plates';

/**
 * What the add and edit dialogs hold: every field as text, the plates' countries chosen (Algeria by
 * default). The shared schemas read it as the server reads a body: an empty trailer plate is no
 * trailer, an empty remark no remark.
 */
export type TDriverFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  enginePlate: string;
  enginePlateCountry: string;
  trailerPlate: string;
  trailerPlateCountry: string;
  remark: string;
  /** The driver's app and mails: the carrier user's own language unless chosen. */
  language: TLanguage;
};

export const DRIVER_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'enginePlate',
  'enginePlateCountry',
  'trailerPlate',
  'trailerPlateCountry',
  'remark',
  'language',
] as const satisfies readonly (keyof TDriverFormValues)[];

export function emptyDriverValues(language: TLanguage): TDriverFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    enginePlate: '',
    enginePlateCountry: ALGERIA_ALPHA2,
    trailerPlate: '',
    trailerPlateCountry: ALGERIA_ALPHA2,
    remark: '',
    language,
  };
}

export function driverValuesOf(driver: TDriver): TDriverFormValues {
  return {
    firstName: driver.firstName,
    lastName: driver.lastName,
    email: driver.email,
    enginePlate: driver.enginePlate,
    enginePlateCountry: driver.enginePlateCountry,
    trailerPlate: driver.trailerPlate ?? '',
    trailerPlateCountry: driver.trailerPlateCountry ?? ALGERIA_ALPHA2,
    remark: driver.remark ?? '',
    language: driver.language,
  };
}

/**
 * What an edit changes, and only that (`PUT` sends the fields that change): the form's values as the
 * shared schema read them (`values`, plates written the one way, empty texts as null) against the
 * driver as stored. A plate and its country go together, as the API wants them: a new country alone
 * would leave the stored plate read against another country's rule.
 */
export function driverChanges(driver: TDriver, values: TUpdateDriverValues): TUpdateDriverRequest {
  const changes: TUpdateDriverRequest = {};
  for (const field of ['firstName', 'lastName', 'email', 'language'] as const) {
    const value = values[field];
    if (value !== undefined && value !== driver[field]) Object.assign(changes, { [field]: value });
  }
  const remark = values.remark ?? null;
  if (values.remark !== undefined && remark !== driver.remark) changes.remark = remark;
  if (
    values.enginePlate !== undefined &&
    (values.enginePlate !== driver.enginePlate || values.enginePlateCountry !== driver.enginePlateCountry)
  ) {
    changes.enginePlate = values.enginePlate;
    changes.enginePlateCountry = values.enginePlateCountry;
  }
  if (
    values.trailerPlate !== undefined &&
    (values.trailerPlate !== driver.trailerPlate || (values.trailerPlateCountry ?? null) !== driver.trailerPlateCountry)
  ) {
    changes.trailerPlate = values.trailerPlate;
    changes.trailerPlateCountry = values.trailerPlateCountry ?? null;
  }
  return changes;
}
