// Where the map opens (spec 01 §4, §9) and the saved map state it may open on.
import { clampZoom, INITIAL_BOUNDS } from '@havkart/domain';
import { cameraFromHash, type CameraStart } from './camera.js';

/** The local settings section of the saved map state (centre and zoom, spec 01 §3). */
export const MAP_STATE_SECTION = 'mapState';

/** Saved map state: centre and zoom only (spec 01 §3). */
export interface SavedMapState {
  center: readonly [lng: number, lat: number];
  zoom: number;
}

export interface ViewSources {
  /** The view of a share link, when the address is one. */
  shareLink: CameraStart | null;
  /** `location.hash`, which carries `map=zoom/lat/lon[/bearing[/pitch]]` once the map moved. */
  hash: string;
  /** The view the route asks for by itself (`/point/…`), when it names a place. */
  route?: CameraStart | null;
  saved: SavedMapState | null;
}

export type ViewSource = 'shareLink' | 'url' | 'route' | 'saved' | 'initial';

/** Checks a stored map state; anything malformed is ignored. */
export function parseSavedMapState(value: unknown): SavedMapState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { center, zoom } = value as { center?: unknown; zoom?: unknown };
  if (!Array.isArray(center) || center.length !== 2) return null;
  const [lng, lat] = center.map(Number) as [number, number];
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || typeof zoom !== 'number') return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || !Number.isFinite(zoom)) return null;
  return { center: [lng, lat], zoom: clampZoom(zoom) };
}

/**
 * The view the map opens on (spec 01 §4, §9): a share link, else the view in the address's
 * hash, else the place its route names (a `/point/…` link), else the saved map state, else the
 * spec's initial bounds.
 */
export function initialCamera(sources: ViewSources): { source: ViewSource; camera: CameraStart } {
  if (sources.shareLink) return { source: 'shareLink', camera: sources.shareLink };
  const fromUrl = cameraFromHash(sources.hash);
  if (fromUrl) return { source: 'url', camera: fromUrl };
  if (sources.route) return { source: 'route', camera: sources.route };
  if (sources.saved) {
    return { source: 'saved', camera: { center: sources.saved.center, zoom: sources.saved.zoom } };
  }
  return { source: 'initial', camera: { bounds: INITIAL_BOUNDS } };
}
