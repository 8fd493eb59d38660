import { describe, expect, it } from 'vitest';
import { ALL_TRUCK_TYPES } from './catalogues/vehicles';
import {
  DIESEL_EMISSION_FACTOR,
  DIESEL_PRICES,
  FUEL_CONSUMPTION,
  TOLL_TARIFFS,
  VEHICLE_CLASSES,
  co2eKg,
  fuelCost,
  fuelLitres,
  tollCost,
  vehicleClassOfTruckType,
} from './routing';

describe('vehicle classes (spec 001 §9 toll classes)', () => {
  it.each([
    ['van', 'under_3_5t'],
    ['van_12m3', 'under_3_5t'],
    ['van_20m3', 'under_3_5t'],
    ['box_trailer_12t', 'axles2_12t_plus'],
    ['rigid_14t', 'axles2_12t_plus'],
    ['rigid_19t', 'axles2_12t_plus'],
    ['tautliner_standard', 'axles4_plus'],
    ['tautliner_mega', 'axles4_plus'],
    ['refrigerated', 'axles4_plus'],
    ['flatbed', 'axles4_plus'],
    ['container_chassis', 'axles4_plus'],
  ])('%s is %s', (truckType, expected) => {
    expect(vehicleClassOfTruckType(truckType)).toBe(expected);
  });

  it('gives every catalogue type a class, and an unknown or missing type the articulated one', () => {
    for (const type of ALL_TRUCK_TYPES) expect(VEHICLE_CLASSES).toContain(vehicleClassOfTruckType(type.value));
    expect(vehicleClassOfTruckType('spaceship')).toBe('axles4_plus');
    expect(vehicleClassOfTruckType(null)).toBe('axles4_plus');
  });
});

describe('tolls and fuel', () => {
  it('charges 0 DA of toll in Algeria for every class, even where the engine knows no toll roads, with its source', () => {
    for (const vehicleClass of VEHICLE_CLASSES) {
      expect(tollCost('DZ', vehicleClass, null)).toMatchObject({ centimes: 0, currency: 'DZD' });
      expect(tollCost('DZ', vehicleClass, 380)).toMatchObject({ centimes: 0, currency: 'DZD' });
    }
    expect(TOLL_TARIFFS.DZ.source).toMatch(/péage/);
  });

  it('knows no tariff for a country outside its table: unknown, not free', () => {
    expect(tollCost('FR', 'axles4_plus', 100).centimes).toBeNull();
  });

  it('figures litres and their cost at the country’s diesel price', () => {
    // 432 km × 34.2 l/100 km = 147.744 l → 147.7 l; × 31.00 DA = 4 578.70 DA.
    expect(fuelLitres(432, 'axles4_plus')).toBe(147.7);
    expect(fuelCost('DZ', 147.7)).toEqual({ centimes: 4_578_70, currency: 'DZD', centimesPerLitre: 31_00 });
    expect(fuelCost('FR', 10)).toBeNull();
    expect(DIESEL_PRICES.DZ.source).toMatch(/31 DA/);
  });

  it('keeps every fact with its source and the day it was recorded', () => {
    for (const fact of [FUEL_CONSUMPTION, DIESEL_EMISSION_FACTOR, DIESEL_PRICES.DZ, TOLL_TARIFFS.DZ]) {
      expect(fact.source.length).toBeGreaterThan(20);
      expect(fact.recordedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(DIESEL_EMISSION_FACTOR.tankToWheelKgPerLitre + DIESEL_EMISSION_FACTOR.wellToTankKgPerLitre).toBeCloseTo(
      DIESEL_EMISSION_FACTOR.wellToWheelKgPerLitre,
      9,
    );
  });
});

describe('CO2e of a transport (fuel-based, well to wheel, allocated by mass)', () => {
  // Each expected value by hand: km × l/100 km ÷ 100 × 3.24 kg/l × min(1, weight ÷ payload).
  it.each([
    // 432 × 34.2 / 100 = 147.744 l × 3.24 = 478.69 kg: a full semi-trailer (24 t).
    [{ distanceKm: 432, vehicleClass: 'axles4_plus', weightKg: 24_000 }, 478.7],
    // The same truck a quarter full: 6 t of 24 t.
    [{ distanceKm: 432, vehicleClass: 'axles4_plus', weightKg: 6_000 }, 119.7],
    // A van, weight unknown: the whole vehicle. 100 × 16 / 100 = 16 l × 3.24.
    [{ distanceKm: 100, vehicleClass: 'under_3_5t', weightKg: null }, 51.8],
    // A 19 t rigid half full (5 t of 10 t): 200 × 27 / 100 = 54 l × 3.24 = 174.96 × 0.5.
    [{ distanceKm: 200, vehicleClass: 'axles2_12t_plus', weightKg: 5_000 }, 87.5],
    // Heavier than the payload counts as full: 100 km of a 19 t rigid = 27 l × 3.24.
    [{ distanceKm: 100, vehicleClass: 'axles2_12t_plus', weightKg: 12_000 }, 87.5],
    // A 3-axle rigid: 1 000 × 30.6 / 100 = 306 l × 3.24 = 991.44, 15 t of 15 t.
    [{ distanceKm: 1_000, vehicleClass: 'axles3', weightKg: 15_000 }, 991.4],
    [{ distanceKm: 0, vehicleClass: 'axles4_plus', weightKg: 24_000 }, 0],
  ] as const)('%o → %f kg', (input, expected) => {
    expect(co2eKg(input)).toBe(expected);
  });
});
