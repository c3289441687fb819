// The live side of map position ↔ address: the one place that moves the map for the app.
// MapLibre's `hash` option follows only real `hashchange` events, so a router navigation that
// writes `#map=…` would not move the map; everything that carries a position (search, links,
// share links, favourites, details, tracks, following) moves it through here instead.
import type { LngLatBounds, LonLat } from '@havkart/domain';
import type { Geometry } from 'geojson';
import { writeStored } from '../../app/storage.js';
import { FIT_PADDING_PX, viewOfGeometry, type CameraStart, type CentreView } from './camera.js';
import type { RouteFocus } from './routes.js';
import { MAP_STATE_SECTION, type SavedMapState } from './start.js';

/** The part of MapLibre's map that moving and reading the view needs. */
export interface LiveMap {
  jumpTo(options: { center: [number, number]; zoom?: number; bearing?: number }): unknown;
  fitBounds(
    bounds: [number, number, number, number],
    options?: { padding?: number; maxZoom?: number; animate?: boolean },
  ): unknown;
  panTo(center: [number, number]): unknown;
  getCenter(): { lng: number; lat: number };
  getZoom(): number;
  on(type: 'movestart', listener: (event: { originalEvent?: unknown }) => void): unknown;
  off(type: 'movestart', listener: (event: { originalEvent?: unknown }) => void): unknown;
}

/** Finds where a feature is once its data is there; null when it never is. */
export type FeatureLocator = (featureId: string, signal: AbortSignal) => Promise<Geometry | null>;

/** How long a feature link waits for its feature before leaving the map where it is, ms. */
export const FEATURE_WAIT_MS = 20_000;

let liveMap: LiveMap | null = null;
/** A move asked for before the map existed: made as soon as it does. */
let pending: CameraStart | null = null;
/** The address asked for a view of its own (hash, share link, place or feature link). */
let addressView = false;
let focusing: AbortController | null = null;
const locators = new Map<string, FeatureLocator>();
let defaultLocator: ((datasetId: string) => FeatureLocator) | null = null;

function move(map: LiveMap, camera: CameraStart): void {
  if ('bounds' in camera) {
    map.fitBounds([...camera.bounds], {
      padding: FIT_PADDING_PX,
      animate: false,
      ...(camera.maxZoom !== undefined ? { maxZoom: camera.maxZoom } : {}),
    });
  } else {
    map.jumpTo({
      center: [camera.center[0], camera.center[1]],
      zoom: camera.zoom,
      ...(camera.bearing !== undefined ? { bearing: camera.bearing } : {}),
    });
  }
}

/** The map view registers itself while it exists; a move asked for before is made now. */
export function setLiveMap(map: LiveMap | null): void {
  if (liveMap !== map) stopFocusing();
  liveMap = map;
  if (map && pending) {
    const camera = pending;
    pending = null;
    move(map, camera);
  }
}

/** The live map's view; null while no map exists. */
export function liveMapView(): CentreView | null {
  if (!liveMap) return null;
  const { lng, lat } = liveMap.getCenter();
  return { center: [lng, lat], zoom: liveMap.getZoom() };
}

/** Shows a view: at once on the live map, or as soon as the map exists. */
export function showView(camera: CameraStart): void {
  stopFocusing();
  if (liveMap) move(liveMap, camera);
  else pending = camera;
}

/** Fits positions (a track) into the view, no closer than `maxZoom`. */
export function showBounds(bounds: LngLatBounds, maxZoom?: number): void {
  const [west, south, east, north] = bounds;
  if (west === east && south === north) {
    showView({ center: [west, south], zoom: maxZoom ?? liveMapView()?.zoom ?? 0 });
    return;
  }
  showView({ bounds, ...(maxZoom !== undefined ? { maxZoom } : {}) });
}

/** Keeps the zoom and moves the centre (a followed vessel). */
export function centreMapOn(position: LonLat): void {
  liveMap?.panTo([position[0], position[1]]);
}

/** The address the page opened with asked for a view of its own (set at start-up). */
export function setAddressView(asked: boolean): void {
  addressView = asked;
  // A saved view that arrived before the map existed must not replace the address's.
  if (asked) pending = null;
}

/**
 * Shows a view restored from the user's saved data and keeps it as the local map state
 * (spec 01 §4: user data before share config). A view the address asked for (a link, a
 * share link, a searched place) outranks it: then it is only kept.
 */
export function showMapState({ center, zoom }: SavedMapState): void {
  const [lon, lat] = center;
  writeStored(MAP_STATE_SECTION, { center: [lon, lat], zoom });
  if (!addressView) showView({ center: [lon, lat], zoom });
}

/** A dataset's way of finding its features' positions (the vessels ask the live API). */
export function registerFeatureLocator(datasetId: string, locator: FeatureLocator): () => void {
  locators.set(datasetId, locator);
  return () => {
    if (locators.get(datasetId) === locator) locators.delete(datasetId);
  };
}

/** How features of datasets without a locator of their own are found (their loaded data). */
export function setDefaultFeatureLocator(
  locator: ((datasetId: string) => FeatureLocator) | null,
): void {
  defaultLocator = locator;
}

function stopFocusing(): void {
  focusing?.abort();
  focusing = null;
}

/**
 * Moves the map to what a route names: a place at once, a feature once its position is
 * known. A user's own move of the map meanwhile, another move asked for, or the wait running
 * out leave the map where it is.
 */
export function focusRoute(focus: RouteFocus): void {
  if (focus.kind === 'view') {
    showView(focus.camera);
    return;
  }
  stopFocusing();
  const locate = locators.get(focus.datasetId) ?? defaultLocator?.(focus.datasetId);
  if (!locate) return;
  const controller = new AbortController();
  focusing = controller;
  const map = liveMap;
  const userMoved = (event: { originalEvent?: unknown }) => {
    if (event.originalEvent) controller.abort();
  };
  map?.on('movestart', userMoved);
  const timer = setTimeout(() => controller.abort(), FEATURE_WAIT_MS);
  const done = () => {
    clearTimeout(timer);
    map?.off('movestart', userMoved);
    if (focusing === controller) focusing = null;
  };
  locate(focus.featureId, controller.signal).then(
    (geometry) => {
      const camera = geometry && viewOfGeometry(geometry);
      if (camera && !controller.signal.aborted) {
        done();
        // Cleared first, so showing the feature does not stop its own focus.
        showView(camera);
        return;
      }
      done();
    },
    () => done(),
  );
}
