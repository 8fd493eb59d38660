import 'leaflet/dist/leaflet.css';
import './leaflet-zones-map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { createTileMap } from '../../../lib/leaflet-map';

export type TZonePoint = { code: string; name: string; lat: number; lng: number };

export type TLeafletZonesMapProps = {
  points: TZonePoint[];
  selected: readonly string[];
  label: string;
  zoomInLabel: string;
  zoomOutLabel: string;
  onToggle: (code: string) => void;
  height: number;
};

/** Algeria as a whole. */
const VIEW: { center: L.LatLngTuple; zoom: number } = { center: [31.5, 2.8], zoom: 5 };

/**
 * One drawn marker per wilaya, at its coordinates: a click (or Enter) chooses it or gives it back.
 * No image and no tile needed: the markers are elements, the tiles only a background. Loaded with
 * the zones step only.
 */
export default function LeafletZonesMap({
  points,
  selected,
  label,
  zoomInLabel,
  zoomOutLabel,
  onToggle,
  height,
}: TLeafletZonesMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const toggle = useRef(onToggle);
  useEffect(() => {
    toggle.current = onToggle;
  }, [onToggle]);

  useEffect(() => {
    if (!container.current) return;
    const map = createTileMap(container.current, { zoomInLabel, zoomOutLabel, maxZoom: 12 });
    const placed = markers.current;
    for (const point of points) {
      if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) continue;
      const icon = L.divIcon({ className: 'tariq-zone-marker', html: point.code, iconSize: [26, 26] });
      // `title` is set as an attribute by Leaflet (text, never markup): the marker's accessible name.
      const marker = L.marker([point.lat, point.lng], { icon, title: point.name, alt: point.name, keyboard: true });
      marker.on('click', () => toggle.current(point.code));
      marker.addTo(map);
      placed.set(point.code, marker);
    }
    map.setView(VIEW.center, VIEW.zoom);
    return () => {
      placed.clear();
      map.remove();
    };
  }, [points, zoomInLabel, zoomOutLabel]);

  // The choice is shown on the markers' elements, without rebuilding the map.
  useEffect(() => {
    for (const [code, marker] of markers.current) {
      const element = marker.getElement();
      const isSelected = selected.includes(code);
      element?.classList.toggle('tariq-zone-marker--selected', isSelected);
      element?.setAttribute('aria-pressed', String(isSelected));
    }
  }, [selected, points]);

  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      {/* Panes are positioned from the left: kept left-to-right in Arabic too, and isolated so
          Leaflet's z-indexes stay under the page's menus and dialogs. */}
      <div
        ref={container}
        dir="ltr"
        style={{ height, borderRadius: 'var(--mantine-radius-md)', isolation: 'isolate' }}
      />
    </figure>
  );
}
