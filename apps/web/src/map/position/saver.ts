import { clampZoom, MAP_STATE_SAVE_DEBOUNCE_MS } from '@havkart/domain';
import { writeStored } from '../../app/storage.js';
import { saveUserDataSection } from '../../user-data/user-data.js';
import { MAP_STATE_SECTION, type SavedMapState } from './start.js';

/** What a saved view is read from: MapLibre's map has both. */
export interface MapCameraReadout {
  getCenter(): { lng: number; lat: number };
  getZoom(): number;
}

/**
 * The saved map state of a live map: centre and zoom only (spec 01 §3). Bearing, layers,
 * popups and the rest of the map state stay out of it.
 */
export function mapStateToSave(map: MapCameraReadout): SavedMapState {
  const { lng, lat } = map.getCenter();
  return { center: [lng, lat], zoom: clampZoom(map.getZoom()) };
}

/**
 * Keeps a saved view: locally for everyone, and on the server when a user is signed in
 * (`saveUserDataSection` does nothing otherwise; spec 01 §3, §6).
 */
export function keepMapState(state: SavedMapState): void {
  const saved = { center: [state.center[0], state.center[1]], zoom: state.zoom };
  writeStored(MAP_STATE_SECTION, saved);
  saveUserDataSection(MAP_STATE_SECTION, saved);
}

export interface MapStateSaver {
  /** A move ended: save the view once no other move ended for the debounce time. */
  moved(): void;
  /** Drops a pending save (the map is going away). */
  cancel(): void;
}

/**
 * Saves the map state debounced (spec 01 §9: 250 ms): a burst of moves gives one save, of
 * the view where the burst ended.
 */
export function mapStateSaver(
  map: MapCameraReadout,
  save: (state: SavedMapState) => void = keepMapState,
  delayMs: number = MAP_STATE_SAVE_DEBOUNCE_MS,
): MapStateSaver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    moved() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        save(mapStateToSave(map));
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
