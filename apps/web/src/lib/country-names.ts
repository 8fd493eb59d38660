import type { TLanguage } from '@tariq/contracts';

const cache = new Map<TLanguage, Intl.DisplayNames>();

/** A country's name in the interface language, from the browser (no list to download). */
export function countryName(alpha2: string, language: TLanguage): string {
  let names = cache.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    cache.set(language, names);
  }
  try {
    return names.of(alpha2.toUpperCase()) ?? alpha2;
  } catch {
    // `of` throws on a code that is not a well-formed region (not two letters).
    return alpha2;
  }
}
