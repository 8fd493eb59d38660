import type { TOptionValue, TPlaceValue } from '@tariq/contracts';
import { PUBLIC_AFTER_MINUTES } from '@tariq/contracts/offers';

/** What the form holds: places as the picker gives them, numbers as typed ('' while empty). */
export type TStopFormValues = {
  place: TPlaceValue | null;
  address: string;
  date: string;
  time: string;
  comment: string;
};

type TNumber = number | '';

export type TDelayUnit = 'minutes' | 'hours';

export type TOfferFormValues = {
  departure: TStopFormValues;
  destination: TStopFormValues;
  goods_type: TOptionValue<'goodsType'> | null;
  weight_kg: TNumber;
  height_m: TNumber;
  length_m: TNumber;
  width_m: TNumber;
  mpl: TNumber;
  pallets: Partial<Record<TOptionValue<'palletType'>, TNumber>>;
  pallets_stacked: boolean;
  container_type: TOptionValue<'containerType'> | null;
  container_size: TOptionValue<'containerSize'> | null;
  bulk_type: TOptionValue<'bulkType'> | null;
  truck_type: string | null;
  truck_power_type: TOptionValue<'truckPowerType'> | null;
  tail_lift: boolean;
  handling: 'carrier' | 'client';
  dangerous: boolean;
  refrigerated: boolean;
  price: TNumber;
  price_negotiable: boolean;
  currency: TOptionValue<'currency'>;
  payment_method: TOptionValue<'paymentMethod'> | null;
  payment_term: TOptionValue<'paymentTerm'> | null;
  visibility: 'public' | 'private';
  /** A private offer reaches the whole network, or the groups and carriers chosen below. */
  audience: 'network' | 'chosen';
  private_audience: { groups: string[]; carriers: string[] };
  /** The cascade: 'publier dans la bourse publique si personne ne l'a prise après N minutes/heures'. */
  public_after: { enabled: boolean; delay: TNumber; unit: TDelayUnit };
  show_contact: boolean;
  instant_booking: boolean;
  loading_reference: string;
  unloading_reference: string;
  copies: number;
};

const emptyStop = (): TStopFormValues => ({ place: null, address: '', date: '', time: '', comment: '' });

export function emptyOfferForm(): TOfferFormValues {
  return {
    departure: emptyStop(),
    destination: emptyStop(),
    goods_type: null,
    weight_kg: '',
    height_m: '',
    length_m: '',
    width_m: '',
    mpl: '',
    pallets: {},
    pallets_stacked: false,
    container_type: null,
    container_size: null,
    bulk_type: null,
    truck_type: null,
    truck_power_type: null,
    tail_lift: false,
    handling: 'carrier',
    dangerous: false,
    refrigerated: false,
    price: '',
    price_negotiable: true,
    currency: 'DZD',
    payment_method: null,
    payment_term: null,
    visibility: 'public',
    audience: 'network',
    private_audience: { groups: [], carriers: [] },
    public_after: { enabled: false, delay: 2, unit: 'hours' },
    show_contact: true,
    instant_booking: false,
    loading_reference: '',
    unloading_reference: '',
    copies: 1,
  };
}

const orNull = <T>(value: T | '' | null | undefined): T | null => (value === '' || value === undefined ? null : value);
const textOrNull = (value: string) => (value.trim() === '' ? null : value);

function stopRequest(stop: TStopFormValues) {
  return {
    country: stop.place?.country ?? null,
    place_id: stop.place?.place_id ?? null,
    address: stop.address,
    date: stop.date,
    time: stop.time,
    comment: textOrNull(stop.comment),
  };
}

/** The cascade's delay in minutes, as the API takes it; null when it is off or not a number yet. */
export function publicAfterMinutes(publicAfter: TOfferFormValues['public_after']): number | null {
  if (!publicAfter.enabled || publicAfter.delay === '') return null;
  return publicAfter.unit === 'hours' ? Math.round(publicAfter.delay * 60) : publicAfter.delay;
}

/** What a private offer adds: who it reaches and the cascade; nothing of them for a public one. */
function privateRequest(values: TOfferFormValues) {
  if (values.visibility !== 'private')
    return { private_audience: { groups: [], carriers: [] }, public_after_minutes: null };
  return {
    private_audience:
      values.audience === 'chosen'
        ? { groups: [...values.private_audience.groups], carriers: [...values.private_audience.carriers] }
        : { groups: [], carriers: [] },
    // Left as typed when it is not a whole number of minutes: the contract then says why.
    public_after_minutes: publicAfterMinutes(values.public_after),
  };
}

/**
 * The API request of the form's values: empty numbers become null, the fields of another goods
 * type are left out. Checked by the contract's schema, on the page and on the server.
 */
export function toOfferRequest(values: TOfferFormValues) {
  const pallets = Object.fromEntries(
    Object.entries(values.pallets).filter(([, count]) => count !== '' && count !== undefined && count !== null),
  );
  const isContainer = values.goods_type === 'container';
  const isBulk = values.goods_type === 'bulk' || values.goods_type === 'solid_bulk';
  return {
    departure: stopRequest(values.departure),
    destination: stopRequest(values.destination),
    goods_type: values.goods_type,
    weight_kg: orNull(values.weight_kg),
    height_m: orNull(values.height_m),
    length_m: orNull(values.length_m),
    width_m: orNull(values.width_m),
    mpl: orNull(values.mpl),
    pallets: values.goods_type === 'palletised' ? pallets : {},
    pallets_stacked: values.goods_type === 'palletised' && values.pallets_stacked,
    container_type: isContainer ? values.container_type : null,
    container_size: isContainer ? values.container_size : null,
    bulk_type: isBulk ? values.bulk_type : null,
    truck_type: values.truck_type,
    truck_power_type: values.truck_power_type,
    tail_lift: values.tail_lift,
    handling: values.handling,
    dangerous: values.dangerous,
    refrigerated: values.refrigerated,
    price: orNull(values.price),
    price_negotiable: values.price_negotiable,
    currency: values.currency,
    payment_method: values.payment_method,
    payment_term: values.payment_term,
    visibility: values.visibility,
    ...privateRequest(values),
    show_contact: values.show_contact,
    instant_booking: values.instant_booking,
    loading_reference: textOrNull(values.loading_reference),
    unloading_reference: textOrNull(values.unloading_reference),
  };
}

