export type TMapPoint = { lat: number; lng: number; label: string };

export type TRouteMapProps = {
  from: TMapPoint;
  to: TMapPoint;
  /** Names the map for assistive technologies ('Carte du trajet de Rouiba à Es Senia'). */
  label: string;
  /** Titles of the zoom buttons, in the interface language. */
  zoomInLabel: string;
  zoomOutLabel: string;
  height?: number;
  /** The route's line ([lat, lng] pairs) when a routing engine drew it; else the straight line between the two places. */
  geometry?: readonly (readonly [number, number])[];
  /** Dashed: the line is an estimate, not the road (default: dashed unless a geometry is given). */
  dashed?: boolean;
};
