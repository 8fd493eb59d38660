import type { TLanguage } from '@tariq/contracts';
import dayjs from 'dayjs';
import arLocale from 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/pl';
import 'dayjs/locale/pt';

// dayjs writes Arabic with Arabic-Indic digits; the rest of the app (Intl) writes 'ar' with Latin
// ones, as Chromium does: the calendar keeps the Arabic names and takes the app's digits.
const AR_LATIN_DIGITS = 'ar-latn';
dayjs.locale(
  { ...arLocale, name: AR_LATIN_DIGITS, preparse: undefined, postformat: undefined } as ILocale,
  undefined,
  true,
);

/** The dayjs locale of each interface language (month and weekday names of the date pickers). */
const DAYJS_LOCALES: Record<TLanguage, string> = {
  fr: 'fr',
  ar: AR_LATIN_DIGITS,
  en: 'en',
  de: 'de',
  pl: 'pl',
  es: 'es',
  pt: 'pt',
  it: 'it',
};

export function dayjsLocale(language: TLanguage): string {
  return DAYJS_LOCALES[language];
}

type TDayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The first day of a calendar week in the language: Monday in French, Sunday in English, Saturday in Arabic. */
export function firstDayOfWeek(language: TLanguage): TDayOfWeek {
  return ((dayjs.Ls[DAYJS_LOCALES[language]]?.weekStart as number | undefined) ?? 0) as TDayOfWeek;
}

const numericDates = new Map<TLanguage, Intl.DateTimeFormat>();
function numericDate(language: TLanguage): Intl.DateTimeFormat {
  let format = numericDates.get(language);
  if (!format)
    numericDates.set(
      language,
      (format = new Intl.DateTimeFormat(language, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      })),
    );
  return format;
}

/** A calendar day (`YYYY-MM-DD`) as the language writes it in figures: '26/11/2026', '11/26/2026', '26.11.2026'. */
export function formatDateInput(date: string, language: TLanguage): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : numericDate(language).format(day);
}

const ARABIC_INDIC = /[٠-٩]/g;
// Bidirectional marks Intl puts in Arabic dates; a pasted date may carry them.
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

/**
 * A day typed in the language's order ('26/11/2026' in French, '11/26/2026' in English, '26.11.2026'
 * in German; single digits and any separator accepted, and `YYYY-MM-DD`), as `YYYY-MM-DD`; null when
 * it is not a day that exists.
 */
export function parseDateInput(text: string, language: TLanguage): string | null {
  const normalized = text
    .replace(DIRECTION_MARKS, '')
    .replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x0660));
  const numbers = normalized.match(/\d+/g);
  if (!numbers || numbers.length !== 3) return null;
  let parts: Record<'day' | 'month' | 'year', string>;
  if (numbers[0]!.length === 4) {
    parts = { year: numbers[0]!, month: numbers[1]!, day: numbers[2]! };
  } else {
    const order = numericDate(language)
      .formatToParts(new Date(Date.UTC(2026, 10, 26)))
      .map((part) => part.type)
      .filter((type): type is 'day' | 'month' | 'year' => type === 'day' || type === 'month' || type === 'year');
    parts = Object.fromEntries(order.map((type, index) => [type, numbers[index]!])) as typeof parts;
  }
  if (parts.year.length !== 4 || parts.month.length > 2 || parts.day.length > 2) return null;
  const iso = `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso ? iso : null;
}

/** How the language tells the time of day: on 24 hours, or on 12 with its own words for morning and afternoon. */
export function hourFormat(language: TLanguage): { format: '24h' } | { format: '12h'; am: string; pm: string } {
  const format = new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' });
  const cycle = format.resolvedOptions().hourCycle;
  if (cycle !== 'h11' && cycle !== 'h12') return { format: '24h' };
  const period = (hour: number) =>
    format.formatToParts(new Date(Date.UTC(2026, 0, 1, hour))).find((part) => part.type === 'dayPeriod')?.value;
  return { format: '12h', am: period(8) ?? 'AM', pm: period(20) ?? 'PM' };
}
