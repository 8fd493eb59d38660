import { CENTIMES_PER_UNIT, MAX_CENTIMES } from './money';
import type { TCentimes, TMoneyCurrency } from './money';

/**
 * An invoice's total in words (décret exécutif n° 05-468: the total "en chiffres et en lettres"),
 * in French, and in Arabic on the Arabic version, up to 999 999 999 999,99.
 *
 * Written here rather than taken from a package: of those on the registry (n2words 4.0.0,
 * written-number 0.11.1, to-words 5.7.0, number-to-arabic-words 1.5.3, tafgeetjs 2.1.0), none
 * writes both languages right. n2words' French is right, but its Arabic puts the counted noun
 * in the wrong form ('مئتان ألف' for مائتا ألف, 'ثمانون ألف' for ثمانون ألفًا, 'مائة ريالاً' for
 * مائة ريال) and names only the Saudi riyal; written-number writes 'quatre-vingts mille' and
 * 'deux cents mille'; the Arabic-only ones make the same errors and worse ('ملاين').
 *
 * French: the traditional spelling (hyphens only between tens and units under a hundred, 'et'
 * in 21, 31 … 71), the one Algerian invoices and cheques use, not the 1990 rectifications'
 * hyphens everywhere. 'Quatre-vingts' and 'cents' take their s only at the end of the number or
 * before million(s)/milliard(s), which are nouns ('quatre-vingt mille', 'deux cents millions');
 * 'mille' never varies; 'un million de dinars', 'un million un dinars'. The currency takes the
 * plural from 2 ('un dinar algérien', 'zéro dinar algérien').
 *
 * Arabic: Modern Standard Arabic in the nominative, as amounts in words are written on their own
 * line. The counted noun agrees with the number's last two digits: 1 'دينار جزائري واحد', 2 the
 * dual 'ديناران جزائريان', 3–10 the plural 'دنانير جزائرية' (the number taking the opposite
 * gender: ثلاثة for a masculine noun, ثلاث for a feminine one), 11–99 the accusative singular
 * 'دينارًا جزائريًا', a round hundred, thousand or million the genitive singular ('مائة دينار
 * جزائري'); thousands, millions and milliards follow the same rules ('ثلاثة آلاف', 'أحد عشر
 * ألفًا') and drop their nūn or tanwīn when the currency follows them directly ('مائتا ألف دينار',
 * 'ألفا دينار', 'أحد عشر ألف دينار'). Spelling مائة, hundreds joined (ثلاثمائة), tanwīn before the
 * alif (ألفًا), parts joined by و. These are the rules of Arabic grammar books and of Mohsen
 * Alyafei's tafqit (MIT), whose outputs were used as a cross-check, not its code.
 */

export type TWordsLanguage = 'fr' | 'ar';

type TFrenchNoun = { singular: string; plural: string; isFeminine: boolean };
type TArabicNoun = {
  singular: string;
  dual: string;
  /** The dual when a noun follows it (its nūn dropped): 'ألفا دينار'. */
  dualConstruct: string;
  plural: string;
  /** The singular in the accusative (tamyīz after 11–99). */
  accusative: string;
  /** The adjective 'one' after the singular ('دينار واحد'); empty for thousands and millions. */
  one: string;
  isFeminine: boolean;
};

function arabicNoun(
  forms: Omit<TArabicNoun, 'dualConstruct' | 'one' | 'isFeminine'> & Partial<TArabicNoun>,
): TArabicNoun {
  const isFeminine = forms.isFeminine ?? false;
  return { dualConstruct: forms.dual, one: isFeminine ? 'واحدة' : 'واحد', isFeminine, ...forms };
}

/** The names of each currency and of its hundredth, in both languages. */
export const CURRENCY_WORDS: Record<
  TMoneyCurrency,
  { fr: { major: TFrenchNoun; minor: TFrenchNoun }; ar: { major: TArabicNoun; minor: TArabicNoun } }
