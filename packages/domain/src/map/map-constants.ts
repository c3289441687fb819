/** A geographic bounding box in WGS84 degrees, ordered west, south, east, north. */
export type LngLatBounds = readonly [west: number, south: number, east: number, north: number];

/**
 * The view the map opens on before any saved map state exists: Norwegian waters from the
 * North Atlantic to the Barents Sea (spec 01 §9, "about" these values).
 */
export const INITIAL_BOUNDS: LngLatBounds = [-12.9, 56.6, 50.7, 71.9];

/** Lowest zoom level the map allows (spec 01 §3, §9). */
export const MIN_ZOOM = 0;

/** Highest zoom level the map allows (spec 01 §3, §9). */
export const MAX_ZOOM = 22;

/** Debounce before the map state is saved, in milliseconds (spec 01 §9). */
export const MAP_STATE_SAVE_DEBOUNCE_MS = 250;

/** Clamp a zoom level to the range the map allows. */
export function clampZoom(zoom: number): number {
  if (Number.isNaN(zoom)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}
