import type { TCentimes } from '../invoicing/money';
import type { TVehicleClass } from './vehicle-classes';

/**
 * Reference facts of routes, tolls, fuel and emissions (issue 31): each with its source and the day
 * it was recorded. A figure changes here and nowhere else.
 */

/**
 * Toll tariffs per country and class, in centimes per kilometre driven on toll roads. A country
 * absent from this table has no known tariff: the modal says the toll is not known rather than 0.
 *
 * Algeria: no toll is collected on its motorways (the East-West motorway's toll stations were
 * built, the toll was never put in force, and in 2026 the motorway agency and the President said
 * it will not be for now): 0 DA for every class.
 */
export const TOLL_TARIFFS = {
  DZ: {
    currency: 'DZD',
    centimesPerKm: { under_3_5t: 0, axles2_under_12t: 0, axles2_12t_plus: 0, axles3: 0, axles4_plus: 0 },
    source:
      "Président Tebboune, entretien du 7 février 2026 : « Il n'y aura pas de points de péage sur l'autoroute » (TSA, tsa-algerie.com/?p=288399 ; Algérie360, 8 février 2026) ; le directeur général d'Algérie Autoroutes sur la Chaîne 3, 11 janvier 2026 : le péage « n'est pas à l'ordre du jour »",
    recordedOn: '2026-11-29',
  },
} as const satisfies Record<
  string,
  { currency: string; centimesPerKm: Record<TVehicleClass, TCentimes>; source: string; recordedOn: string }
>;

/**
 * Average fuel consumption of each class, litres of diesel per 100 km, empty running included: the
 * default values ("valeurs de niveau 1") of the French CO2 information of transport services.
 * Van: VUL 3,5 t PTAC, express, 0,160 l/km; under 12 t: porteur 7,5 t, marchandises diverses,
 * 0,220 l/km; 12 t and over: porteur 19 t, messagerie, 0,270 l/km; more than 3 axles: ensemble
 * articulé 40 t, longue distance, 0,342 l/km. The table has no 3-axle rigid (26 t): its figure is
 * Tariq's interpolation between the 19 t rigid and the 40 t articulated, (27,0 + 34,2) / 2.
 */
export const FUEL_CONSUMPTION = {
  litresPer100Km: {
    under_3_5t: 16,
    axles2_under_12t: 22,
    axles2_12t_plus: 27,
    axles3: 30.6,
    axles4_plus: 34.2,
  },
  source:
    'Arrêté du 10 avril 2012 (France, TRAT1209296A), annexe II « valeurs de niveau 1 », transport routier de marchandises ; porteur 3 essieux interpolé par Tariq',
  recordedOn: '2026-11-29',
} as const satisfies { litresPer100Km: Record<TVehicleClass, number> } & Record<string, unknown>;

/** Diesel pump price per country, centimes per litre. */
export const DIESEL_PRICES = {
  DZ: {
    currency: 'DZD',
    centimesPerLitre: 31_00,
    since: '2026-01-01',
    source:
      'Ministère des Hydrocarbures et des Mines, communiqué du 2 janvier 2026 (Radio Algérienne, news.radioalgerie.dz/fr/node/77012) : « le gasoil passe de 29,01 DA/L à 31 DA/L » au 1er janvier 2026 (décision de l’ARH du 31 décembre 2025)',
    recordedOn: '2026-11-29',
  },
} as const satisfies Record<
  string,
  { currency: string; centimesPerLitre: TCentimes; since: string; source: string; recordedOn: string }
>;

/**
 * Greenhouse gases of a litre of diesel without biofuel (Algerian diesel has none), well to
 * wheel: the fuel's production and delivery (well to tank) plus its burning (tank to wheel).
 */
export const DIESEL_EMISSION_FACTOR = {
  method: 'EN 16258:2012',
  tankToWheelKgPerLitre: 2.67,
  wellToTankKgPerLitre: 0.57,
  wellToWheelKgPerLitre: 3.24,
  source:
    'EN 16258:2012, annexe A, gazole sans biocarburant : 2,67 kg CO2e/L du réservoir à la roue, 3,24 du puits à la roue (cités par VerkehrsRundschau, 2012, et DKV Mobility ; la norme elle-même n’a pas pu être lue ici) ; amont = 3,24 − 2,67',
  recordedOn: '2026-11-29',
} as const;

/** The name the footprint's method is stored under on each mission (missions.co2_method). */
export const CO2_METHOD = `fondée sur la consommation de carburant, ${DIESEL_EMISSION_FACTOR.method}, du puits à la roue, répartie par la masse`;
