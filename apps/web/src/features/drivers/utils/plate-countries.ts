import { ALGERIA_ALPHA2 } from '@tariq/contracts/plates';
import type { TLanguage } from '@tariq/contracts';
import { countryName } from '../../../lib/country-names';

/**
 * The countries a plate may come from: the officially assigned ISO 3166-1 alpha-2 codes, less the
 * uninhabited territories (AQ, BV, GS, HM, IO, PN, TF, UM), which register no vehicle. A static list
 * rather than the places' active countries (`/api/country/active`): a truck from any country may
 * carry a carrier's goods, and its plate must not be refused for where the exchange has places.
 * Names come from the browser in the interface language (no list to download).
 */
const PLATE_COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ ' +
  'IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF ' +
  'MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ' +
  'ZA ZM ZW'
).split(' ');

export type TPlateCountryOption = { value: string; label: string };

const cache = new Map<TLanguage, TPlateCountryOption[]>();

/**
 * The plate countries for a select, named in `language`: Algeria first (most plates are Algerian),
 * then the rest in the language's alphabetical order. `extra`: codes a driver already has that the
 * list lacks (a code the API took, like XK for Kosovo), so an edit shows what is stored.
 */
export function plateCountryOptions(
  language: TLanguage,
  extra: readonly (string | null)[] = [],
): TPlateCountryOption[] {
  let options = cache.get(language);
  if (!options) {
    const collator = new Intl.Collator(language);
    const others = PLATE_COUNTRY_CODES.filter((code) => code !== ALGERIA_ALPHA2)
      .map((code) => ({ value: code, label: countryName(code, language) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    options = [{ value: ALGERIA_ALPHA2, label: countryName(ALGERIA_ALPHA2, language) }, ...others];
    cache.set(language, options);
  }
  const missing = [...new Set(extra)].filter(
    (code): code is string => code !== null && !options.some((option) => option.value === code),
  );
  return missing.length === 0
    ? options
    : [...options, ...missing.map((code) => ({ value: code, label: countryName(code, language) }))];
}
