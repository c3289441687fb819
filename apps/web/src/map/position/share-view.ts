// The map view a share link carries (spec 01 §3, §4; spec 02 §5). Old-style links are a
// query of known keys, with `zoomAndCenter={zoom}_{lon},{lat}` or
// `mapBounds={minLon},{minLat}_{maxLon},{maxLat}` (checklist A40); new-style links are `?`
// and URI-encoded JSON `{options, state}` (A80), whose state carries the centre and zoom or
// the bounds, used as the options say.
import { clampZoom, type LngLatBounds, type LonLat } from '@havkart/domain';
import type { CameraStart } from './camera.js';

/** The keys an old-style share link may hold (spec 02 §5). */
export const OLD_STYLE_KEYS: ReadonlySet<string> = new Set([
  'aisTrackInterval',
  'datasetIds',
  'detailsCollapsed',
  'enableNightMode',
  'hideAisTrack',
  'mapBounds',
  'nonInteractiveMap',
  'selectedFeature',
  'trackSelectedFeature',
  'zoomAndCenter',
]);

export interface ShareLinkView {
  /** The view to open on; null when the link carries none (or the address is no share link). */
  readonly camera: CameraStart | null;
  /** Set when a new-style link's JSON could not be read (spec 02 §5: logged, app opens). */
  readonly error?: string;
}

const NONE: ShareLinkView = { camera: null };

function lonLat(text: string | undefined): LonLat | null {
  const parts = text?.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts?.length !== 2) return null;
  const [lon, lat] = parts as [number, number];
  if (!Number.isFinite(lon) || !Number.isFinite(lat)) return null;
  return Math.abs(lon) <= 180 && Math.abs(lat) <= 90 ? [lon, lat] : null;
}

function twoParts(text: string | null): [string, string] | null {
  const parts = text?.split('_');
  return parts?.length === 2 ? (parts as [string, string]) : null;
}

function boundsFrom(a: LonLat | null, b: LonLat | null): LngLatBounds | null {
  if (!a || !b) return null;
  const bounds: LngLatBounds = [
    Math.min(a[0], b[0]),
    Math.min(a[1], b[1]),
    Math.max(a[0], b[0]),
    Math.max(a[1], b[1]),
  ];
  return bounds[0] < bounds[2] && bounds[1] < bounds[3] ? bounds : null;
}

function oldStyleView(query: string): ShareLinkView {
  const params = new URLSearchParams(query);
  for (const key of params.keys()) if (!OLD_STYLE_KEYS.has(key)) return NONE;
  // zoomAndCenter, when valid, cancels mapBounds.
  const zoomAndCenter = twoParts(params.get('zoomAndCenter'));
  if (zoomAndCenter) {
    const zoom = zoomAndCenter[0].trim() === '' ? Number.NaN : Number(zoomAndCenter[0]);
    const center = lonLat(zoomAndCenter[1]);
    if (Number.isFinite(zoom) && center) return { camera: { center, zoom: clampZoom(zoom) } };
  }
  const mapBounds = twoParts(params.get('mapBounds'));
  const bounds = mapBounds ? boundsFrom(lonLat(mapBounds[0]), lonLat(mapBounds[1])) : null;
  return bounds ? { camera: { bounds } } : NONE;
}

/** A position as a share config may write it: `[lon, lat]` or `{lng|lon, lat}`. */
function jsonLonLat(value: unknown): LonLat | null {
  if (Array.isArray(value)) return lonLat(value.length === 2 ? value.join(',') : undefined);
  if (typeof value !== 'object' || value === null) return null;
  const { lng, lon, lat } = value as Record<string, unknown>;
  const x = typeof lng === 'number' ? lng : lon;
  return typeof x === 'number' && typeof lat === 'number' ? lonLat(`${x},${lat}`) : null;
}

/** Bounds as `[w, s, e, n]`, `[[w, s], [e, n]]` or `{west, south, east, north}`. */
function jsonBounds(value: unknown): LngLatBounds | null {
  if (Array.isArray(value) && value.length === 4) {
    return boundsFrom(jsonLonLat(value.slice(0, 2)), jsonLonLat(value.slice(2)));
  }
  if (Array.isArray(value) && value.length === 2) {
    return boundsFrom(jsonLonLat(value[0]), jsonLonLat(value[1]));
  }
  if (typeof value !== 'object' || value === null) return null;
  const { west, south, east, north } = value as Record<string, unknown>;
  return boundsFrom(jsonLonLat([west, south]), jsonLonLat([east, north]));
}

function newStyleView(query: string): ShareLinkView {
  let config: unknown;
  try {
    config = JSON.parse(decodeURIComponent(query));
  } catch (error) {
    return { camera: null, error: error instanceof Error ? error.message : String(error) };
  }
  const { options, state } = (config ?? {}) as { options?: unknown; state?: unknown };
  const use = (options ?? {}) as Record<string, unknown>;
  const held = (state ?? {}) as Record<string, unknown>;
  if (use['useZoomAndCenter'] === true) {
    const center = jsonLonLat(held['center']);
    const zoom = held['zoom'];
    if (center && typeof zoom === 'number' && Number.isFinite(zoom)) {
      return { camera: { center, zoom: clampZoom(zoom) } };
    }
  }
  if (use['useMapBounds'] === true) {
    const bounds = jsonBounds(held['bounds'] ?? held['mapBounds']);
    if (bounds) return { camera: { bounds } };
  }
  return NONE;
}

/** The map view of a share link's query (`location.search`); none for any other address. */
export function shareLinkView(search: string): ShareLinkView {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return NONE;
  if (query.startsWith('{') || /^%7B/i.test(query)) return newStyleView(query);
  return oldStyleView(query);
}