/** A template keeps what was filled in, and the places as the picker showed them. */
export function toTemplateOffer(values: TOfferFormValues) {
  const request = toOfferRequest(values);
  const stop = (side: 'departure' | 'destination') => {
    const place = values[side].place;
    const filled = Object.fromEntries(
      Object.entries(request[side]).filter(([, value]) => value !== null && value !== ''),
    );
    return place ? { ...filled, place } : filled;
  };
  const filled = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== null && value !== ''));
  return { ...filled, departure: stop('departure'), destination: stop('destination') };
}

type TStopLike = Partial<{
  place: TPlaceValue;
  country: string;
  place_id: string;
  state: { id: string; name: string };
  city: { id: string; name: string } | null;
  lat: number;
  lng: number;
  address: string;
  date: string;
  time: string;
  comment: string | null;
}>;

function stopFromSaved(saved: TStopLike | undefined): TStopFormValues {
  const stop = emptyStop();
  if (!saved) return stop;
  const place: TPlaceValue | null =
    saved.place ??
    (saved.country && saved.place_id && saved.state && saved.lat !== undefined && saved.lng !== undefined
      ? {
          country: saved.country,
          place_id: saved.place_id,
          state: saved.state,
          city: saved.city ?? null,
          lat: saved.lat,
          lng: saved.lng,
        }
      : null);
  return {
    place,
    address: saved.address ?? '',
    date: saved.date ?? '',
    time: saved.time ?? '',
    comment: saved.comment ?? '',
  };
}

/** A delay in minutes as the form shows it: in hours when it is a whole number of them. */
function delayFields(minutes: number): Pick<TOfferFormValues['public_after'], 'delay' | 'unit'> {
  return minutes % 60 === 0 ? { delay: minutes / 60, unit: 'hours' } : { delay: minutes, unit: 'minutes' };
}

/**
 * The cascade of a saved offer (`public_after`, the time it goes public) or of a template
 * (`public_after_minutes`). An offer's time becomes the minutes left from `now`, so that saving it
 * unchanged keeps it; never under the contract's minimum, which a cascade due within minutes would be.
 */
function publicAfterFrom(saved: Record<string, unknown>, now: number): TOfferFormValues['public_after'] {
  const off = emptyOfferForm().public_after;
  // Already in the public exchange by its cascade: nothing left to wait for.
  if (typeof saved.made_public_at === 'string') return off;
  if (typeof saved.public_after === 'string') {
    const left = Math.ceil((Date.parse(saved.public_after) - now) / 60_000);
    if (Number.isNaN(left)) return off;
    return {
      enabled: true,
      ...delayFields(Math.min(PUBLIC_AFTER_MINUTES.max, Math.max(PUBLIC_AFTER_MINUTES.min, left))),
    };
  }
  if (typeof saved.public_after_minutes === 'number')
    return { enabled: true, ...delayFields(saved.public_after_minutes) };
  return off;
}

function audienceFrom(saved: Record<string, unknown>): Pick<TOfferFormValues, 'audience' | 'private_audience'> {
  const audience = saved.private_audience as Partial<TOfferFormValues['private_audience']> | null | undefined;
  const groups = Array.isArray(audience?.groups) ? audience.groups : [];
  const carriers = Array.isArray(audience?.carriers) ? audience.carriers : [];
  return {
    audience: groups.length > 0 || carriers.length > 0 ? 'chosen' : 'network',
    private_audience: { groups, carriers },
  };
}

/** The form's values from a saved offer or template (what is missing stays empty). */
export function offerFormFrom(saved: Record<string, unknown>, now = Date.now()): TOfferFormValues {
  const empty = emptyOfferForm();
  const values = { ...empty } as Record<string, unknown>;
  const own = new Set<keyof TOfferFormValues>([
    'departure',
    'destination',
    'copies',
    'audience',
    'private_audience',
    'public_after',
  ]);
  for (const key of Object.keys(empty) as (keyof TOfferFormValues)[]) {
    if (own.has(key)) continue;
    const value = saved[key];
    if (value !== undefined) values[key] = value === null && typeof empty[key] !== 'object' ? empty[key] : value;
  }
  values.departure = stopFromSaved(saved.departure as TStopLike | undefined);
  values.destination = stopFromSaved(saved.destination as TStopLike | undefined);
  if (values.pallets === null) values.pallets = {};
  Object.assign(values, audienceFrom(saved));
  values.public_after = publicAfterFrom(saved, now);
  return values as TOfferFormValues;
}

/** A request field the form shows elsewhere: the place picker holds the country and the place. */
export function formFieldOf(requestField: string): string {
  return requestField
    .replace(/^(departure|destination)\.(country|place_id)$/, '$1.place')
    .replace(/^private_audience\.(groups|carriers)\..*$/, 'private_audience.$1')
    .replace(/^public_after_minutes$/, 'public_after.delay');
}
