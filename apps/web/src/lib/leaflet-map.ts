import L from 'leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from './map-tiles';

/**
 * A Leaflet map as every map of Tariq starts: zoom buttons titled in the interface language, no
 * wheel zoom (the page scrolls past the map: the wheel must not zoom it on the way), the configured
 * tiles (the map works without them). Imported only by the maps' lazy chunks: Leaflet stays out of
 * the pages' first load.
 */
export function createTileMap(
  container: HTMLElement,
  options: { zoomInLabel: string; zoomOutLabel: string; maxZoom?: number; renderer?: L.Renderer },
): L.Map {
  const map = L.map(container, {
    zoomControl: false,
    scrollWheelZoom: false,
    ...(options.renderer ? { renderer: options.renderer } : {}),
  });
  L.control.zoom({ zoomInTitle: options.zoomInLabel, zoomOutTitle: options.zoomOutLabel }).addTo(map);
  L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: options.maxZoom ?? 18 }).addTo(map);
  return map;
}

/** A tooltip's content as a text node: Leaflet writes a string tooltip as HTML, and names are the users'. */
export function textTooltip(text: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
}
