import type { TLanguage } from '@tariq/contracts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A month of the API ('2026-11', a month in Algiers) as the language names it, short: 'nov. 26',
 * 'نوفمبر 26'. Read in UTC: the month is a calendar month, no viewer's time zone moves it.
 */
export function formatMonth(month: string, language: TLanguage, style: 'short' | 'long' = 'short'): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const key = `${language}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      month: style,
      year: style === 'short' ? '2-digit' : 'numeric',
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
