import { ALL_TRUCK_TYPES, truckFamily } from '../catalogues/vehicles';
import { FULL_LOAD } from '../invoicing/immobilisation';

/** Route options (spec 001 §9): avoid tolls, fastest, shortest. */
export const ROUTE_OPTIONS = ['fastest', 'shortest', 'avoid_tolls'] as const;
export type TRouteOption = (typeof ROUTE_OPTIONS)[number];

/**
 * Toll classes by axles and weight (spec 001 §9): under 3.5 t, 2 axles under 12 t, 2 axles 12 t and
 * over, 3 axles, more than 3 axles. The same classes carry the fuel consumption and the payload
 * the footprint is figured with.
 */
export const VEHICLE_CLASSES = ['under_3_5t', 'axles2_under_12t', 'axles2_12t_plus', 'axles3', 'axles4_plus'] as const;
export type TVehicleClass = (typeof VEHICLE_CLASSES)[number];

/**
 * The class of each truck type of the catalogue (spec 001 §3), from what the type is:
 * - vans (12 to 20 m³) are light commercial vehicles, under 3.5 t gross weight;
 * - box trailers and rigids (12, 14, 19 t: their gross weight) are two-axle rigid trucks of 12 t and over;
 * - tautliners, reefers, flatbeds and container chassis are semi-trailers drawn by a tractor:
 *   2 axles on the tractor and 3 on the trailer, more than 3.
 * No catalogue type is a 2-axle truck under 12 t or a 3-axle rigid: those classes are chosen by hand
 * in the route modal.
 */
const CLASS_OF_FAMILY: Record<string, TVehicleClass> = {
  van: 'under_3_5t',
  box_trailer: 'axles2_12t_plus',
  rigid: 'axles2_12t_plus',
  tautliner: 'axles4_plus',
  refrigerated: 'axles4_plus',
  flatbed: 'axles4_plus',
  container_chassis: 'axles4_plus',
};

/** The articulated class when a type is unknown: the most common truck of the exchange, and the dearest toll. */
export const DEFAULT_VEHICLE_CLASS: TVehicleClass = 'axles4_plus';

export function vehicleClassOfTruckType(truckType: string | null | undefined): TVehicleClass {
  if (!truckType || !ALL_TRUCK_TYPES.some((entry) => entry.value === truckType)) return DEFAULT_VEHICLE_CLASS;
  return CLASS_OF_FAMILY[truckFamily(truckType)] ?? DEFAULT_VEHICLE_CLASS;
}

/**
 * The payload a class carries when full, in kg: a partial load's footprint is its weight's share of
 * it (allocation by mass, EN 16258 §6 / ISO 14083). Figures: the articulated class is the
 * standard semi-trailer's 24 t (`FULL_LOAD`); the others are the catalogue's sizes less their tare,
 * rounded down — a 3.5 t van carries about 1.2 t, a 7.5 t rigid about 4 t, a 19 t rigid about
 * 10 t, a 26 t three-axle rigid about 15 t (manufacturers' typical tares: 2.3 t, 3.5 t, 9 t, 11 t).
 */
export const VEHICLE_PAYLOAD = {
  source:
    "Catalogue gross weights (spec 001 §3) less manufacturers' typical tares; articulated: FULL_LOAD (standard semi-trailer, 24 t at 40 t gross)",
  recordedOn: '2026-11-29',
  kg: {
    under_3_5t: 1_200,
    axles2_under_12t: 4_000,
    axles2_12t_plus: 10_000,
    axles3: 15_000,
    axles4_plus: FULL_LOAD.weightKg,
  },
} as const satisfies { kg: Record<TVehicleClass, number> } & Record<string, unknown>;
