import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './leaflet-points-map.css';
import L from 'leaflet';
// A Leaflet plugin of the old kind: it adds L.markerClusterGroup to the global L that leaflet's own
// script sets, so it is imported after it.
import 'leaflet.markercluster';
import { useEffect, useRef } from 'react';
import { createTileMap } from '../../lib/leaflet-map';

export type TMapPoint = {
  uid: string;
  lat: number;
  lng: number;
  title: string;
  /** Added to this marker's class, after the map's (`tariq-driver-marker--offline`): a state of its own. */
  className?: string;
};

export type TLeafletPointsMapProps = {
  points: TMapPoint[];
  label: string;
  /** Added to every marker's class (`tariq-freight-marker`): which map's marker it is. */
  markerClassName: string;
  zoomInLabel: string;
  zoomOutLabel: string;
  onSelect: (uid: string) => void;
  height: number;
};

/** Algeria as a whole, when there is nothing to fit the map to. */
const DEFAULT_VIEW: { center: L.LatLngTuple; zoom: number } = { center: [31.5, 2.8], zoom: 5 };

/**
 * Points (offers at their loading place, trucks at their departure), clustered where they crowd.
 * Markers and clusters are drawn (no image), so the map works with no tile server reachable; each
 * is reachable with Tab and opens with Enter (Leaflet's keyboard markers). Loaded with a map page only.
 */
export default function LeafletPointsMap({
  points,
  label,
  markerClassName,
  zoomInLabel,
  zoomOutLabel,
  onSelect,
  height,
}: TLeafletPointsMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    if (!container.current) return;
    const map = createTileMap(container.current, { zoomInLabel, zoomOutLabel });

    const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
    const icons = new Map<string, L.DivIcon>();
    const iconOf = (className = '') => {
      let icon = icons.get(className);
      if (!icon) {
        const classes = ['tariq-map-marker', markerClassName, className].filter(Boolean).join(' ');
        icons.set(className, (icon = L.divIcon({ className: classes, html: '', iconSize: [16, 16] })));
      }
      return icon;
    };
    const markers = points
      .filter((point) => Number.isFinite(point.lat) && Number.isFinite(point.lng))
      .map((point) =>
        // `title` is set as an attribute by Leaflet (text, never markup): the marker's accessible name.
        L.marker([point.lat, point.lng], {
          icon: iconOf(point.className),
          title: point.title,
          alt: point.title,
          keyboard: true,
        }).on('click', () => select.current(point.uid)),
      );
    cluster.addLayers(markers);
    map.addLayer(cluster);
    if (markers.length > 0) map.fitBounds(cluster.getBounds(), { padding: [40, 40], maxZoom: 10 });
    else map.setView(DEFAULT_VIEW.center, DEFAULT_VIEW.zoom);
    return () => {
      map.remove();
    };
  }, [points, markerClassName, zoomInLabel, zoomOutLabel]);

  // Plain elements, no Mantine: this chunk then shares no module with the login route.
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