> = {
  DZD: {
    fr: {
      major: { singular: 'dinar algérien', plural: 'dinars algériens', isFeminine: false },
      minor: { singular: 'centime', plural: 'centimes', isFeminine: false },
    },
    ar: {
      major: arabicNoun({
        singular: 'دينار جزائري',
        dual: 'ديناران جزائريان',
        plural: 'دنانير جزائرية',
        accusative: 'دينارًا جزائريًا',
      }),
      minor: arabicNoun({ singular: 'سنتيم', dual: 'سنتيمان', plural: 'سنتيمات', accusative: 'سنتيمًا' }),
    },
  },
  EUR: {
    fr: {
      major: { singular: 'euro', plural: 'euros', isFeminine: false },
      minor: { singular: 'centime', plural: 'centimes', isFeminine: false },
    },
    // The euro's Arabic name does not decline in common use ('ثلاثة يورو', 'مائة يورو').
    ar: {
      major: arabicNoun({ singular: 'يورو', dual: 'يوروان', plural: 'يورو', accusative: 'يورو' }),
      minor: arabicNoun({ singular: 'سنت', dual: 'سنتان', plural: 'سنتات', accusative: 'سنتًا' }),
    },
  },
  USD: {
    fr: {
      major: { singular: 'dollar américain', plural: 'dollars américains', isFeminine: false },
      minor: { singular: 'cent', plural: 'cents', isFeminine: false },
    },
    ar: {
      major: arabicNoun({
        singular: 'دولار أمريكي',
        dual: 'دولاران أمريكيان',
        plural: 'دولارات أمريكية',
        accusative: 'دولارًا أمريكيًا',
      }),
      minor: arabicNoun({ singular: 'سنت', dual: 'سنتان', plural: 'سنتات', accusative: 'سنتًا' }),
    },
  },
  TRY: {
    fr: {
      major: { singular: 'livre turque', plural: 'livres turques', isFeminine: true },
      minor: { singular: 'kuruş', plural: 'kuruş', isFeminine: false },
    },
    ar: {
      major: arabicNoun({
        singular: 'ليرة تركية',
        dual: 'ليرتان تركيتان',
        plural: 'ليرات تركية',
        accusative: 'ليرةً تركيةً',
        isFeminine: true,
      }),
      minor: arabicNoun({ singular: 'قرش', dual: 'قرشان', plural: 'قروش', accusative: 'قرشًا' }),
    },
  },
  MAD: {
    fr: {
      major: { singular: 'dirham marocain', plural: 'dirhams marocains', isFeminine: false },
      minor: { singular: 'centime', plural: 'centimes', isFeminine: false },
    },
    ar: {
      major: arabicNoun({
        singular: 'درهم مغربي',
        dual: 'درهمان مغربيان',
        plural: 'دراهم مغربية',
        accusative: 'درهمًا مغربيًا',
      }),
      minor: arabicNoun({ singular: 'سنتيم', dual: 'سنتيمان', plural: 'سنتيمات', accusative: 'سنتيمًا' }),
    },
  },
};

/** The largest whole amount written: 999 999 999 999. */
export const MAX_AMOUNT_IN_WORDS = Math.floor(MAX_CENTIMES / CENTIMES_PER_UNIT);

const SCALES = [1_000_000_000, 1_000_000, 1_000] as const;

// ---- French

const FR_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
] as const;
const FR_TENS = ['', 'dix', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'] as const;

/** 1–99; `canTakePlural`: nothing but a noun follows (the s of 'quatre-vingts'). */
function frenchBelow100(n: number, canTakePlural: boolean): string {
  if (n < 20) return FR_UNITS[n]!;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (tens < 7) {
    const word = FR_TENS[tens]!;
    if (unit === 0) return word;
    return unit === 1 ? `${word} et un` : `${word}-${FR_UNITS[unit]}`;
  }
  if (tens === 7) return n === 71 ? 'soixante et onze' : `soixante-${FR_UNITS[n - 60]}`;
  if (n === 80) return canTakePlural ? 'quatre-vingts' : 'quatre-vingt';
  return `quatre-vingt-${FR_UNITS[n - 80]}`;
}

/** 1–999. */
function frenchBelow1000(n: number, canTakePlural: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const restWords = rest ? frenchBelow100(rest, canTakePlural) : '';
  if (hundreds === 0) return restWords;
  const hundredWords = hundreds === 1 ? 'cent' : `${FR_UNITS[hundreds]} cent${rest === 0 && canTakePlural ? 's' : ''}`;
  return rest ? `${hundredWords} ${restWords}` : hundredWords;
}

function frenchCount(n: number, noun: TFrenchNoun): string {
  if (n === 0) return `zéro ${noun.singular}`;
  const parts: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const group = Math.floor(rest / scale);
    rest %= scale;
    if (!group) continue;
    if (scale === 1_000) parts.push(group === 1 ? 'mille' : `${frenchBelow1000(group, false)} mille`);
    else {
      const name = scale === 1_000_000 ? 'million' : 'milliard';
      parts.push(group === 1 ? `un ${name}` : `${frenchBelow1000(group, true)} ${name}s`);
    }
  }
  const name = n === 1 ? noun.singular : noun.plural;
  if (rest) {
    let units = frenchBelow1000(rest, true);
    // 'Un' counting a feminine noun is 'une': 'vingt et une livres', 'quatre-vingt-une livres'.
    if (noun.isFeminine) units = units.replace(/(^|[ -])un$/, '$1une');
    parts.push(units);
  } else if (n >= 1_000_000 && n % 1_000_000 === 0) {
    // Million and milliard are nouns: 'un million de dinars', 'deux milliards d'euros'.
    return `${parts.join(' ')} ${/^[aeiouyàâéèêëîïôûü]/i.test(name) ? "d'" : 'de '}${name}`;
  }
  return `${parts.join(' ')} ${name}`;
}

// ---- Arabic

