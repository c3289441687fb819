import { writeStored } from '../app/storage.js';
import type { SavedMapState } from './initial-view.js';

/** The local settings section of the saved map state (centre and zoom, spec 01 §3). */
export const MAP_STATE_SECTION = 'mapState';

/** The part of the live map a restored view needs; MapLibre's map fits it. */
export interface MapCamera {
  jumpTo(options: { center: [number, number]; zoom: number }): unknown;
  /** Moves the centre, keeping the zoom (a followed vessel). */
  panTo?(center: [number, number]): unknown;
}

let liveMap: MapCamera | null = null;

/** The map view registers itself while it exists, so a restored view can move it. */
export function setLiveMapCamera(map: MapCamera | null): void {
  liveMap = map;
}

/** The live map's camera while the map view exists. */
export function liveMapCamera(): MapCamera | null {
  return liveMap;
}

/**
 * Shows a view restored from the user's saved data and keeps it as the local map state.
 * A live map is moved directly: writing the address instead would race MapLibre's own
 * throttled address update, which could put the old view back before the map read the new
 * one. Before the map exists, the address carries the view to its creation.
 */
export function showMapState({ center, zoom }: SavedMapState): void {
  const [lon, lat] = center;
  writeStored(MAP_STATE_SECTION, { center: [lon, lat], zoom });
  if (liveMap) {
    liveMap.jumpTo({ center: [lon, lat], zoom });
    return;
  }
  const url = new URL(window.location.href);
  url.hash = `map=${zoom.toFixed(2)}/${lat.toFixed(5)}/${lon.toFixed(5)}`;
  window.history.replaceState(window.history.state, '', url);
}
