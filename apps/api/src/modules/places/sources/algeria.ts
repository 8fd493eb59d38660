import { createRequire } from 'node:module';
import { readCountryStateCity } from './country-state-city';
import type { TCountryStateCity } from './country-state-city';
import { foldName, titleCase } from './fold';

/*
 * Algeria's 58 wilayas and 1,541 communes.
 *
 * Sources:
 * - Communes, their codes (the ONS numbering: wilaya number then commune number, 0601 = Béjaïa) and
 *   their French and Arabic names: @dzcode-io/leblad. It knows the 48 wilayas of the 1984 division
 *   and files the communes of the 2019 wilayas under their former wilaya.
 * - The 58 wilayas with their official numbers and names: loi n° 19-12 du 11 décembre 2019 (JORA
 *   n° 78 of 18 December 2019), which made the ten "wilayas déléguées" of the South full wilayas
 *   numbered 49 to 58 and listed the communes each takes over (NEW_WILAYA_COMMUNES below).
 * - Coordinates: country-state-city (its states for the wilayas, its 293 Algerian towns for the
 *   communes it knows by name). A commune it does not know takes its wilaya's coordinates.
 *
 * Corrections to leblad: the wilaya names are the official ones (leblad spells "Saefda",
 * "Tbessa"...); its "wilaya déléguée" daïras repeat communes already listed (each commune is kept
 * once); El Bayadh lacks six of its 22 communes (EL_BAYADH_MISSING).
 */

export type TWilaya = { number: number; code: string; name: string; nameAr: string; lat: number; lng: number };
export type TCommune = { code: string; wilaya: number; name: string; nameAr: string; lat: number; lng: number };

type TLebladWilaya = {
  mattricule: number;
  dairats?: { name: string; baladyiats?: { code: number; name: string; name_ar: string }[] }[];
};

/** Official number, French name, Arabic name, and the ISO 3166-2 code country-state-city files it under. */
const WILAYAS: readonly [number, string, string, string][] = [
  [1, 'Adrar', 'أدرار', '01'],
  [2, 'Chlef', 'الشلف', '02'],
  [3, 'Laghouat', 'الأغواط', '03'],
  [4, 'Oum El Bouaghi', 'أم البواقي', '04'],
  [5, 'Batna', 'باتنة', '05'],
  [6, 'Béjaïa', 'بجاية', '06'],
  [7, 'Biskra', 'بسكرة', '07'],
  [8, 'Béchar', 'بشار', '08'],
  [9, 'Blida', 'البليدة', '09'],
  [10, 'Bouira', 'البويرة', '10'],
  [11, 'Tamanrasset', 'تمنراست', '11'],
  [12, 'Tébessa', 'تبسة', '12'],
  [13, 'Tlemcen', 'تلمسان', '13'],
  [14, 'Tiaret', 'تيارت', '14'],
  [15, 'Tizi Ouzou', 'تيزي وزو', '15'],
  [16, 'Alger', 'الجزائر', '16'],
  [17, 'Djelfa', 'الجلفة', '17'],
  [18, 'Jijel', 'جيجل', '18'],
  [19, 'Sétif', 'سطيف', '19'],
  [20, 'Saïda', 'سعيدة', '20'],
  [21, 'Skikda', 'سكيكدة', '21'],
  [22, 'Sidi Bel Abbès', 'سيدي بلعباس', '22'],
  [23, 'Annaba', 'عنابة', '23'],
  [24, 'Guelma', 'قالمة', '24'],
  [25, 'Constantine', 'قسنطينة', '25'],
  [26, 'Médéa', 'المدية', '26'],
  [27, 'Mostaganem', 'مستغانم', '27'],
  [28, "M'Sila", 'المسيلة', '28'],
  [29, 'Mascara', 'معسكر', '29'],
  [30, 'Ouargla', 'ورقلة', '30'],
  [31, 'Oran', 'وهران', '31'],
  [32, 'El Bayadh', 'البيض', '32'],
  [33, 'Illizi', 'إليزي', '33'],
  [34, 'Bordj Bou Arréridj', 'برج بوعريريج', '34'],
  [35, 'Boumerdès', 'بومرداس', '35'],
  [36, 'El Tarf', 'الطارف', '36'],
  [37, 'Tindouf', 'تندوف', '37'],
  [38, 'Tissemsilt', 'تيسمسيلت', '38'],
  [39, 'El Oued', 'الوادي', '39'],
  [40, 'Khenchela', 'خنشلة', '40'],
  [41, 'Souk Ahras', 'سوق أهراس', '41'],
  [42, 'Tipaza', 'تيبازة', '42'],
  [43, 'Mila', 'ميلة', '43'],
  [44, 'Aïn Defla', 'عين الدفلى', '44'],
  [45, 'Naâma', 'النعامة', '45'],
  [46, 'Aïn Témouchent', 'عين تموشنت', '46'],
  [47, 'Ghardaïa', 'غرداية', '47'],
  [48, 'Relizane', 'غليزان', '48'],
  // The wilayas of loi 19-12. ISO 3166-2 (and so country-state-city) numbers them in another order.
  [49, 'Timimoun', 'تيميمون', '54'],
  [50, 'Bordj Badji Mokhtar', 'برج باجي مختار', '52'],
  [51, 'Ouled Djellal', 'أولاد جلال', '51'],
  [52, 'Béni Abbès', 'بني عباس', '53'],
  [53, 'In Salah', 'عين صالح', '57'],
  [54, 'In Guezzam', 'عين قزام', '58'],
  [55, 'Touggourt', 'تقرت', '55'],
  [56, 'Djanet', 'جانت', '56'],
  [57, "El M'Ghair", 'المغير', '49'],
  [58, 'El Meniaa', 'المنيعة', '50'],
];

