import {
  ACCESS_RULES,
  CO2_METHOD,
  FUEL_CONSUMPTION,
  co2eKg,
  formatAmount,
  fuelCost,
  fuelLitres,
  tollCost,
  vehicleClassOfTruckType,
} from '@tariq/contracts';
import type { TRoute, TRouteEngine, TRouteOption, TRouteQuery, TVehicleClass } from '@tariq/contracts';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { defineInstanceState } from '../../platform/modules';
import { getPlaceSnapshot } from '../places';
import type { TPlaceSnapshot } from '../places';
import { estimateRoute } from './estimate';
import type { TEngineRoute } from './estimate';
import { osrmRoute } from './osrm';
import { findStoredRoute, storeRoute } from './routing.repository';
import type { TRouteKey } from './routing.repository';

/** A route as the module gives it to other modules and to its own call. */
export type TComputedRoute = {
  engine: TRouteEngine;
  estimate: boolean;
  /** The external engine failed and the estimate answered instead. */
  fallback: boolean;
  option: TRouteOption;
  distanceKm: number | null;
  durationMin: number | null;
  tollKm: number | null;
  geometry: [number, number][];
};

/** Routes an instance keeps in memory, most recent last; past the bound the oldest goes (about 4 KB each). */
const MEMORY_ROUTES = 2000;
/** After a failure, the external engine is left alone this long: requests do not each wait for its time-out. */
const ENGINE_PAUSE_MS = 30_000;

const routingState = defineInstanceState('routing', () => ({
  routes: new Map<string, TComputedRoute>(),
  engineResumesAt: 0,
}));

function keyOf(key: TRouteKey): string {
  return `${key.engine}|${key.option}|${key.fromPlaceId}|${key.toPlaceId}`;
}

function remember(ctx: TAppContext, key: string, route: TComputedRoute): void {
  const { routes } = routingState.of(ctx);
  routes.delete(key);
  routes.set(key, route);
  if (routes.size > MEMORY_ROUTES) routes.delete(routes.keys().next().value!);
}

function toComputed(
  engine: TRouteEngine,
  option: TRouteOption,
  route: TEngineRoute | null,
  fallback = false,
): TComputedRoute {
  return {
    engine,
    estimate: engine === 'estimate',
    fallback,
    option,
    distanceKm: route ? Math.round(route.distanceM / 1000) : null,
    durationMin: route ? Math.round(route.durationS / 60) : null,
    tollKm: route?.tollDistanceM == null ? null : Math.round(route.tollDistanceM / 100) / 10,
    geometry: route?.geometry ?? [],
  };
}

/**
 * The route between two places: the estimate, or the OSRM server's when `ROUTING_URL` is set —
 * read from this instance's memory, then from the routes every instance stored, and asked of the
 * server only the first time. A failing server answers the estimate, marked `fallback`, and is
 * left alone for a while; its answer is never stored, so the server's own route comes once it is back.
 */
export async function routeBetween(
  ctx: TAppContext,
  from: TPlaceSnapshot,
  to: TPlaceSnapshot,
  option: TRouteOption = 'fastest',
): Promise<TComputedRoute> {
  const baseUrl = ctx.config.routingUrl;
  // The estimate knows no roads: its three options are the same route, computed, never stored.
  if (!baseUrl) return toComputed('estimate', option, estimateRoute(from, to));
  const key: TRouteKey = { fromPlaceId: from.placeId, toPlaceId: to.placeId, option, engine: 'osrm' };
  const memoryKey = keyOf(key);
  const state = routingState.of(ctx);
  const held = state.routes.get(memoryKey);
  if (held) return held;
  const stored = await ctx.db.read((db) => findStoredRoute(db, key));
  if (stored) {
    const route = toComputed('osrm', option, stored);
    remember(ctx, memoryKey, route);
    return route;
  }
  const now = ctx.clock.now();
  if (now.getTime() >= state.engineResumesAt) {
    try {
      const computed = await osrmRoute(baseUrl, from, to, option);
      await ctx.db.transaction((tx) =>
        storeRoute(tx, { ...key, ...computed, tollDistanceM: computed.tollDistanceM ?? 0 }, now),
      );
      const route = toComputed('osrm', option, computed);
      remember(ctx, memoryKey, route);
      return route;
    } catch {
      state.engineResumesAt = now.getTime() + ENGINE_PAUSE_MS;
    }
  }
  return toComputed('estimate', option, estimateRoute(from, to), true);
}

/** A truck's footprint on a distance: what a mission stores at the deal (missions.co2e_kg, co2_method). */
export function footprintOf(input: { distanceKm: number | null; truckType: string; weightKg: number | null }): {
  vehicleClass: TVehicleClass;
  co2eKg: number | null;
  co2Method: string;
} {
  const vehicleClass = vehicleClassOfTruckType(input.truckType);
  return {
    vehicleClass,
    co2eKg:
      input.distanceKm === null
        ? null
        : co2eKg({ distanceKm: input.distanceKm, vehicleClass, weightKg: input.weightKg }),
    co2Method: CO2_METHOD,
  };
}

async function placeOrFieldError(ctx: TAppContext, fromId: string, toId: string) {
  const [from, to] = await ctx.db.read((db) => Promise.all([getPlaceSnapshot(db, fromId), getPlaceSnapshot(db, toId)]));
  if (!from || !to) {
    const fields: Record<string, { key: 'invalid' }> = {};
    if (!from) fields.from = { key: 'invalid' };
    if (!to) fields.to = { key: 'invalid' };
    throw new AppError('VALIDATION', { fields });
  }
  return { from, to };
}

/** GET /api/routes: the route map modal's figures — the route, its toll, its fuel and its CO2e. */
export async function getRoute(
  ctx: TAppContext,
  auth: TAuth,
  query: Required<Pick<TRouteQuery, 'from' | 'to' | 'option'>> & Pick<TRouteQuery, 'vehicle_class' | 'truck_type'>,
): Promise<TRoute> {
  assertAccess(auth, ACCESS_RULES.offerInsights);
  const { from, to } = await placeOrFieldError(ctx, query.from, query.to);
  const route = await routeBetween(ctx, from, to, query.option);
  const vehicleClass = query.vehicle_class ?? vehicleClassOfTruckType(query.truck_type);
  const toll = tollCost(from.country, vehicleClass, route.tollKm);
  const litres = route.distanceKm === null ? null : fuelLitres(route.distanceKm, vehicleClass);
  const fuel = litres === null ? null : fuelCost(from.country, litres);
  const fuelPrice = fuelCost(from.country, 1);
  return {
    engine: route.engine,
    estimate: route.estimate,
    fallback: route.fallback,
    option: route.option,
    distance_km: route.distanceKm,
    duration_min: route.durationMin,
    geometry: route.geometry,
    vehicle_class: vehicleClass,
    toll: {
      km: route.tollKm,
      amount: toll.centimes === null ? null : formatAmount(toll.centimes),
      currency: toll.currency,
      source: toll.source,
    },
    fuel: {
      litres,
      litres_per_100km: FUEL_CONSUMPTION.litresPer100Km[vehicleClass],
      price_per_litre: fuelPrice ? formatAmount(fuelPrice.centimesPerLitre) : null,
      amount: fuel ? formatAmount(fuel.centimes) : null,
      currency: fuelPrice?.currency ?? 'DZD',
      source: FUEL_CONSUMPTION.source,
    },
    co2e_kg: route.distanceKm === null ? null : co2eKg({ distanceKm: route.distanceKm, vehicleClass, weightKg: null }),
  };
}
