/**
 * Algeria's time zone (UTC+1 all year, no daylight saving): offers' calendar days are read there,
 * and every time of an offer or a mission is shown there, on the web and in the charter PDF alike.
 * Its own light module: the web's formatting reads it without loading the offer schemas.
 */
export const OFFER_TIME_ZONE = 'Africa/Algiers';
