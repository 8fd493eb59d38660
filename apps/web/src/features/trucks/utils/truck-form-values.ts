import type { TPlaceValue } from '@tariq/contracts/place-values';
import { offerToday } from '@tariq/contracts/offers';
import { TRUCK_GOODS, TRUCK_LIMITS, createTruckCreateSchema, createTruckUpdateSchema } from '@tariq/contracts/trucks';
import type { TTruck, TTruckCreateInput, TTruckPlace, TTruckUpdateInput } from '@tariq/contracts/trucks';
import { formIssues } from './truck-validation';
import type { TFormIssue } from './truck-validation';

/** A number field as the form holds it: '' while empty. */
export type TNumberField = number | '';

export type TTruckContactValues = {
  /** The account's contact is the truck's (spec 000 §5): the fields below are then not asked. */
  useSocietyContact: boolean;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  comment: string;
};

export type TTruckAvailabilityValues = {
  departure: TPlaceValue | null;
  arrival: TPlaceValue | null;
  startDate: string;
  endDate: string;
  /** In tonnes in the add wizard, in kg when editing (ARCHITECTURE.md §7). */
  weight: TNumberField;
  length: TNumberField;
  volume: TNumberField;
  goods: string[];
  canTakeDangerousGoods: boolean;
};

export type TTruckPropertiesValues = { name: string; type: string | null };

/** The add-truck wizard: its three steps' fields in one form. */
export type TTruckWizardValues = TTruckPropertiesValues & TTruckContactValues & TTruckAvailabilityValues;

export const WIZARD_STEP_COUNT = 3;

/** The form fields of each step of the wizard, in order (spec 000 §2, Modals). */
export const WIZARD_STEP_FIELDS: readonly (readonly string[])[] = [
  ['name', 'type'],
  ['useSocietyContact', 'contact.firstName', 'contact.lastName', 'contact.email', 'contact.phone', 'comment'],
  ['departure', 'arrival', 'startDate', 'endDate', 'weight', 'length', 'volume', 'goods', 'canTakeDangerousGoods'],
];

/** The step that shows a form field; the last one for a field no step names. */
export function stepOfField(field: string): number {
  const step = WIZARD_STEP_FIELDS.findIndex((fields) => fields.some((name) => field === name));
  return step === -1 ? WIZARD_STEP_COUNT - 1 : step;
}

export function emptyTruckWizard(): TTruckWizardValues {
  return {
    name: '',
    type: null,
    useSocietyContact: false,
    contact: { firstName: '', lastName: '', email: '', phone: '' },
    comment: '',
    departure: null,
    arrival: null,
    startDate: '',
    endDate: '',
    weight: '',
    length: '',
    volume: '',
    goods: [],
    canTakeDangerousGoods: false,
  };
}

