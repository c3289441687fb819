import { MAX_ZOOM, MIN_ZOOM } from '@havkart/domain';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { glyphsUrl } from '@havkart/dataset-basemap/client';
import type { MapStart } from './position/index.js';
import { polarCamera } from './position/polar-map.js';
import { polarViewAtStart } from './polar-projection.js';

// This module holds MapLibre and is loaded on its own, so the shell paints while the map
// engine downloads.

// MapLibre looks for its worker beside its own module; after bundling that file lives
// elsewhere, so tell it where Vite put it.
maplibregl.setWorkerUrl(maplibreWorkerUrl);

/** Creates the map on the view of spec 01 §4 the position module chose for the address. */
export function createMap(
  element: HTMLElement,
  locale: Record<string, string>,
  { source, camera: asked }: Pick<MapStart, 'source' | 'camera'>,
  polar: boolean = polarViewAtStart,
): maplibregl.Map {
  // The polar map is given the polar map's positions; the address keeps real ones, written by
  // the position module (keepPolarHash) rather than MapLibre's hash (spec 01 §4, R27.20).
  const camera = polar ? polarCamera(asked) : asked;
  const map = new maplibregl.Map({
    container: element,
    // An empty style: the map composer adds every source and layer.
    style: { version: 8, glyphs: glyphsUrl(window.location.origin), sources: {}, layers: [] },
    ...('bounds' in camera
      ? { bounds: [...camera.bounds] as [number, number, number, number] }
      : {
          center: [...camera.center] as [number, number],
          zoom: camera.zoom,
          ...(camera.bearing !== undefined ? { bearing: camera.bearing } : {}),
        }),
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    // The view lives in the hash (`#map=…`); the router owns the path, so they never collide.
    hash: polar ? false : 'map',
    attributionControl: false,
    // Labels appear at once instead of fading: every fade frame is a full redraw, which costs
    // most on the software rendering of small machines.
    fadeDuration: 0,
    locale,
    // Tiles come from our own server only: never ask a third party.
    collectResourceTiming: false,
  });
  // MapLibre's hash applies the address's view on construction; a share link outranks it.
  if (source === 'shareLink') {
    if ('bounds' in camera) map.fitBounds([...camera.bounds], { animate: false });
    else map.jumpTo({ ...camera, center: [...camera.center] });
  }
  return map;
}
