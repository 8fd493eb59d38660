import type { TRouteOption } from '@tariq/contracts';
import type { TEngineRoute, TPoint } from './estimate';

/**
 * The OSRM adapter (the standard HTTP API, `GET /route/v1/driving/{lng},{lat};{lng},{lat}`,
 * http://project-osrm.org/docs/v5.24.0/api/#route-service):
 * - fastest: OSRM's first route (it orders them by duration);
 * - shortest: the shortest of the route and its alternatives;
 * - avoid tolls: `exclude=toll` (a profile built with the toll class, as the car and truck
 *   profiles are; a server without it answers an error, and the estimate answers instead).
 * The toll segments are the steps whose intersections carry the `toll` class.
 */

const TIMEOUT_MS = 3000;

export class RoutingEngineError extends Error {}

type TOsrmStep = { distance: number; intersections?: { classes?: string[] }[] };
type TOsrmRoute = {
  distance: number;
  duration: number;
  geometry: { type: 'LineString'; coordinates: [number, number][] };
  legs: { steps?: TOsrmStep[] }[];
};
type TOsrmAnswer = { code: string; message?: string; routes?: TOsrmRoute[] };

export function osrmRouteUrl(baseUrl: string, from: TPoint, to: TPoint, option: TRouteOption): string {
  const params = new URLSearchParams({
    overview: 'simplified',
    geometries: 'geojson',
    steps: 'true',
    alternatives: option === 'shortest' ? 'true' : 'false',
  });
  if (option === 'avoid_tolls') params.set('exclude', 'toll');
  return `${baseUrl}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?${params.toString()}`;
}

function tollDistance(route: TOsrmRoute): number {
  let metres = 0;
  for (const leg of route.legs) {
    for (const step of leg.steps ?? []) {
      if (step.intersections?.some((crossing) => crossing.classes?.includes('toll'))) metres += step.distance;
    }
  }
  return metres;
}

function pick(routes: TOsrmRoute[], option: TRouteOption): TOsrmRoute {
  if (option !== 'shortest') return routes[0]!;
  return routes.reduce((best, route) => (route.distance < best.distance ? route : best));
}

export async function osrmRoute(
  baseUrl: string,
  from: TPoint,
  to: TPoint,
  option: TRouteOption,
): Promise<TEngineRoute> {
  let answer: TOsrmAnswer;
  try {
    const response = await fetch(osrmRouteUrl(baseUrl, from, to, option), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    answer = (await response.json()) as TOsrmAnswer;
    if (!response.ok && answer.code === 'Ok') throw new RoutingEngineError(`OSRM answered ${response.status}`);
  } catch (error) {
    if (error instanceof RoutingEngineError) throw error;
    throw new RoutingEngineError(`OSRM unreachable: ${(error as Error).message}`);
  }
  if (answer.code !== 'Ok' || !answer.routes?.length) {
    throw new RoutingEngineError(`OSRM: ${answer.code}${answer.message ? ` (${answer.message})` : ''}`);
  }
  const route = pick(answer.routes, option);
  return {
    distanceM: Math.round(route.distance),
    durationS: Math.round(route.duration),
    tollDistanceM: Math.round(tollDistance(route)),
    geometry: route.geometry.coordinates.map(([lng, lat]) => [lat, lng] as [number, number]),
  };
}