/** Goods in the catalogue's order: a choice undone and made again is no change. */
export function sortGoods(goods: readonly string[]): string[] {
  const order = TRUCK_GOODS as readonly string[];
  return [...goods].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** Where a request field shows in the forms: the place pickers hold a country with its place. */
export function formFieldOf(requestField: string): string {
  if (/^(start(?!Date)|latitude|longitude)/.test(requestField)) return 'departure';
  if (/^end(?!Date)/.test(requestField)) return 'arrival';
  if (requestField === 'contact') return 'useSocietyContact';
  return requestField;
}

const numberOrNull = (value: TNumberField) => (value === '' ? null : value);

/** The request fields of a place, for the departure (`start`) or the arrival (`end`); none without a place. */
function placeRequest(side: 'start' | 'end', place: TPlaceValue | null): Partial<TTruckCreateInput> {
  if (!place) return {};
  const fields = {
    [`${side}Country`]: place.country,
    [`${side}State`]: place.state.name,
    [`${side}City`]: place.city?.name ?? null,
    [`${side}_place_id`]: place.place_id,
  };
  // The payload's coordinates are the departure's (spec 000 §3): where the truck waits.
  return side === 'start' ? { ...fields, latitude: place.lat, longitude: place.lng } : fields;
}

function contactRequest(values: TTruckContactValues): TTruckCreateInput['contact'] {
  return values.useSocietyContact ? { useSocietyContact: true } : { useSocietyContact: false, ...values.contact };
}

/** A request as the form builds it, before its check: a place may be missing, an empty weight is null ('Le poids est requis.'). */
export type TTruckRequestDraft<TRequest> = Partial<Omit<TRequest, 'weight'>> & { weight?: number | null };

/** `POST /api/trucks`: the wizard's values, the weight typed in tonnes sent in kg. */
export function toCreateTruckRequest(values: TTruckWizardValues): TTruckRequestDraft<TTruckCreateInput> {
  return {
    name: values.name,
    type: values.type ?? '',
    goods: sortGoods(values.goods) as TTruckCreateInput['goods'],
    canTakeDangerousGoods: values.canTakeDangerousGoods,
    // Tonnes to kg, rounded to the kilogram: 0.1 t is 100 kg, not 100.00000000000001.
    weight: values.weight === '' ? null : Math.round(values.weight * 1000),
    length: numberOrNull(values.length),
    volume: numberOrNull(values.volume),
    ...placeRequest('start', values.departure),
    ...placeRequest('end', values.arrival),
    startDate: values.startDate,
    endDate: values.endDate || null,
    contact: contactRequest(values),
    comment: values.comment || null,
    isVisible: true,
  };
}

/**
 * The wizard's refusals, as the server will give them (the contract's schema, today's date where
 * the trucks are). The weight's limit is told in tonnes, the unit the field is typed in: 80 t and
 * the server's 80 000 kg are the same limit (ARCHITECTURE.md §7).
 */
export function checkTruckWizard(values: TTruckWizardValues, today = offerToday()): TFormIssue[] {
  const result = createTruckCreateSchema({ today }).safeParse(toCreateTruckRequest(values));
  return formIssues(result.error, formFieldOf).map((issue) =>
    issue.field === 'weight' && issue.key === 'truckWeightTooBig'
      ? { ...issue, params: { max: TRUCK_LIMITS.weightTonnesMax, unit: 'tonne' } }
      : issue,
  );
}

// ---------------------------------------------------------------------------------------------
// Editing a truck: only what changed is sent (spec 000 §5)

function placeValueOf(place: TTruckPlace): TPlaceValue {
  return {
    country: place.country.alpha2,
    state: { id: place.stateId, name: place.state },
    // The truck names its city, not the city's own id: its place id stands for it.
    city: place.city ? { id: place.place_id, name: place.city } : null,
    place_id: place.place_id,
    lat: place.latitude,
    lng: place.longitude,
  };
}

export function propertiesValuesOf(truck: TTruck): TTruckPropertiesValues {
  return { name: truck.name, type: truck.type };
}

export function contactValuesOf(truck: TTruck): TTruckContactValues {
  return {
    useSocietyContact: truck.contact.useSocietyContact,
    contact: {
      firstName: truck.contact.firstName ?? '',
      lastName: truck.contact.lastName ?? '',
      email: truck.contact.email ?? '',
      phone: truck.contact.phone ?? '',
    },
    comment: truck.comment ?? '',
  };
}

/** The availability as the edit form shows it: the weight in kg. */
export function availabilityValuesOf(truck: TTruck): TTruckAvailabilityValues {
  return {
    departure: placeValueOf(truck.from),
    arrival: placeValueOf(truck.to),
    startDate: truck.availability.from,
    endDate: truck.availability.until ?? '',
    weight: truck.weight,
    length: truck.length ?? '',
    volume: truck.volume ?? '',
    goods: sortGoods(truck.goods),
    canTakeDangerousGoods: truck.canTakeDangerousGoods,
  };
}

/** The fields whose value differs from the one the form opened with. */
export function changedFields<TValues extends object>(values: TValues, initial: TValues): (keyof TValues)[] {
  return (Object.keys(initial) as (keyof TValues)[]).filter(
    (key) => JSON.stringify(values[key]) !== JSON.stringify(initial[key]),
  );
}

export function toPropertiesChanges(values: TTruckPropertiesValues, initial: TTruckPropertiesValues) {
  const changed = changedFields(values, initial);
  const changes: TTruckUpdateInput = {};
  if (changed.includes('name')) changes.name = values.name;
  if (changed.includes('type')) changes.type = values.type ?? '';
  return changes;
}

export function toContactChanges(values: TTruckContactValues, initial: TTruckContactValues) {
  const changed = changedFields(values, initial);
  const changes: TTruckUpdateInput = {};
  if (changed.includes('useSocietyContact') || changed.includes('contact')) changes.contact = contactRequest(values);
  if (changed.includes('comment')) changes.comment = values.comment.trim() ? values.comment : null;
  return changes;
}

/** The availability fields that changed; a place goes with its country, state and city. */
export function toAvailabilityChanges(values: TTruckAvailabilityValues, initial: TTruckAvailabilityValues) {
  const changed = changedFields(values, initial);
  const changes: TTruckRequestDraft<TTruckUpdateInput> = {};
  if (changed.includes('departure')) Object.assign(changes, placeRequest('start', values.departure));
  if (changed.includes('arrival')) Object.assign(changes, placeRequest('end', values.arrival));
  if (changed.includes('startDate')) changes.startDate = values.startDate;
  if (changed.includes('endDate')) changes.endDate = values.endDate || null;
  if (changed.includes('weight')) changes.weight = numberOrNull(values.weight);
  if (changed.includes('length')) changes.length = numberOrNull(values.length);
  if (changed.includes('volume')) changes.volume = numberOrNull(values.volume);
  if (changed.includes('goods')) changes.goods = sortGoods(values.goods) as TTruckUpdateInput['goods'];
  if (changed.includes('canTakeDangerousGoods')) changes.canTakeDangerousGoods = values.canTakeDangerousGoods;
  return changes;
}

function checkUpdate(changes: TTruckRequestDraft<TTruckUpdateInput>, today: string): TFormIssue[] {
  return formIssues(createTruckUpdateSchema({ today }).safeParse(changes).error, formFieldOf);
}

export function checkProperties(values: TTruckPropertiesValues): TFormIssue[] {
  // Both checked, changed or not: an empty name is refused before anything is sent.
  return checkUpdate({ name: values.name, type: values.type ?? '' }, offerToday());
}

export function checkContact(values: TTruckContactValues): TFormIssue[] {
  return checkUpdate({ contact: contactRequest(values), comment: values.comment || null }, offerToday());
}

/**
 * The availability's refusals: those of the changes (a start date kept as it was may be past, the
 * posting runs), and a place left empty (a country without its state: spec 000 §5).
 */
export function checkAvailability(
  values: TTruckAvailabilityValues,
  initial: TTruckAvailabilityValues,
  today = offerToday(),
): TFormIssue[] {
  const changes = toAvailabilityChanges(values, initial);
  const issues = checkUpdate(changes, today);
  // An end moved before a start left as it was: the server compares them, so does the form.
  if (changes.endDate && changes.startDate === undefined && values.startDate && changes.endDate < values.startDate)
    issues.push({ field: 'endDate', key: 'truckEndBeforeStart', params: {} });
  if (!values.departure) issues.push({ field: 'departure', key: 'startPlaceRequired', params: {} });
  if (!values.arrival) issues.push({ field: 'arrival', key: 'endPlaceRequired', params: {} });
  return issues;
}
