import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { createTileMap, textTooltip } from '../../lib/leaflet-map';
import type { TTrackMapPoint, TTrackMapProps } from './types';

const FROM_COLOR = '#1c7ed6';
const TO_COLOR = '#e03131';
const TRAIL_COLOR = '#2f9e44';
const TRUCK_COLOR = '#f08c00';

type TLayers = { map: L.Map; trail: L.Polyline; truck: L.CircleMarker; fitted: boolean };

const toLatLng = (point: TTrackMapPoint): L.LatLngTuple => [point.lat, point.lng];

/**
 * The map itself, loaded by track-map.tsx only when shown. It is built once per mission's places;
 * a new position moves the truck marker and extends the trail without building the map again (a
 * position arrives every 10 seconds while the page is open). Circle markers, no PNG icons.
 */
export default function LeafletTrackMap({
  trail,
  from,
  to,
  label,
  truckLabel,
  zoomInLabel,
  zoomOutLabel,
  height,
}: TTrackMapProps & { height: number }) {
  const container = useRef<HTMLDivElement>(null);
  const layers = useRef<TLayers | null>(null);
  const fromKey = from ? `${from.lat},${from.lng},${from.label}` : '';
  const toKey = to ? `${to.lat},${to.lng},${to.label}` : '';
  // Read by the effect that builds the map, without rebuilding it when they change.
  const latest = useRef({ trail, from, to, truckLabel });
  latest.current = { trail, from, to, truckLabel };

  useEffect(() => {
    if (!container.current) return;
    const map = createTileMap(container.current, { zoomInLabel, zoomOutLabel, renderer: L.svg() });
    const { from: start, to: end } = latest.current;
    for (const [place, color] of [
      [start, FROM_COLOR],
      [end, TO_COLOR],
    ] as const) {
      if (!place) continue;
      L.circleMarker(toLatLng(place), { radius: 7, color: '#fff', weight: 2, fillColor: color, fillOpacity: 1 })
        .bindTooltip(textTooltip(place.label), { permanent: true, direction: 'top', offset: [0, -7] })
        .addTo(map);
    }
    const trailLine = L.polyline([], { color: TRAIL_COLOR, weight: 4, className: 'track-map-trail' }).addTo(map);
    const truck = L.circleMarker([0, 0], {
      radius: 9,
      color: '#fff',
      weight: 3,
      fillColor: TRUCK_COLOR,
      fillOpacity: 1,
      className: 'track-map-truck',
    }).bindTooltip(textTooltip(latest.current.truckLabel), { permanent: true, direction: 'top', offset: [0, -9] });
    layers.current = { map, trail: trailLine, truck, fitted: false };
    // The places alone, until a position comes.
    const places = [start, end].filter((place): place is NonNullable<typeof place> => Boolean(place));
    if (places.length > 0) map.fitBounds(L.latLngBounds(places.map(toLatLng)), { padding: [40, 40], maxZoom: 12 });
    else map.setView([28, 2.6], 5);
    return () => {
      layers.current = null;
      map.remove();
    };
  }, [fromKey, toKey, zoomInLabel, zoomOutLabel]);

  // Each new trail: the line and the truck follow; the view fits the trail once, then stays where the user put it.
  useEffect(() => {
    const current = layers.current;
    if (!current) return;
    const points = trail.map(toLatLng);
    current.trail.setLatLngs(points);
    const last = points.at(-1);
    if (!last) {
      current.truck.remove();
      return;
    }
    current.truck.setLatLng(last);
    current.truck.setTooltipContent(textTooltip(truckLabel));
    if (!current.map.hasLayer(current.truck)) current.truck.addTo(current.map);
    if (!current.fitted) {
      current.fitted = true;
      const { from: start, to: end } = latest.current;
      const bounds = L.latLngBounds([...points, ...[start, end].flatMap((place) => (place ? [toLatLng(place)] : []))]);
      current.map.fitBounds(bounds, { padding: [40, 40], maxZoom: 13 });
    }
  }, [trail, truckLabel, fromKey, toKey]);

  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      {/* Left to right in Arabic too (Leaflet positions its panes from the left); isolated under modals. */}
      <div
        ref={container}
        dir="ltr"
        style={{ height, borderRadius: 'var(--mantine-radius-md)', isolation: 'isolate' }}
      />
    </figure>
  );
}
