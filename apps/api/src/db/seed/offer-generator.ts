import { randomBytes } from 'node:crypto';
import {
  ALL_TRUCK_TYPES,
  NUMBER_PREFIXES,
  OFFER_LIMITS,
  OPTION_LISTS,
  offerExpiresAt,
  offerToday,
} from '@tariq/contracts';
import type { TOfferStatus } from '@tariq/contracts';
import { eq } from 'drizzle-orm';
import type { TDatabase, TTx } from '../client';
import { withNumbers } from '../numbers';
import { offers, places } from '../schema';
import { estimateRoadKm } from '../../modules/routing';
import type { TNewOfferRow } from '../schema';

/** Realistic offers for the demo accounts and the search benchmark: never run in production. */

export type TGeneratorPlace = {
  id: string;
  country: string;
  stateCode: string;
  stateName: string;
  kind: 'state' | 'city';
  name: string;
  lat: number;
  lng: number;
};

/** Algerian wilayas and communes, the places generated offers start from and go to. */
export async function loadGeneratorPlaces(db: TDatabase, country = 'DZ'): Promise<TGeneratorPlace[]> {
  const rows = await db.read((d) =>
    d
      .select({
        id: places.id,
        country: places.country,
        stateCode: places.stateCode,
        stateName: places.stateName,
        kind: places.kind,
        name: places.name,
        lat: places.lat,
        lng: places.lng,
      })
      .from(places)
      .where(eq(places.country, country)),
  );
  return rows;
}

/** A small deterministic generator (mulberry32): the same seed gives the same offers. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
    chance: (probability: number) => next() < probability,
  };
}
export type TRandom = ReturnType<typeof createRandom>;

const COMPLETE_TRUCK_TYPES = ALL_TRUCK_TYPES.filter((type) => !type.subTypes?.length).map((type) => type.value);
const STREETS = [
  'rue Didouche Mourad',
  'boulevard Zighout Youcef',
  'zone industrielle',
  'route nationale 5',
  'rue Larbi Ben Mhidi',
  'zone d’activités',
  'port, quai 4',
  'entrepôt central',
];
const HOURS = ['06:00', '07:30', '08:00', '09:00', '10:30', '13:00', '14:00', '16:00', '18:00'];

export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

function stop(side: 'dep' | 'dest', place: TGeneratorPlace, date: string, time: string, random: TRandom) {
  const isCity = place.kind === 'city';
  return {
    [`${side}Country`]: place.country,
    [`${side}PlaceId`]: place.id,
    [`${side}StateCode`]: place.stateCode,
    [`${side}StateName`]: place.stateName,
    [`${side}CityId`]: isCity ? place.id.split(':')[2]! : null,
    [`${side}CityName`]: isCity ? place.name : null,
    [`${side}Lat`]: place.lat,
    [`${side}Lng`]: place.lng,
    [`${side}Address`]: `${random.int(1, 120)} ${random.pick(STREETS)}`,
    [`${side}Date`]: date,
    [`${side}Time`]: time,
    [`${side}Comment`]: random.chance(0.2) ? 'Appeler le magasinier 30 min avant.' : null,
  };
}

export type TGenerateOffersOptions = {
  count: number;
  owners: ReadonlyArray<{ companyId: string; userId: string | null }>;
  places: readonly TGeneratorPlace[];
  now: Date;
  random: TRandom;
  /** The status of the i-th offer; default: in exchange. */
  statusOf?: (index: number) => TOfferStatus;
};

/** An offer as generated: numbered when inserted (`withNumbers`), as the app numbers its offers. */
export type TGeneratedOffer = Omit<TNewOfferRow, 'number'>;

