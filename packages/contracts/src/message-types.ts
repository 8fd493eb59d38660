import type { TErrorCode } from './errors';

/**
 * Messages the server sends (error bodies, field errors) and the web shows for the same keys.
 * One catalogue for both sides; placeholders use i18next's `{{name}}` form.
 */
export type TValidationKey =
  | 'required'
  | 'invalid'
  | 'email'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooBig'
  | 'tooManyFiles'
  | 'wrongPickupCode'
  | 'invalidChoice'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordCommon'
  | 'passwordMismatch'
  | 'wrongPassword'
  | 'positive'
  | 'pastDate'
  | 'arrivalBeforeDeparture'
  | 'departureAfterArrival'
  | 'arrivalTimeNotAfterDeparture'
  | 'incompleteTruckType'
  | 'controlCharacter'
  | 'phone'
  | 'nifFormat'
  | 'nisFormat'
  | 'rcFormat'
  | 'taxArticleFormat'
  | 'termsRequired'
  | 'expiryBeforeIssue'
  | 'documentFileType'
  | 'fileEmpty'
  | 'futureDate'
  | 'selectAtLeastOne'
  | 'groupNameTaken'
  | 'carrierOnTariq'
  | 'audienceEmpty'
  | 'accountExists'
  | 'companyExists'
  | 'fileType'
  | 'fileTooLarge'
  | 'truckNameRequired'
  | 'truckNameTooLong'
  | 'truckTypeRequired'
  | 'truckCommentTooLong'
  | 'truckWeightRequired'
  | 'truckWeightTooBig'
  | 'truckLengthTooBig'
  | 'truckVolumeTooBig'
  | 'startCountryRequired'
  | 'endCountryRequired'
  | 'startPlaceRequired'
  | 'endPlaceRequired'
  | 'truckStartDateRequired'
  | 'truckStartDatePast'
  | 'truckEndBeforeStart';

export type TMessageCatalogue = {
  errors: Record<TErrorCode, string>;
  validation: Record<TValidationKey, string>;
};
