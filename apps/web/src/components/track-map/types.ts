export type TTrackMapPoint = { lat: number; lng: number };

export type TTrackMapProps = {
  /** The trail, oldest first; its last point is the truck's last position. */
  trail: readonly TTrackMapPoint[];
  /** The loading and unloading places, when known, drawn as the route map draws them. */
  from?: (TTrackMapPoint & { label: string }) | null;
  to?: (TTrackMapPoint & { label: string }) | null;
  /** Names the map for assistive technologies ('Position du camion …'). */
  label: string;
  /** The truck marker's tooltip (the driver's name and plate). */
  truckLabel: string;
  /** Titles of the zoom buttons, in the interface language. */
  zoomInLabel: string;
  zoomOutLabel: string;
  height?: number;
};
