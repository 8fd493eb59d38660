import { distanceKm } from '../places';
import { ROAD_ESTIMATE } from './calibration';

export type TPoint = { lat: number; lng: number };

/** What an engine answers for one route. */
export type TEngineRoute = {
  distanceM: number;
  durationS: number;
  /** Metres on toll roads; null when the engine cannot tell. */
  tollDistanceM: number | null;
  /** [lat, lng] pairs. */
  geometry: [number, number][];
};

/**
 * The built-in engine: the great-circle distance between the two places stretched by the detour
 * factor fitted on real road distances between wilaya capitals (calibration.ts), driven at the
 * estimate's average speed; the line is the straight one between the two ends. Null when the two
 * places share their coordinates and are not the same (communes placed at their wilaya's centre):
 * nothing can be estimated.
 */
export function estimateRoute(
  from: TPoint & { placeId: string },
  to: TPoint & { placeId: string },
): TEngineRoute | null {
  if (from.placeId !== to.placeId && from.lat === to.lat && from.lng === to.lng) return null;
  const roadKm = estimateRoadKm(distanceKm(from.lat, from.lng, to.lat, to.lng));
  return {
    distanceM: Math.round(roadKm * 1000),
    durationS: Math.round((roadKm / ROAD_ESTIMATE.averageSpeedKmh) * 3600),
    tollDistanceM: null,
    geometry: [
      [from.lat, from.lng],
      [to.lat, to.lng],
    ],
  };
}

/** Road kilometres from great-circle ones, by the fitted detour factor. */
export function estimateRoadKm(greatCircleKm: number): number {
  return greatCircleKm * ROAD_ESTIMATE.detourFactor;
}
