export { companyRatingOf, findRatingsGiven, recordRating } from './ratings.service';
export type { TRatingRow, TRecordRatingOptions } from './ratings.service';
