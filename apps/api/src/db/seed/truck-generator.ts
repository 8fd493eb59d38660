import { ALL_TRUCK_TYPES, TRUCK_GOODS, TRUCK_LIMITS, offerToday, truckFamily } from '@tariq/contracts';
import type { TTx } from '../client';
import { trucks } from '../schema';
import type { TNewTruckRow } from '../schema';
import type { createRandom, TGeneratorPlace } from './offer-generator';

/**
 * Realistic truck postings for the demo and the benchmarks (issue 28): complete types of the
 * catalogue with capacities that suit them, departures and arrivals at Algerian places, free from
 * today to a month ahead, most of them visible.
 */

/** The complete types (no subtypes), and what each carries: weight in kg, length in m, volume in m³. */
const CAPACITIES: Record<string, { weight: number; length: number; volume: number }> = {
  van_12m3: { weight: 1200, length: 3.2, volume: 12 },
  van_14m3: { weight: 1300, length: 3.7, volume: 14 },
  van_17m3: { weight: 1400, length: 4.2, volume: 17 },
  van_20m3: { weight: 1500, length: 4.8, volume: 20 },
  box_trailer_12t: { weight: 12000, length: 7.2, volume: 45 },
  box_trailer_19t: { weight: 19000, length: 9.6, volume: 60 },
  rigid_12t: { weight: 6000, length: 7.2, volume: 40 },
  rigid_14t: { weight: 7500, length: 7.5, volume: 45 },
  rigid_19t: { weight: 10000, length: 9.5, volume: 55 },
  tautliner_standard: { weight: 24000, length: 13.6, volume: 90 },
  tautliner_mega: { weight: 24000, length: 13.6, volume: 100 },
  refrigerated: { weight: 22000, length: 13.3, volume: 86 },
  flatbed: { weight: 25000, length: 13.6, volume: 0 },
  container_chassis: { weight: 28000, length: 12.2, volume: 67 },
};

const COMPLETE_TYPES = ALL_TRUCK_TYPES.filter((entry) => !entry.subTypes?.length).map((entry) => entry.value);
const NAMES = [
  'Renault T',
  'Volvo FH',
  'Scania R',
  'Mercedes Actros',
  'DAF XF',
  'Iveco S-Way',
  'MAN TGX',
  'Shacman X3000',
];

type TRandom = ReturnType<typeof createRandom>;

function pick<T>(random: TRandom, items: readonly T[]): T {
  return random.pick(items);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function placeColumns<P extends 'start' | 'end'>(side: P, place: TGeneratorPlace) {
  const city = place.kind === 'city';
  return {
    [`${side}Country`]: place.country,
    [`${side}PlaceId`]: place.id,
    [`${side}StateCode`]: place.stateCode,
    [`${side}StateName`]: place.stateName,
    [`${side}CityId`]: city ? place.id.split(':')[2]! : null,
    [`${side}CityName`]: city ? place.name : null,
    [`${side}Lat`]: place.lat,
    [`${side}Lng`]: place.lng,
  };
}

export function generateTrucks(options: {
  count: number;
  owners: readonly { companyId: string; userId: string | null }[];
  places: readonly TGeneratorPlace[];
  now: Date;
  random: TRandom;
  /** The share with alerts on (0 by default). */
  alertsShare?: number;
}): TNewTruckRow[] {
  const { random, now } = options;
  const today = offerToday(now);
  return Array.from({ length: options.count }, (_, index) => {
    const owner = options.owners[index % options.owners.length]!;
    const type = pick(random, COMPLETE_TYPES);
    const capacity = CAPACITIES[type] ?? { weight: 20000, length: 13.6, volume: 80 };
    const start = pick(random, options.places);
    const end = pick(random, options.places);
    const from = addDays(today, Math.floor(random.next() * 30));
    const visible = random.next() > 0.05;
    return {
      companyId: owner.companyId,
      createdByUserId: owner.userId,
      name: `${pick(random, NAMES)} ${100 + Math.floor(random.next() * 900)}`,
      type,
      family: truckFamily(type),
      goods: random.next() < 0.6 ? [] : [pick(random, TRUCK_GOODS)],
      canTakeDangerousGoods: random.next() < 0.15,
      weightKg: Math.min(capacity.weight, TRUCK_LIMITS.weightKgMax),
      lengthM: capacity.length,
      volumeM3: capacity.volume > 0 ? capacity.volume : null,
      ...(placeColumns('start', start) as Pick<
        TNewTruckRow,
        'startCountry' | 'startPlaceId' | 'startStateCode' | 'startStateName' | 'startLat' | 'startLng'
      >),
      ...(placeColumns('end', end) as Pick<
        TNewTruckRow,
        'endCountry' | 'endPlaceId' | 'endStateCode' | 'endStateName' | 'endLat' | 'endLng'
      >),
      availableFrom: from,
      availableUntil: random.next() < 0.3 ? null : addDays(from, 1 + Math.floor(random.next() * 14)),
      useSocietyContact: true,
      isVisible: visible,
      visibleSince: visible ? now : null,
      // Asked already: a seeded posting is not a day old for the bell.
      availabilityAskedAt: now,
      alerts: random.next() < (options.alertsShare ?? 0),
      createdAt: now,
      updatedAt: now,
    };
  });
}

export async function insertTrucks(tx: TTx, rows: TNewTruckRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(trucks).values(rows);
}
