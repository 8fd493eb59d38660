/**
 * The units a numeric field is measured in, as its limits are told to the user: 'ne doit pas
 * dépasser 44 000 kg'. Intl's own units where ECMA-402 has one; a pallet count takes a word, a
 * price the currency of the form it is typed in (`currency`, given by the caller when known).
 */
import type { TLanguage } from './enums';
import { isUnit } from './unit-names';
import type { TUnit } from './unit-names';

export { UNITS, isUnit } from './unit-names';
export type { TUnit } from './unit-names';

/** What a limit's unit may depend on beyond the field: the currency chosen in the form. */
export type TQuantityContext = { currency?: string | null };

/** A pallet count in words, per plural category of the language (Intl.PluralRules); `other` when a category is missing. */
const PALLET_WORDS: Record<TLanguage, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  fr: { one: 'palette', other: 'palettes' },
  en: { one: 'pallet', other: 'pallets' },
  // After 3–10 the plural; after 11–99 and from 100 the singular (tamyīz).
  ar: { one: 'منصة', two: 'منصتان', few: 'منصات', other: 'منصة' },
  de: { one: 'Palette', other: 'Paletten' },
  pl: { one: 'paleta', few: 'palety', many: 'palet', other: 'palety' },
  es: { one: 'palé', other: 'palés' },
  pt: { one: 'palete', other: 'paletes' },
  it: { other: 'pallet' },
};

/** Symbols of the units Intl does not format: the SI's, written in Arabic script in Arabic. */
const SYMBOLS: Record<'tonne' | 'cubicMeter', Partial<Record<TLanguage, string>> & { fr: string }> = {
  tonne: { fr: 't', ar: 'طن' },
  cubicMeter: { fr: 'm³', ar: 'م³' },
};

// Intl formatters cost far more to build than to use; forms format on every check.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: TLanguage, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  return format;
}

const ISO_CURRENCY = /^[A-Z]{3}$/;

/**
 * A quantity in the user's language with its unit: `formatQuantity(44000, 'kilogram', 'fr')` →
 * '44 000 kg' (Intl's narrow no-break space), `formatQuantity(2.55, 'meter', 'en')` → '2.55 m'. A
 * price without a known currency is the number alone.
 */
export function formatQuantity(
  value: number,
  unit: TUnit | undefined,
  language: TLanguage,
  context: TQuantityContext = {},
): string {
  switch (unit) {
    case undefined:
      return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
    case 'pallet': {
      const number = numberFormat(language, { maximumFractionDigits: 0 }).format(value);
      const words = PALLET_WORDS[language];
      const category = new Intl.PluralRules(language).select(value);
      // A no-break space, as Intl puts between a number and its unit: the two never part at a line end.
      return `${number}\u00a0${words[category] ?? words.other}`;
    }
    case 'currency': {
      const digits = Number.isInteger(value) ? 0 : 2;
      const currency = context.currency && ISO_CURRENCY.test(context.currency) ? context.currency : null;
      return numberFormat(language, {
        ...(currency ? { style: 'currency', currency } : {}),
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);
    }
    case 'tonne':
    case 'cubicMeter': {
      // Not among ECMA-402's units: the number in the language's format, then the unit's symbol.
      const number = numberFormat(language, { maximumFractionDigits: 2 }).format(value);
      return `${number}\u00a0${SYMBOLS[unit][language] ?? SYMBOLS[unit].fr}`;
    }
    default:
      return numberFormat(language, { style: 'unit', unit, maximumFractionDigits: 2 }).format(value);
  }
}

/**
 * A message's parameters as the user reads them: the limits (`min`, `max`) in the language's
 * number format with their unit; other parameters as they are. The web and the API both render
 * validation messages through this, so a limit reads the same from either side.
 */
export function formatMessageParams(
  params: Record<string, string | number> | undefined,
  language: TLanguage,
  context: TQuantityContext = {},
): Record<string, string | number> {
  const formatted: Record<string, string | number> = { ...params };
  const unit = isUnit(params?.unit) ? params.unit : undefined;
  for (const name of ['min', 'max'] as const) {
    const value = params?.[name];
    if (typeof value === 'number' && Number.isFinite(value))
      formatted[name] = formatQuantity(value, unit, language, context);
  }
  return formatted;
}
