import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TTrackMapProps } from './types';

export type { TTrackMapPoint, TTrackMapProps } from './types';

// Leaflet loads with the first map shown, not with the page (as the route map).
const LeafletTrackMap = lazy(() => import('./leaflet-track-map'));

/** A truck's trail and last position, with its loading and unloading places. Works without tiles. */
export function TrackMap(props: TTrackMapProps) {
  const height = props.height ?? 320;
  return (
    <Suspense fallback={<Skeleton height={height} radius="md" />}>
      <LeafletTrackMap {...props} height={height} />
    </Suspense>
  );
}