/** Loi 19-12: the communes (by ONS code) each new wilaya takes from its former one. */
const NEW_WILAYA_COMMUNES: Record<number, readonly number[]> = {
  // Timimoun, from Adrar: daïras of Timimoun, Tinerkouk, Aougrout and Charouine.
  49: [109, 110, 116, 107, 123, 117, 120, 103, 124, 127],
  // Bordj Badji Mokhtar, from Adrar.
  50: [125, 128],
  // Ouled Djellal, from Biskra: daïras of Ouled Djellal and Sidi Khaled.
  51: [705, 709, 710, 708, 706, 707],
  // Béni Abbès, from Béchar: daïras of Béni Abbès, Kerzaz, El Ouata, Igli, Tabelbala, Ouled Khodeir.
  52: [807, 820, 818, 805, 808, 814, 811, 812, 803, 819],
  // In Salah, from Tamanrasset.
  53: [1108, 1110, 1103],
  // In Guezzam, from Tamanrasset.
  54: [1104, 1107],
  // Touggourt, from Ouargla: daïras of Touggourt, Temacine, Megarine, Taibet and El Hadjira.
  55: [3013, 3007, 3008, 3009, 3016, 3006, 3019, 3010, 3015, 3017, 3018, 3014, 3020],
  // Djanet, from Illizi.
  56: [3302, 3305],
  // El M'Ghair, from El Oued: daïras of El M'Ghair and Djamaa.
  57: [3927, 3929, 3923, 3921, 3928, 3930, 3922, 3924],
  // El Meniaa, from Ghardaïa: El Meniaa, Hassi Gara and Hassi Fehal.
  58: [4702, 4712, 4711],
};

/** Communes of El Bayadh that leblad does not list (ONS codes and names). */
const EL_BAYADH_MISSING: readonly [number, string, string][] = [
  [3207, 'El Abiodh Sidi Cheikh', 'الأبيض سيدي الشيخ'],
  [3208, 'Aïn El Orak', 'عين العراك'],
  [3213, 'Boussemghoun', 'بوسمغون'],
  [3218, 'Sidi Ameur', 'سيدي عامر'],
  [3220, 'Tousmouline', 'توسمولين'],
  [3221, 'Sidi Slimane', 'سيدي سليمان'],
];

let cached: { wilayas: TWilaya[]; communes: TCommune[] } | undefined;

export function loadAlgeria(source?: TCountryStateCity): { wilayas: TWilaya[]; communes: TCommune[] } {
  if (cached) return cached;
  source ??= readCountryStateCity();
  const require = createRequire(import.meta.url);
  const leblad = require('@dzcode-io/leblad/data/WilayaList.json') as TLebladWilaya[];

  const isoStates = new Map(source.statesOfCountry('DZ').map((state) => [state.isoCode, state]));
  const wilayas: TWilaya[] = WILAYAS.map(([number, name, nameAr, iso]) => {
    const state = isoStates.get(iso);
    if (!state) throw new Error(`country-state-city has no Algerian state ${iso}`);
    return {
      number,
      code: String(number).padStart(2, '0'),
      name,
      nameAr,
      lat: Number(state.latitude),
      lng: Number(state.longitude),
    };
  });
  const wilayaByNumber = new Map(wilayas.map((wilaya) => [wilaya.number, wilaya]));
  const numberByIso = new Map(WILAYAS.map(([number, , , iso]) => [iso, number]));

  const movedTo = new Map<number, number>();
  for (const [wilaya, codes] of Object.entries(NEW_WILAYA_COMMUNES)) {
    for (const code of codes) movedTo.set(code, Number(wilaya));
  }

  // Towns country-state-city knows, by wilaya (its ISO numbering) and folded name.
  const towns = new Map<string, { lat: number; lng: number }>();
  for (const city of source.citiesOfCountry('DZ')) {
    const number = numberByIso.get(city.stateCode);
    if (number === undefined || !city.latitude || !city.longitude) continue;
    towns.set(`${number}:${foldName(city.name)}`, { lat: Number(city.latitude), lng: Number(city.longitude) });
  }

  const communes = new Map<number, TCommune>();
  const add = (onsCode: number, formerWilaya: number, rawName: string, nameAr: string) => {
    if (communes.has(onsCode)) return;
    const wilaya = wilayaByNumber.get(movedTo.get(onsCode) ?? formerWilaya)!;
    const folded = foldName(rawName);
    // A commune that bears its wilaya's name is its chef-lieu: it takes the official spelling.
    const name = folded === foldName(wilaya.name) ? wilaya.name : titleCase(rawName);
    const town = towns.get(`${wilaya.number}:${folded}`) ?? towns.get(`${formerWilaya}:${folded}`);
    communes.set(onsCode, {
      code: String(onsCode).padStart(4, '0'),
      wilaya: wilaya.number,
      name,
      nameAr: nameAr.replace(/\s+/g, ' ').trim(),
      lat: town?.lat ?? wilaya.lat,
      lng: town?.lng ?? wilaya.lng,
    });
  };
  for (const entry of leblad) {
    for (const daira of entry.dairats ?? []) {
      for (const commune of daira.baladyiats ?? []) add(commune.code, entry.mattricule, commune.name, commune.name_ar);
    }
  }
  for (const [code, name, nameAr] of EL_BAYADH_MISSING) add(code, 32, name, nameAr);

  cached = {
    wilayas,
    communes: [...communes.values()].sort((a, b) => a.wilaya - b.wilaya || a.code.localeCompare(b.code)),
  };
  return cached;
}