export function generateOffers(options: TGenerateOffersOptions): TGeneratedOffer[] {
  const { random } = options;
  const today = offerToday(options.now);
  return Array.from({ length: options.count }, (_, index) => {
    const status = options.statusOf?.(index) ?? 'in_exchange';
    const owner = random.pick(options.owners);
    const from = random.pick(options.places);
    let to = random.pick(options.places);
    while (to.id === from.id) to = random.pick(options.places);
    // Open offers leave today or later; past statuses left in the last weeks.
    const offset =
      status === 'in_exchange' || status === 'scheduled'
        ? random.int(0, 14)
        : status === 'in_progress'
          ? random.int(-1, 0)
          : random.int(-30, -2);
    const depDate = addDays(today, offset);
    const km = haversineKm(from, to);
    const destDate = addDays(depDate, km > 450 ? 1 : random.int(0, 1));
    const depTime = random.pick(HOURS.slice(0, 5));
    const destTime = destDate === depDate ? random.pick(HOURS.slice(5)) : random.pick(HOURS);
    const goodsType = random.pick(OPTION_LISTS.goodsType);
    const mpl = Math.round(random.int(10, 132)) / 10;
    const hasPrice = random.chance(0.75);
    const price = hasPrice ? Math.round(random.int(15_000, 450_000) / 500) * 500 : null;
    const publishedAt = new Date(options.now.getTime() - random.int(1, 60 * 24 * 20) * 60_000);
    return {
      uid: randomBytes(9).toString('base64url'),
      shipperCompanyId: owner.companyId,
      publishedByUserId: owner.userId,
      status,
      ...stop('dep', from, depDate, depTime, random),
      ...stop('dest', to, destDate, destTime, random),
      goodsType,
      weightKg: random.int(1, OFFER_LIMITS.weightKgMax / 500) * 500,
      heightM: random.pick([2.2, 2.4, 2.6, 2.7, 3, 4]),
      lengthM: random.chance(0.5) ? random.pick([4.2, 7.5, 13.6]) : null,
      widthM: random.chance(0.5) ? random.pick([2.1, 2.4, 2.48, 2.55]) : null,
      mpl,
      pallets: goodsType === 'palletised' ? { [random.pick(OPTION_LISTS.palletType)]: random.int(1, 33) } : {},
      palletsStacked: goodsType === 'palletised' && random.chance(0.3),
      containerType: goodsType === 'container' ? random.pick(OPTION_LISTS.containerType) : null,
      containerSize: goodsType === 'container' ? random.pick(OPTION_LISTS.containerSize) : null,
      bulkType: goodsType === 'bulk' || goodsType === 'solid_bulk' ? random.pick(OPTION_LISTS.bulkType) : null,
      truckType: random.pick(COMPLETE_TRUCK_TYPES),
      truckPowerType: random.pick(OPTION_LISTS.truckPowerType),
      tailLift: random.chance(0.2),
      handling: random.pick(['carrier', 'client']),
      dangerous: random.chance(0.05),
      refrigerated: random.chance(0.15),
      price: price === null ? null : price.toFixed(2),
      priceNegotiable: price === null || random.chance(0.5),
      currency: 'DZD',
      paymentMethod: random.pick(OPTION_LISTS.paymentMethod),
      paymentTerm: random.pick(OPTION_LISTS.paymentTerm),
      visibility: 'public',
      showContact: random.chance(0.7),
      loadingReference: random.chance(0.3) ? `CH-${random.int(1000, 9999)}` : null,
      unloadingReference: null,
      // As a publication has it (routing's estimate): two places that share their coordinates
      // (communes placed at their wilaya's centre, lacking their own) have no known distance, not 0 km.
      distanceKm: from.lat === to.lat && from.lng === to.lng ? null : Math.round(estimateRoadKm(km)),
      cancelReason: status === 'cancelled' ? 'Commande client annulée' : null,
      publishedAt,
      updatedAt: publishedAt,
      expiresAt: offerExpiresAt(depDate),
      // Generated data is not news: no alert rings for it (issue 28).
      alertsCheckedAt: publishedAt,
    } as TGeneratedOffer;
  });
}

/** Inserts generated offers in the caller's transaction, each with its number; answers the rows inserted. */
export async function insertGeneratedOffers(tx: TTx, rows: TGeneratedOffer[]): Promise<TNewOfferRow[]> {
  const numbered = await withNumbers(tx, {
    kind: 'offer',
    prefix: NUMBER_PREFIXES.offer,
    rows,
    at: (row) => row.publishedAt ?? new Date(),
  });
  if (numbered.length > 0) await tx.insert(offers).values(numbered);
  return numbered;
}

/** The demo shipper's 40 offers across many wilayas, in every status. */
export const DEMO_OFFER_STATUSES: readonly TOfferStatus[] = [
  ...Array<TOfferStatus>(16).fill('in_exchange'),
  ...Array<TOfferStatus>(6).fill('scheduled'),
  ...Array<TOfferStatus>(5).fill('in_progress'),
  ...Array<TOfferStatus>(6).fill('completed'),
  ...Array<TOfferStatus>(4).fill('cancelled'),
  ...Array<TOfferStatus>(3).fill('expired'),
];
