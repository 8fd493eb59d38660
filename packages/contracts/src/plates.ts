import type { TValidationKey } from './message-types';

/**
 * Vehicle registration plates (issue 29: a driver's engine and trailer plates), as data: the rule
 * names its sources and when it was written down, so that a wrong fact is corrected here, once, for
 * the form and the server.
 *
 * An Algerian plate (série normale) is three groups of digits, written left to right as
 * `serial category+year wilaya`, e.g. `12345 116 16`: serial 12345, category 1 (passenger car),
 * year 16 (2016), wilaya 16 (Alger). The texts describe it from right to left (the wilaya, then
 * the year's two digits and the category, then the serial), which is the same plate.
 *
 * Not checked, on purpose: the special series (diplomatic `CD`, temporary `W`, public-works
 * equipment `…-0n-…`) and the 1960s–1990s plates with a serial of up to three digits and no leading
 * zero still pass as long as they keep the three groups. A plate of another country is checked
 * only for its shape (`FOREIGN_PLATE_RULE`).
 */
export const ALGERIAN_PLATE_RULE = {
  sources: {
    format:
      "Arrêté du 5 mai 1988 fixant les règles administratives relatives au numéro d'immatriculation des véhicules automobiles, modifié par l'arrêté du 15 juin 1993 et par l'arrêté du 4 décembre 2022 (JORA n° 3 du 17 janvier 2023, joradp.dz/FTP/jo-francais/2023/F2023003.pdf): from right to left, the wilaya of registration; a group of three digits, the year of first circulation (two digits) and the vehicle category (one digit); the serial (numéro d'ordre) within the wilaya. As reported by algerie360.com (January 2023) and cockpitdz.com (January 2023); the Journal officiel text itself was not read from this machine.",
    serial:
      'Up to six digits, 1 to 999 999 (jeunessedalgerie.dz on the arrêté modifying the arrêté du 5 mai 1988); five digits with leading zeros since the late 1990s, up to three before (fr/en.wikipedia.org, Vehicle registration plates of Algeria). The six-digit bound is not confirmed against the Journal officiel.',
    categories:
      'Arrêté du 5 mai 1988 as modified (cockpitdz.com, January 2023; en.wikipedia.org): 1 passenger cars, 2 trucks, 3 vans, 4 coaches and buses, 5 road tractors, 6 other tractors, 7 special vehicles, 8 trailers and semi-trailers, 9 motorcycles. 0 is not a vehicle category (it marks public-works equipment, another series).',
    year: 'Any two digits: the year of first circulation; 33 (formerly 22) stands for an unknown year (arrêté du 4 décembre 2022, cards and plates with 22 or 33 to be replaced by 31 December 2023, so older ones may still be seen).',
    wilayas:
      '01–48: loi n° 84-09 du 4 février 1984. 49–58: loi n° 19-12 du 11 décembre 2019 and the décret présidentiel of March 2021 numbering them (reporters.dz, radioalgerie.dz, 26 March 2021); the arrêté as reported in January 2023 says 1 to 58. 59–69: the eleven wilayas of the 2026 law (numbers announced by deputy Ahmed Rebhi, algerie-eco.com 17 November 2025; powers exercised from 1 January 2027, see apps/api/src/modules/places/sources/algeria-divisions.json). Plates under 59–69 are not confirmed by any text read here: accepted so that no real plate is refused once those wilayas register vehicles.',
  },
  recordedOn: '2026-11-25',
  /** The serial: 1 to this many digits, not all zeros. */
  serialDigitsMax: 6,
  /** The category digit: 1–9, with what each means (the sources above). */
  categories: {
    1: 'passenger_car',
    2: 'truck',
    3: 'van',
    4: 'bus',
    5: 'road_tractor',
    6: 'other_tractor',
    7: 'special_vehicle',
    8: 'trailer',
    9: 'motorcycle',
  },
  /** Wilaya numbers a plate may end with, each range with the text that made it. */
  wilayaRanges: [
    { from: 1, to: 48, source: 'loi n° 84-09 du 4 février 1984' },
    { from: 49, to: 58, source: 'loi n° 19-12 du 11 décembre 2019; décret présidentiel de mars 2021' },
    {
      from: 59,
      to: 69,
      source: 'loi de 2026 modifiant la loi n° 84-09 (numbers announced, powers from 2027-01-01)',
      isToConfirm: true,
    },
  ],
  example: '12345 116 16',
} as const;

