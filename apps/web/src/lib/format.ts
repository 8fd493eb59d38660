import type { TLanguage, TOffer } from '@tariq/contracts';
import { countryFlag } from '@tariq/contracts/place-values';
import { OFFER_TIME_ZONE } from '@tariq/contracts/time-zone';
import { i18next } from './i18n';

// Building an Intl formatter costs far more than using one, and a list formats many rows: they are
// kept per language and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: TLanguage, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  return format;
}

function dateFormat(language: TLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
}

/**
 * A price in its currency, cents only when it has some ('12 000 DZD', '12 000,50 DZD'); null when the
 * offer has no price (to negotiate: the page says so in words).
 */
export function formatPrice(price: number | null, currency: string, language: TLanguage): string | null {
  if (price === null) return null;
  const digits = Number.isInteger(price) ? 0 : 2;
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(price);
}

/**
 * A calendar day (`YYYY-MM-DD`) as day, short month, year (spec 001 §9): '1 déc. 2026'. Offer dates
 * are days where the goods are, so they are read and shown in UTC: no viewer's time zone moves them.
 */
export function formatDate(date: string, language: TLanguage): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/**
 * The day of a moment in Algeria's time, where the companies are: '26 nov. 2026'. For a date an
 * account or an invitation was made, where the hour adds nothing (and 23:30 UTC is already the next
 * day in Algiers: the UTC day would be wrong).
 */
export function formatDay(instant: string, language: TLanguage): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  return dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: OFFER_TIME_ZONE }).format(
    moment,
  );
}

let browserTimeZone: string | undefined;
/** The time zone the browser runs in ('Europe/Paris'), read once. */
export function getBrowserTimeZone(): string {
  return (browserTimeZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * A moment of an offer or a mission (publication, proposal, charter confirmation, pickup, proof of
 * delivery, deemed-acceptance deadline) in Algeria's time, where the goods and the two companies are,
 * as the charter PDF gives it: '26 nov. 2026, 14:30'. A browser elsewhere would show another hour
 * for the same deadline, so the zone is then named: '26 nov. 2026, 14:30 (heure d'Algérie)'.
 * `browserTimeZone` is the viewer's zone, given by tests.
 */
export function formatInstant(
  instant: string,
  language: TLanguage,
  options: { browserTimeZone?: string } = {},
): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  const time = dateFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: OFFER_TIME_ZONE,
  }).format(moment);
  if ((options.browserTimeZone ?? getBrowserTimeZone()) === OFFER_TIME_ZONE) return time;
  return i18next.t('time.inAlgeria', { time, lng: language, ns: 'common' });
}

/** The decimal separator the user types in their language (',' in French), for number inputs. */
export function decimalSeparator(language: TLanguage): string {
  return (
    numberFormat(language, {})
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/** A measure with its unit in the interface language: `formatMeasure(12000, 'kilogram', 'fr')` → '12 000 kg'. */
export function formatMeasure(
  value: number,
  unit: 'kilogram' | 'meter' | 'kilometer' | 'kilometer-per-hour',
  language: TLanguage,
): string {
  return numberFormat(language, { style: 'unit', unit, maximumFractionDigits: 2 }).format(value);
}

/** A file's size, in the unit the language writes: '0,1 ko', '2.4 MB'. */
export function formatFileSize(bytes: number, language: TLanguage): string {
  const isLarge = bytes >= 1024 * 1024;
  return numberFormat(language, {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(isLarge ? bytes / 1024 / 1024 : bytes / 1024);
}

export function formatNumber(value: number, language: TLanguage): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A road distance, with '≈' when it is the built-in estimate (spec): '≈ 235 km', or '235 km' from a routing engine. */
export function formatDistance(distanceKm: number, language: TLanguage, estimate = true): string {
  const km = numberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }).format(distanceKm);
  return estimate ? `≈ ${km}` : km;
}

/** A duration in whole minutes as hours and minutes: '7 h 35 min', '45 min'. */
export function formatDuration(minutes: number, language: TLanguage): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 0 }).format(value);
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

type TStop = TOffer['departure'];

/**
 * Where a stop is, as a dispatcher reads it: the country's flag, the city (or the wilaya when the
 * stop is a whole wilaya) and the wilaya or state the city is in.
 */
export function placeLabel(stop: Pick<TStop, 'country' | 'state' | 'city'>): {
  flag: string;
  name: string;
  region: string | null;
} {
  const name = stop.city?.name ?? stop.state.name;
  return {
    flag: countryFlag(stop.country),
    name,
    region: stop.city && stop.state.name !== name ? stop.state.name : null,
  };
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago a moment was, in the interface language ('il y a 5 minutes', 'hier'): how fresh an
 * offer is tells a dispatcher more than its timestamp. Under a minute reads as now.
 */
export function formatRelativeTime(instant: string, language: TLanguage, now: number = Date.now()): string {
  const moment = new Date(instant).getTime();
  if (Number.isNaN(moment)) return instant;
  let format = relativeFormats.get(language);
  if (!format) relativeFormats.set(language, (format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })));
  const seconds = Math.round((moment - now) / 1000);
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/**
 * An amount of an invoice, as the API writes it ('85000.50'), always with its two decimals: an
 * invoice states its cents ('85 000,00 DZD').
 */
export function formatMoney(amount: string, currency: string, language: TLanguage): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A rate in basis points as the language writes a percentage: 1900 → '19 %' in French, '19%' in English. */
/** An amount on a chart's axis, short: '2,6 M DZD', '850 k DZD'. */
export function formatCompactMoney(value: number, currency: string, language: TLanguage): string {
  return numberFormat(language, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

export function formatBasisPoints(basisPoints: number, language: TLanguage): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
