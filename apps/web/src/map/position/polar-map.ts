// The polar view inside the map-position module (spec 01 §4, R27.20): the map is given and
// gives back positions of the polar map, while everything the app stores or shares (the
// address's `#map=`, the saved view, share links, routes) keeps real longitude and latitude.
// The conversion happens here and nowhere else in the module.
import type { LngLatBounds } from '@havkart/domain';
import { fromMapPosition, toMapPosition } from '../polar-projection.js';
import { cameraFromHash, mapHash, type CameraStart, type CentreView } from './camera.js';
import type { LiveMap } from './live.js';
import type { MapCameraReadout } from './saver.js';

/** Points sampled along each edge of a box: a parallel is a curve on the polar map. */
const EDGE_SAMPLES = 8;

/** The polar map's box round a real box: its edges' points as drawn, beyond the square left out. */
export function polarBounds([west, south, east, north]: LngLatBounds): LngLatBounds | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const add = (lon: number, lat: number) => {
    const at = toMapPosition(lon, lat, true);
    if (!at) return;
    minX = Math.min(minX, at[0]);
    maxX = Math.max(maxX, at[0]);
    minY = Math.min(minY, at[1]);
    maxY = Math.max(maxY, at[1]);
  };
  for (let i = 0; i <= EDGE_SAMPLES; i++) {
    const t = i / EDGE_SAMPLES;
    const lon = west + (east - west) * t;
    const lat = south + (north - south) * t;
    add(lon, south);
    add(lon, north);
    add(west, lat);
    add(east, lat);
  }
  return minX <= maxX ? [minX, minY, maxX, maxY] : null;
}

/**
 * A real view as the polar map shows it: the centre moved, the zoom kept (so a view saved in
 * polar view and shown again outside it is the same numbers). A view wholly beyond the
 * polar square shows the pole.
 */
export function polarCamera(camera: CameraStart): CameraStart {
  if ('bounds' in camera) {
    const bounds = polarBounds(camera.bounds);
    return bounds ? { ...camera, bounds } : { center: [0, 0], zoom: 2 };
  }
  const center = toMapPosition(camera.center[0], camera.center[1], true) ?? [0, 0];
  return { ...camera, center };
}

/** The real view of a polar map's readout. */
export function realView(map: MapCameraReadout): CentreView {
  const { lng, lat } = map.getCenter();
  const [lon, realLat] = fromMapPosition(lng, lat, true);
  return { center: [lon, realLat], zoom: map.getZoom() };
}

/** A readout of the polar map that answers real positions (the saved view's). */
export function realReadout(map: MapCameraReadout): MapCameraReadout {
  return {
    getCenter: () => {
      const { center } = realView(map);
      return { lng: center[0], lat: center[1] };
    },
    getZoom: () => map.getZoom(),
  };
}

/** The polar map as the position module's live map: real positions in and out. */
export function polarLiveMap(map: LiveMap): LiveMap {
  return {
    jumpTo: ({ center, zoom, bearing }) => {
      const camera = polarCamera({ center, zoom: zoom ?? map.getZoom() });
      return 'center' in camera
        ? map.jumpTo({
            center: [camera.center[0], camera.center[1]],
            zoom: camera.zoom,
            ...(bearing !== undefined ? { bearing } : {}),
          })
        : undefined;
    },
    fitBounds: (bounds, options) => {
      const drawn = polarBounds(bounds);
      return drawn ? map.fitBounds([...drawn], options) : undefined;
    },
    panTo: ([lon, lat]) => {
      const at = toMapPosition(lon, lat, true);
      return at ? map.panTo(at) : undefined;
    },
    getCenter: () => realReadout(map).getCenter(),
    getZoom: () => map.getZoom(),
    on: (type, listener) => map.on(type, listener),
    off: (type, listener) => map.off(type, listener),
  };
}

/** What keeping the address needs of the map (MapLibre's map has it). */
export interface HashedMap extends MapCameraReadout {
  on(type: 'moveend', listener: () => void): unknown;
  off(type: 'moveend', listener: () => void): unknown;
}

/**
 * Keeps `#map=` in the address as real positions for the polar map, as MapLibre's own hash
 * does for the normal one: written after each move, followed when the address changes it.
 * Returns the clean-up.
 */
export function keepPolarHash(
  map: HashedMap,
  move: (camera: CentreView) => void,
  page: Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  let written = '';
  const write = () => {
    const hash = mapHash(realView(map));
    const current = page.location.hash;
    const next = /(?:^#|&)map=[^&]*/.test(current)
      ? current.replace(/((?:^#|&))map=[^&]*/, (_, lead: string) => `${lead}${hash.slice(1)}`)
      : hash;
    written = next;
    if (next === current) return;
    const { pathname, search } = page.location;
    page.history.replaceState(page.history.state, '', `${pathname}${search}${next}`);
  };
  const follow = () => {
    if (page.location.hash === written) return;
    const camera = cameraFromHash(page.location.hash);
    if (camera) move(camera);
  };
  map.on('moveend', write);
  page.addEventListener('hashchange', follow);
  write();
  return () => {
    map.off('moveend', write);
    page.removeEventListener('hashchange', follow);
  };
}