/** A plate of another country: only its shape, as its owner writes it. */
export const FOREIGN_PLATE_RULE = {
  /** Letters (any script: Moroccan plates carry an Arabic letter) and digits, counted without separators. */
  charactersMin: 3,
  charactersMax: 12,
  example: 'AB-123-CD',
  source:
    'Our own generic check (issue 29): 3 to 12 letters or digits, groups separated by spaces or dashes; no national format is checked.',
  recordedOn: '2026-11-25',
} as const;

/** What the user may type at most, separators and spaces included, before the plate is read. */
export const PLATE_INPUT_MAX = 32;

export const ALGERIA_ALPHA2 = 'DZ';

export type TAlgerianPlateCategory = keyof typeof ALGERIAN_PLATE_RULE.categories;

export type TPlateReading =
  | {
      ok: true;
      /** As stored and shown: `12345 116 16` for Algeria; upper case, single separators elsewhere. */
      plate: string;
    }
  | { ok: false; key: Extract<TValidationKey, 'plateFormat' | 'plateCategory' | 'plateWilaya' | 'plateForeignFormat'> };

// Digits typed on an Arabic keyboard (U+0660–0669) or a Persian one (U+06F0–06F9) read as 0–9.
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** Three groups separated by spaces or dashes, or the ten or so digits written together. */
const ALGERIAN_GROUPS = /^(\d+)[\s-]+(\d+)[\s-]+(\d+)$/;
const ALGERIAN_COMPACT = /^(\d{1,6})(\d{3})(\d{2})$/;

function isKnownWilaya(code: number): boolean {
  return ALGERIAN_PLATE_RULE.wilayaRanges.some((range) => code >= range.from && code <= range.to);
}

/** An Algerian plate as typed (`12345-116-16`, `12345 116 16`, `1234511616`), read and written the one way. */
export function readAlgerianPlate(input: string): TPlateReading {
  const text = westernDigits(input.trim());
  const match = ALGERIAN_GROUPS.exec(text) ?? ALGERIAN_COMPACT.exec(text);
  if (!match) return { ok: false, key: 'plateFormat' };
  const [, serial, categoryAndYear, wilaya] = match as unknown as [string, string, string, string];
  const serialOk = serial.length >= 1 && serial.length <= ALGERIAN_PLATE_RULE.serialDigitsMax && Number(serial) > 0;
  if (!serialOk || categoryAndYear.length !== 3 || wilaya.length !== 2) return { ok: false, key: 'plateFormat' };
  if (!(Number(categoryAndYear[0]) in ALGERIAN_PLATE_RULE.categories)) return { ok: false, key: 'plateCategory' };
  if (!isKnownWilaya(Number(wilaya))) return { ok: false, key: 'plateWilaya' };
  return { ok: true, plate: `${serial} ${categoryAndYear} ${wilaya}` };
}

const FOREIGN_SHAPE = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u;

/** Another country's plate: letters and digits in groups; runs of spaces become one, a dash with spaces around it a dash. */
export function readForeignPlate(input: string): TPlateReading {
  const text = westernDigits(input.trim())
    .replace(/\s*-[\s-]*/g, '-')
    .replace(/\s+/g, ' ')
    .toLocaleUpperCase('en');
  const characters = text.replace(/[ -]/g, '').length;
  const fits =
    FOREIGN_SHAPE.test(text) &&
    characters >= FOREIGN_PLATE_RULE.charactersMin &&
    characters <= FOREIGN_PLATE_RULE.charactersMax;
  return fits ? { ok: true, plate: text } : { ok: false, key: 'plateForeignFormat' };
}

/** A plate of the country given (ISO 3166-1 alpha-2, upper case): Algeria's rule for DZ, the generic one elsewhere. */
export function readPlate(input: string, country: string): TPlateReading {
  if (input.length > PLATE_INPUT_MAX)
    return { ok: false, key: country === ALGERIA_ALPHA2 ? 'plateFormat' : 'plateForeignFormat' };
  return country === ALGERIA_ALPHA2 ? readAlgerianPlate(input) : readForeignPlate(input);
}
