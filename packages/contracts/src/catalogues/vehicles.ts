/**
 * The vehicle catalogue of spec 001 §3 (each entry with a colour), the weight classes it cites and
 * the onboarding values of spec 000 §3. A type may have subtypes; a search on a parent type means
 * any of its subtypes (spec 000 §7, `/api/trucks`).
 */
export type TTruckType = {
  value: string;
  /** Translation key under `catalogue.truckType`. */
  labelKey: string;
  color: string;
  subTypes?: readonly TTruckType[];
};

/** An entry as written below, its value and its subtypes' kept as literal types (see TTruckTypeValue). */
type TTruckTypeEntry<V extends string, S extends readonly TAnyTruckTypeEntry[]> = {
  value: V;
  labelKey: string;
  color: string;
  subTypes?: S;
};
type TAnyTruckTypeEntry = TTruckTypeEntry<string, readonly TAnyTruckTypeEntry[]>;

const type = <const V extends string, const S extends readonly TAnyTruckTypeEntry[] = readonly []>(
  value: V,
  color: string,
  subTypes?: S,
): TTruckTypeEntry<V, S> => ({
  value,
  labelKey: `catalogue.truckType.${value}`,
  color,
  ...(subTypes ? { subTypes } : {}),
});

export const TRUCK_TYPES = [
  type('van', '#4dabf7', [
    type('van_12m3', '#4dabf7'),
    type('van_14m3', '#4dabf7'),
    type('van_17m3', '#4dabf7'),
    type('van_20m3', '#4dabf7'),
  ]),
  type('box_trailer', '#748ffc', [type('box_trailer_12t', '#748ffc'), type('box_trailer_19t', '#748ffc')]),
  type('rigid', '#9775fa', [type('rigid_12t', '#9775fa'), type('rigid_14t', '#9775fa'), type('rigid_19t', '#9775fa')]),
  type('tautliner', '#f783ac', [type('tautliner_standard', '#f783ac'), type('tautliner_mega', '#f783ac')]),
  type('refrigerated', '#3bc9db'),
  type('flatbed', '#ffa94d'),
  type('container_chassis', '#a9e34b'),
] as const;

type TTopEntry = (typeof TRUCK_TYPES)[number];
type TSubEntry<T> = T extends { subTypes?: readonly (infer E)[] } ? E : never;
/** Every type and subtype value (the catalogue has two levels), as a union: label records are typed by it. */
export type TTruckTypeValue = TTopEntry['value'] | TSubEntry<TTopEntry>['value'];

/** Weight classes cited by the spec (toll classes, filters). */
export const TRUCK_CLASSES = ['class_3_5t', 'class_7_5t', 'class_12_14t', 'class_19t', 'class_articulated'] as const;
export type TTruckClass = (typeof TRUCK_CLASSES)[number];

/** Vehicle types a carrier names in onboarding (spec 000 §3). */
export const ONBOARDING_TRUCK_TYPES = [
  'truckVan',
  'truck20M3',
  'truckPL7',
  'truckPL12',
  'truckPL19',
  'truckSPL',
] as const;
export type TOnboardingTruckType = (typeof ONBOARDING_TRUCK_TYPES)[number];

function flatten(types: readonly TTruckType[]): TTruckType[] {
  return types.flatMap((entry) => [entry, ...flatten(entry.subTypes ?? [])]);
}

/** Every type and subtype, parents first. */
export const ALL_TRUCK_TYPES: readonly TTruckType[] = flatten(TRUCK_TYPES);

export function findTruckType(value: string): TTruckType | undefined {
  return ALL_TRUCK_TYPES.find((entry) => entry.value === value);
}

/** A parent type stands for its subtypes: `van` → `van_12m3,van_14m3,van_17m3,van_20m3`. */
export function expandTruckType(value: string): string {
  const entry = findTruckType(value);
  return entry?.subTypes?.length ? entry.subTypes.map((sub) => sub.value).join(',') : value;
}

/** A complete type: a subtype, or a type that has none (spec 000 §5, edit properties). */
export function isCompleteTruckType(value: string): boolean {
  const entry = findTruckType(value);
  return entry !== undefined && !entry.subTypes?.length;
}

/** The top-level type a value belongs to (`van` for `van_12m3`, `van` for `van`): a truck's family, matched against a load's. */
export function truckFamily(value: string): string {
  return (
    TRUCK_TYPES.find((entry) => entry.value === value || entry.subTypes?.some((sub) => sub.value === value))?.value ??
    value
  );
}
