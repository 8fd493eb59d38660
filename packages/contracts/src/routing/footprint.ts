import type { TCentimes } from '../invoicing/money';
import { DIESEL_EMISSION_FACTOR, DIESEL_PRICES, FUEL_CONSUMPTION, TOLL_TARIFFS } from './facts';
import { VEHICLE_PAYLOAD } from './vehicle-classes';
import type { TVehicleClass } from './vehicle-classes';

/** Litres of diesel a class burns over a distance, to the tenth of a litre. */
export function fuelLitres(distanceKm: number, vehicleClass: TVehicleClass): number {
  return Math.round((distanceKm * FUEL_CONSUMPTION.litresPer100Km[vehicleClass] * 10) / 100) / 10;
}

/** What the fuel costs in the country, or null when its price is not known to Tariq. */
export function fuelCost(
  country: string,
  litres: number,
): { centimes: TCentimes; currency: string; centimesPerLitre: TCentimes } | null {
  const price = (DIESEL_PRICES as Record<string, (typeof DIESEL_PRICES)['DZ'] | undefined>)[country];
  if (!price) return null;
  return {
    centimes: Math.round(litres * price.centimesPerLitre),
    currency: price.currency,
    centimesPerLitre: price.centimesPerLitre,
  };
}

/** The toll of `tollKm` on toll roads, or null when the country's tariff or the toll distance is not known. */
export function tollCost(
  country: string,
  vehicleClass: TVehicleClass,
  tollKm: number | null,
): { centimes: TCentimes | null; currency: string; source: string } {
  const tariff = (TOLL_TARIFFS as Record<string, (typeof TOLL_TARIFFS)['DZ'] | undefined>)[country];
  if (!tariff) return { centimes: null, currency: DIESEL_PRICES.DZ.currency, source: '' };
  const perKm = tariff.centimesPerKm[vehicleClass];
  // A free country's toll is 0 whatever the engine knows of toll roads.
  if (perKm === 0) return { centimes: 0, currency: tariff.currency, source: tariff.source };
  return {
    centimes: tollKm === null ? null : Math.round(tollKm * perKm),
    currency: tariff.currency,
    source: tariff.source,
  };
}

/** The share of the vehicle a load takes, by mass: 1 for a full one. */
export function loadShare(vehicleClass: TVehicleClass, weightKg: number | null): number {
  if (weightKg === null || !(weightKg > 0)) return 1;
  return Math.min(1, weightKg / VEHICLE_PAYLOAD.kg[vehicleClass]);
}

/**
 * The CO2e of a transport, kg to the tenth, by the fuel-based method: distance × the class's
 * litres per 100 km × the well-to-wheel factor of diesel, times the load's share of the vehicle.
 */
export function co2eKg(input: { distanceKm: number; vehicleClass: TVehicleClass; weightKg: number | null }): number {
  const litres = (input.distanceKm * FUEL_CONSUMPTION.litresPer100Km[input.vehicleClass]) / 100;
  const whole = litres * DIESEL_EMISSION_FACTOR.wellToWheelKgPerLitre;
  return Math.round(whole * loadShare(input.vehicleClass, input.weightKg) * 10) / 10;
}
