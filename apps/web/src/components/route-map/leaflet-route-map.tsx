import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { createTileMap, textTooltip } from '../../lib/leaflet-map';
import type { TRouteMapProps } from './types';

const FROM_COLOR = '#1c7ed6';
const TO_COLOR = '#e03131';

/**
 * The map itself, loaded by route-map.tsx only when shown. Circle markers are drawn, not images:
 * Leaflet's default marker icons are PNGs that break under bundlers and would be one more download.
 */
export default function LeafletRouteMap({
  from,
  to,
  label,
  zoomInLabel,
  zoomOutLabel,
  height,
  geometry,
  dashed,
}: TRouteMapProps & { height: number }) {
  const container = useRef<HTMLDivElement>(null);
  // The map is built again only when what it shows changes, not on every render of the page.
  const { lat: fromLat, lng: fromLng, label: fromLabel } = from;
  const { lat: toLat, lng: toLng, label: toLabel } = to;

  useEffect(() => {
    if (!container.current) return;
    // SVG rather than canvas: each marker is an element, drawn the same in every browser.
    const map = createTileMap(container.current, { zoomInLabel, zoomOutLabel, renderer: L.svg() });

    const points: L.LatLngTuple[] = [
      [fromLat, fromLng],
      [toLat, toLng],
    ];
    const line: L.LatLngTuple[] = geometry?.length ? geometry.map(([lat, lng]) => [lat, lng]) : points;
    const isDashed = dashed ?? !geometry?.length;
    L.polyline(
      line,
      isDashed ? { color: '#495057', weight: 3, dashArray: '6 6' } : { color: '#1971c2', weight: 4 },
    ).addTo(map);
    for (const [point, name, color] of [
      [points[0]!, fromLabel, FROM_COLOR],
      [points[1]!, toLabel, TO_COLOR],
    ] as const) {
      L.circleMarker(point, { radius: 8, color: '#fff', weight: 2, fillColor: color, fillOpacity: 1 })
        .bindTooltip(textTooltip(name), { permanent: true, direction: 'top', offset: [0, -8] })
        .addTo(map);
    }
    map.fitBounds(L.latLngBounds([...points, ...line]), { padding: [40, 40], maxZoom: 12 });
    return () => {
      map.remove();
    };
  }, [fromLat, fromLng, fromLabel, toLat, toLng, toLabel, zoomInLabel, zoomOutLabel, geometry, dashed]);

  // Plain elements, no Mantine here: this chunk then shares no module with the login route, whose
  // chunks would otherwise be split further (the login route has a 180 KB budget).
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      {/* Map panes are positioned in pixels from the left: kept left-to-right in Arabic too. Isolated,
          so Leaflet's panes (z-index 400 and up) stay under the page's modals and menus. */}
      <div
        ref={container}
        dir="ltr"
        style={{ height, borderRadius: 'var(--mantine-radius-md)', isolation: 'isolate' }}
      />
    </figure>
  );
}
