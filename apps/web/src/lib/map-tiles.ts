/**
 * The map tiles of every map of the web. The server's `TILE_URL` (apps/api/src/config.ts) opens its
 * origin in the Content-Security-Policy, but the web has no way to read it yet (no config endpoint):
 * this is its default, and the two must change together. A blocked tile server costs the maps their
 * background only: markers and lines are drawn without tiles.
 */
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Required by OpenStreetMap's tile usage policy. */
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
