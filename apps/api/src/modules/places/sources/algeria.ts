import { createRequire } from 'node:module';
import { readCountryStateCity } from './country-state-city';
import type { TCountryStateCity } from './country-state-city';
import {
  communePlaceId,
  communeWilayaOn,
  divisionsDay,
  homeWilaya,
  readDivisions,
  wilayaCode,
  wilayasOn,
} from './divisions';
import type { TDivisions } from './divisions';
import { foldName, titleCase } from './fold';

/*
 * Algeria's wilayas and 1,541 communes as they are on a given day.
 *
 * Sources:
 * - Communes, their codes (the ONS numbering: wilaya number of 1984 then commune number, 0601 =
 *   Béjaïa) and their French and Arabic names: @dzcode-io/leblad. It knows the 48 wilayas of 1984
 *   and files every commune under its wilaya of then.
 * - The wilayas (numbers, names, dates), the communes leblad lacks and every move of communes
 *   between wilayas, each with its source: algeria-divisions.json (read by ./divisions).
 * - Coordinates: country-state-city (its states for the wilayas it knows, its 293 Algerian towns for
 *   the communes it knows by name). A commune it does not know takes its wilaya's coordinates; a
 *   wilaya it does not know, its chef-lieu's.
 *
 * Corrections to leblad: the wilaya names are the official ones (leblad spells "Saefda",
 * "Tbessa"...); its "wilaya déléguée" daïras repeat communes already listed (each commune is kept once).
 */

export type TWilaya = { number: number; code: string; name: string; nameAr: string; lat: number; lng: number };
export type TCommune = {
  code: string;
  /** Its wilaya on the day asked for. */
  wilaya: number;
  /** Its id, which never changes when it moves (divisions.ts `communePlaceId`). */
  placeId: string;
  name: string;
  nameAr: string;
  lat: number;
  lng: number;
};
export type TAlgeria = { wilayas: TWilaya[]; communes: TCommune[] };

type TLebladWilaya = {
  mattricule: number;
  dairats?: { name: string; baladyiats?: { code: number; name: string; name_ar: string }[] }[];
};

let cached: { day: string; algeria: TAlgeria } | undefined;

export function loadAlgeria(
  source?: TCountryStateCity,
  options: {
    /** `YYYY-MM-DD` in Algeria: the wilayas in effect then, each commune in its wilaya of then; default: today. */
    day?: string;
    /** Another version of the data file's facts (tests); default: the file. */
    divisions?: TDivisions;
  } = {},
): TAlgeria {
  const divisions = options.divisions ?? readDivisions();
  const day = options.day ?? divisionsDay(divisions, new Date());
  const shared = !options.divisions;
  if (shared && cached?.day === day) return cached.algeria;
  source ??= readCountryStateCity();
  const require = createRequire(import.meta.url);
  const leblad = require('@dzcode-io/leblad/data/WilayaList.json') as TLebladWilaya[];

  const isoStates = new Map(source.statesOfCountry('DZ').map((state) => [state.isoCode, state]));
  // The wilaya country-state-city files each of its states under.
  const numberByIso = new Map<string, number>();
  for (const wilaya of divisions.wilayas) if (wilaya.iso) numberByIso.set(wilaya.iso, wilaya.number);
  const officialName = new Map(divisions.wilayas.map((wilaya) => [wilaya.number, wilaya.name]));
  const seatOf = new Map<number, string>();
  for (const wilaya of divisions.wilayas) if (wilaya.seat) seatOf.set(wilaya.seat, wilaya.name);

  // Towns country-state-city knows, by wilaya (its ISO numbering) and folded name.
  const towns = new Map<string, { lat: number; lng: number }>();
  for (const city of source.citiesOfCountry('DZ')) {
    const number = numberByIso.get(city.stateCode);
    if (number === undefined || !city.latitude || !city.longitude) continue;
    towns.set(`${number}:${foldName(city.name)}`, { lat: Number(city.latitude), lng: Number(city.longitude) });
  }
  const stateCentre = (number: number) => {
    const iso = divisions.wilayas.find((wilaya) => wilaya.number === number)?.iso;
    const state = iso === undefined ? undefined : isoStates.get(iso);
    if (!state) throw new Error(`country-state-city has no Algerian state for wilaya ${number}`);
    return { lat: Number(state.latitude), lng: Number(state.longitude) };
  };

  const communes = new Map<number, TCommune>();
  const add = (onsCode: number, rawName: string, nameAr: string) => {
    if (communes.has(onsCode)) return;
    const placeId = communePlaceId(divisions, onsCode);
    // The wilaya its id names (that of 2019 onwards) and that of 1984: where country-state-city files its town.
    const idWilaya = Number(placeId.split(':')[1]);
    const folded = foldName(rawName);
    // A commune that bears its wilaya's name is its chef-lieu: it takes the official spelling.
    const official = [officialName.get(idWilaya), seatOf.get(onsCode)].find(
      (name) => name !== undefined && foldName(name) === folded,
    );
    const town = towns.get(`${idWilaya}:${folded}`) ?? towns.get(`${homeWilaya(onsCode)}:${folded}`);
    communes.set(onsCode, {
      code: String(onsCode).padStart(4, '0'),
      wilaya: communeWilayaOn(divisions, onsCode, day),
      placeId,
      name: official ?? titleCase(rawName),
      nameAr: nameAr.replace(/\s+/g, ' ').trim(),
      ...(town ?? stateCentre(idWilaya)),
    });
  };
  for (const entry of leblad) {
    for (const daira of entry.dairats ?? []) {
      for (const commune of daira.baladyiats ?? []) add(commune.code, commune.name, commune.name_ar);
    }
  }
  for (const commune of divisions.addedCommunes) add(commune.code, commune.name, commune.nameAr);
  for (const move of divisions.moves) {
    const unknown = move.communes.find((code) => !communes.has(code));
    if (unknown !== undefined) throw new Error(`algeria-divisions.json: no commune ${unknown} (move to ${move.to})`);
  }

  const wilayas: TWilaya[] = wilayasOn(divisions, day).map((wilaya) => {
    const seat = wilaya.seat === undefined ? undefined : communes.get(wilaya.seat);
    if (wilaya.seat !== undefined && !seat) throw new Error(`algeria-divisions.json: no commune ${wilaya.seat}`);
    return {
      number: wilaya.number,
      code: wilayaCode(wilaya.number),
      name: wilaya.name,
      nameAr: wilaya.nameAr,
      ...(seat ? { lat: seat.lat, lng: seat.lng } : stateCentre(wilaya.number)),
    };
  });
  const inEffect = new Set(wilayas.map((wilaya) => wilaya.number));
  for (const commune of communes.values()) {
    if (!inEffect.has(commune.wilaya)) {
      throw new Error(
        `algeria-divisions.json: commune ${commune.code} is in wilaya ${commune.wilaya}, not in effect on ${day}`,
      );
    }
  }

  const algeria = {
    wilayas,
    communes: [...communes.values()].sort((a, b) => a.wilaya - b.wilaya || a.code.localeCompare(b.code)),
  };
  if (shared) cached = { day, algeria };
  return algeria;
}
