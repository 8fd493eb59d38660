/**
 * Formats of business identifiers, as data: each rule names where it comes from and when it was
 * written down, so a wrong one is corrected here, in one place, for the form and the server.
 * Only the shape is checked (no checksum, no registry call): `GET /api/auth/vat-check/{vat}` hands
 * a well-formed number to a registry adapter for the rest.
 */

export type TIdFormat = {
  /** Applied to the value once spaces, dots, hyphens and slashes are removed and letters upper-cased (`normalizeTaxId`). */
  pattern: RegExp;
  /** What the user is shown as an example (in the form's hint and the field error). */
  example: string;
  source: string;
  /** When the rule was written down from its source. */
  recordedOn: string;
};

/** Algerian identifiers asked at sign-up. */
export const ALGERIAN_ID_FORMATS = {
  /**
   * Numéro d'identification fiscale: 15 digits for a company, 20 for a secondary establishment
   * (branch), whose number continues its head office's.
   */
  nif: {
    pattern: /^(\d{15}|\d{20})$/,
    example: '000016001234567',
    source:
      "Direction générale des impôts (DGI), carte d'immatriculation fiscale; 15 and 20 digits as issue 25 states them",
    recordedOn: '2026-11-24',
  },
  /** Numéro d'identification statistique (ONS): 15 digits. */
  nis: {
    pattern: /^\d{15}$/,
    example: '000016019876543',
    source: "Office national des statistiques (ONS), avis d'identification au répertoire national (15 digits)",
    recordedOn: '2026-11-24',
  },
  /**
   * Registre du commerce (CNRC): wilaya code, "00", a 7-digit sequence, A (natural person) or B
   * (legal person), and the year of registration, as printed on an extract: `16/00-1234567 B 18`.
   * Normalised (no separators): `16001234567B18`.
   */
  rc: {
    pattern: /^\d{2}\d{2}\d{7}[AB]\d{2}$/,
    example: '16/00-1234567 B 18',
    source: 'Centre national du registre du commerce (CNRC), extrait du registre du commerce',
    recordedOn: '2026-11-24',
  },
  /** Article d'imposition: 11 digits (wilaya code, commune, sequence). */
  taxArticle: {
    pattern: /^\d{11}$/,
    example: '16011234567',
    source: "Direction générale des impôts (DGI), avis d'imposition",
    recordedOn: '2026-11-24',
  },
} as const satisfies Record<string, TIdFormat>;

const VIES_SOURCE =
  'European Commission, VIES FAQ "What is the format of a VAT number?" (ec.europa.eu/taxation_customs/vies), per member state';
const VIES_RECORDED_ON = '2026-11-24';

function vies(pattern: RegExp, example: string): TIdFormat {
  return { pattern, example, source: VIES_SOURCE, recordedOn: VIES_RECORDED_ON };
}

/**
 * EU VAT numbers by the two-letter prefix VIES uses (EL for Greece, XI for Northern Ireland); the
 * pattern applies to what follows the prefix.
 */
export const EU_VAT_FORMATS = {
  AT: vies(/^U\d{8}$/, 'ATU12345678'),
  BE: vies(/^[01]\d{9}$/, 'BE0123456789'),
  BG: vies(/^\d{9,10}$/, 'BG123456789'),
  CY: vies(/^\d{8}[A-Z]$/, 'CY12345678X'),
  CZ: vies(/^\d{8,10}$/, 'CZ12345678'),
  DE: vies(/^\d{9}$/, 'DE123456789'),
  DK: vies(/^\d{8}$/, 'DK12345678'),
  EE: vies(/^\d{9}$/, 'EE123456789'),
  EL: vies(/^\d{9}$/, 'EL123456789'),
  ES: vies(/^(?=.*[A-Z])[0-9A-Z]\d{7}[0-9A-Z]$/, 'ESX1234567X'),
  FI: vies(/^\d{8}$/, 'FI12345678'),
  FR: vies(/^[0-9A-HJ-NP-Z]{2}\d{9}$/, 'FR12345678901'),
  HR: vies(/^\d{11}$/, 'HR12345678901'),
  HU: vies(/^\d{8}$/, 'HU12345678'),
  IE: vies(/^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, 'IE1234567WA'),
  IT: vies(/^\d{11}$/, 'IT12345678901'),
  LT: vies(/^(\d{9}|\d{12})$/, 'LT123456789'),
  LU: vies(/^\d{8}$/, 'LU12345678'),
  LV: vies(/^\d{11}$/, 'LV12345678901'),
  MT: vies(/^\d{8}$/, 'MT12345678'),
  NL: vies(/^\d{9}B\d{2}$/, 'NL123456789B01'),
  PL: vies(/^\d{10}$/, 'PL1234567890'),
  PT: vies(/^\d{9}$/, 'PT123456789'),
  RO: vies(/^[1-9]\d{1,9}$/, 'RO1234567890'),
  SE: vies(/^\d{10}01$/, 'SE123456789001'),
  SI: vies(/^\d{8}$/, 'SI12345678'),
  SK: vies(/^\d{10}$/, 'SK1234567890'),
  XI: vies(/^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, 'XI123456789'),
} as const satisfies Record<string, TIdFormat>;

export type TEuVatPrefix = keyof typeof EU_VAT_FORMATS;

/** The VAT prefix is not always the ISO country code. */
const COUNTRY_OF_VAT_PREFIX: Partial<Record<TEuVatPrefix, string>> = { EL: 'GR', XI: 'GB' };

/** Spaces, dots, hyphens and slashes removed, letters upper-cased: how identifiers are compared and stored. */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

export function isAlgerianId(kind: keyof typeof ALGERIAN_ID_FORMATS, value: string): boolean {
  return ALGERIAN_ID_FORMATS[kind].pattern.test(normalizeTaxId(value));
}

export type TTaxIdReading =
  | { scheme: 'dz_nif'; country: 'DZ'; number: string; isValidFormat: boolean }
  | { scheme: 'eu_vat'; country: string; number: string; isValidFormat: boolean }
  | { scheme: 'unknown'; country: null; number: string; isValidFormat: false };

/**
 * Reads a tax number typed in any form: all digits is an Algerian NIF; two letters first is an EU
 * VAT number checked by its country's rule. `number` is the normalised form, as stored.
 */
export function readTaxId(value: string): TTaxIdReading {
  const number = normalizeTaxId(value);
  if (/^\d+$/.test(number)) {
    return { scheme: 'dz_nif', country: 'DZ', number, isValidFormat: ALGERIAN_ID_FORMATS.nif.pattern.test(number) };
  }
  const prefix = number.slice(0, 2);
  if (prefix in EU_VAT_FORMATS) {
    const rule = EU_VAT_FORMATS[prefix as TEuVatPrefix];
    return {
      scheme: 'eu_vat',
      country: COUNTRY_OF_VAT_PREFIX[prefix as TEuVatPrefix] ?? prefix,
      number,
      isValidFormat: rule.pattern.test(number.slice(2)),
    };
  }
  return { scheme: 'unknown', country: null, number, isValidFormat: false };
}
