/**
 * The JavaScript twin of SQL `tariq_fold` for matching names between sources: lower case, no
 * accents, words separated by one space ("Aïn Témouchent" → "ain temouchent").
 */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** "OULED AHMED TIMMI" → "Ouled Ahmed Timmi", "EL-M'GHAIER" → "El-M'Ghaier". */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, separator: string, letter: string) => separator + letter.toUpperCase());
}

/** "Saint-Étienne" → "saint-etienne": the readable tail of a city's place id. */
export function slug(name: string): string {
  return foldName(name).replace(/ /g, '-');
}