/** 3–10 counting a masculine noun (the number takes the feminine ending) and a feminine one. */
const AR_COUNT_MASCULINE = ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'];
const AR_COUNT_FEMININE = ['', 'واحدة', 'اثنتان', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع', 'عشر'];
const AR_TENS = ['', 'عشرة', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const AR_HUNDREDS = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
];

const AR_SCALES: Record<(typeof SCALES)[number], TArabicNoun> = {
  1_000_000_000: arabicNoun({
    singular: 'مليار',
    dual: 'ملياران',
    dualConstruct: 'مليارا',
    plural: 'مليارات',
    accusative: 'مليارًا',
    one: '',
  }),
  1_000_000: arabicNoun({
    singular: 'مليون',
    dual: 'مليونان',
    dualConstruct: 'مليونا',
    plural: 'ملايين',
    accusative: 'مليونًا',
    one: '',
  }),
  1_000: arabicNoun({
    singular: 'ألف',
    dual: 'ألفان',
    dualConstruct: 'ألفا',
    plural: 'آلاف',
    accusative: 'ألفًا',
    one: '',
  }),
};

/** 3–99 counting a noun of the given gender. */
function arabicBelow100(n: number, isFeminine: boolean): string {
  const count = isFeminine ? AR_COUNT_FEMININE : AR_COUNT_MASCULINE;
  if (n <= 10) return count[n]!;
  if (n < 20) {
    if (n === 11) return isFeminine ? 'إحدى عشرة' : 'أحد عشر';
    if (n === 12) return isFeminine ? 'اثنتا عشرة' : 'اثنا عشر';
    return `${count[n - 10]} ${isFeminine ? 'عشرة' : 'عشر'}`;
  }
  const tens = AR_TENS[Math.floor(n / 10)]!;
  const unit = n % 10;
  if (unit === 0) return tens;
  const unitWord = unit === 1 ? (isFeminine ? 'إحدى' : 'واحد') : count[unit];
  return `${unitWord} و${tens}`;
}

/**
 * 1–999 followed by the noun it counts, in the form the number asks for. `nounFollows`: another
 * noun comes right after this one (the currency after 'ألف'), which then loses nūn and tanwīn.
 */
function arabicGroup(n: number, noun: TArabicNoun, nounFollows: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  // A round hundred is followed by its noun: the dual loses its nūn ('مائتا ألف').
  if (rest === 0) return `${hundreds === 2 ? 'مائتا' : AR_HUNDREDS[hundreds]} ${noun.singular}`;
  const lead = hundreds ? `${AR_HUNDREDS[hundreds]} و` : '';
  if (rest === 1) return `${lead}${noun.singular}${noun.one ? ` ${noun.one}` : ''}`;
  if (rest === 2) return `${lead}${nounFollows ? noun.dualConstruct : noun.dual}`;
  const number = arabicBelow100(rest, noun.isFeminine);
  if (rest <= 10) return `${lead}${number} ${noun.plural}`;
  return `${lead}${number} ${nounFollows ? noun.singular : noun.accusative}`;
}

function arabicCount(n: number, noun: TArabicNoun): string {
  if (n === 0) return `صفر ${noun.singular}`;
  const parts: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const group = Math.floor(rest / scale);
    rest %= scale;
    if (group) parts.push(arabicGroup(group, AR_SCALES[scale], rest === 0));
  }
  // A round amount: the currency follows the last scale word in the genitive ('ألف دينار').
  if (rest === 0) parts[parts.length - 1] += ` ${noun.singular}`;
  else parts.push(arabicGroup(rest, noun, false));
  return parts.join(' و');
}

export type TAmountInWordsOptions = { language: TWordsLanguage; currency?: TMoneyCurrency };

/**
 * An amount of centimes in words: 11900050 → 'cent dix-neuf mille dinars algériens et cinquante
 * centimes' / 'مائة وتسعة عشر ألف دينار جزائري وخمسون سنتيمًا'. No centimes: the dinars alone;
 * no dinars: the centimes alone. Throws for a negative or fractional amount (a credit note's
 * total is written as the positive sum it credits) and above 999 999 999 999,99.
 */
export function amountInWords(amount: TCentimes, { language, currency = 'DZD' }: TAmountInWordsOptions): string {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_CENTIMES) {
    throw new RangeError(`not an amount that can be written in words: ${amount}`);
  }
  const units = Math.floor(amount / CENTIMES_PER_UNIT);
  const centimes = amount % CENTIMES_PER_UNIT;
  if (language === 'fr') {
    const { major, minor } = CURRENCY_WORDS[currency].fr;
    if (units === 0 && centimes > 0) return frenchCount(centimes, minor);
    const main = frenchCount(units, major);
    return centimes ? `${main} et ${frenchCount(centimes, minor)}` : main;
  }
  const { major, minor } = CURRENCY_WORDS[currency].ar;
  if (units === 0 && centimes > 0) return arabicCount(centimes, minor);
  const main = arabicCount(units, major);
  return centimes ? `${main} و${arabicCount(centimes, minor)}` : main;
}
