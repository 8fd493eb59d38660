import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TRouteMapProps } from './types';

export type { TMapPoint, TRouteMapProps } from './types';

// Leaflet (about 40 KB gzip of script, and its CSS) loads with the first map shown, not with the page.
const LeafletRouteMap = lazy(() => import('./leaflet-route-map'));

/** Two places and the straight line between them, fitted to both. Works without tiles (offline, blocked). */
export function RouteMap(props: TRouteMapProps) {
  const height = props.height ?? 280;
  return (
    <Suspense fallback={<Skeleton height={height} radius="md" />}>
      <LeafletRouteMap {...props} height={height} />
    </Suspense>
  );
}
