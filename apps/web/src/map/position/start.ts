import { clampZoom, INITIAL_BOUNDS, type LngLatBounds } from '@havkart/domain';

/** How the map opens: a centre and zoom, or bounds to fit. */
export type CameraStart =
  | { center: readonly [lng: number, lat: number]; zoom: number; bearing?: number }
  | { bounds: LngLatBounds };

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
  saved: SavedMapState | null;
}

export type ViewSource = 'shareLink' | 'url' | 'saved' | 'initial';

/** Reads MapLibre's `#map=zoom/lat/lon/bearing/pitch` hash; null when absent or malformed. */
export function cameraFromHash(hash: string): CameraStart | null {
  const match = /(?:^#|&)map=([^&]+)/.exec(hash);
  if (!match?.[1]) return null;
  const [zoom, lat, lng, bearing] = match[1].split('/').map(Number);
  if ([zoom, lat, lng].some((value) => value === undefined || !Number.isFinite(value))) return null;
  if (Math.abs(lat as number) > 90 || Math.abs(lng as number) > 180) return null;
  return {
    center: [lng as number, lat as number],
    zoom: clampZoom(zoom as number),
    ...(bearing !== undefined && Number.isFinite(bearing) ? { bearing } : {}),
  };
}

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
 * The view the map opens on (spec 01 §4, §9): a share link, else the address, else the saved
 * map state, else the spec's initial bounds.
 */
export function initialCamera(sources: ViewSources): { source: ViewSource; camera: CameraStart } {
  if (sources.shareLink) return { source: 'shareLink', camera: sources.shareLink };
  const fromUrl = cameraFromHash(sources.hash);
  if (fromUrl) return { source: 'url', camera: fromUrl };
  if (sources.saved) {
    return { source: 'saved', camera: { center: sources.saved.center, zoom: sources.saved.zoom } };
  }
  return { source: 'initial', camera: { bounds: INITIAL_BOUNDS } };
}
