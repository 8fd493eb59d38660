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
};
