// The one drawing tool of the app, made on first use of the draw controls and kept while the
// map lives, so drawings stay on the map when the controls close.
import { themes } from '@havkart/theme';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { mapComposer } from '../../map/map-setup.js';
import { useAppearance } from '../../shell/appearance.store.js';
import { DrawingSession } from './drawing-session.js';

let session: DrawingSession | null = null;
let sessionMap: MapLibreMap | null = null;

/** The drawing tool on the live map; null while there is no map. */
export function drawingSession(): DrawingSession | null {
  // The composer holds MapLibre's map; its own type names only what composing needs.
  const map = mapComposer.map as unknown as MapLibreMap | null;
  if (!map) return null;
  if (session && sessionMap !== map) {
    session.stop();
    session = null;
  }
  if (!session) {
    session = new DrawingSession(map, mapComposer, themes[useAppearance.getState().theme]);
    sessionMap = map;
  }
  return session;
}

// Night mode recolours the tool's own layers; the composer recolours the labels.
useAppearance.subscribe((state, previous) => {
  if (state.theme !== previous.theme) session?.restyle(themes[state.theme]);
});
