/**
 * How the service worker answers each request (spec 01 §7, §4). A pure table, so which URL
 * gets which strategy is tested without a worker.
 *
 * - `page`: the app's HTML, network first, the cached copy when the network fails.
 * - `precache`: the build's hashed files and the glyph ranges, from the precache.
 * - `area`: base-map and dataset tiles and dataset GeoJSON: the downloaded areas first, then
 *   the network, then a bounded runtime cache of what was browsed.
 * - `preload`: the start-up preloads, network first with the last good answer as fallback,
 *   so a start without network still creates the dataset services.
 * - `network`: never touched by the worker's caches (connection test, sign-in, live
 *   streams, writes, time-dependent and raster tiles, other origins).
 */
export type RouteStrategy = 'page' | 'precache' | 'area' | 'preload' | 'network';

/** The connection test must always reach the network (R26.01). */
export const CONNECTION_TEST_PATH = '/assets/connectionTestFile.txt';

/** The hidden sign-in frame's page stays outside the navigation fallback. */
const SILENT_PATHS = ['/oidc_silent_redirect_uri', '/silent.html'];

/** First path segments the worker never caches: sign-in and live streams. */
const NEVER_CACHED = new Set(['auth', 'live']);

/**
 * Start-up preloads (spec 01 §4 step 4) and the sign-in settings, by path after the API base
 * (`/api`, the default the app rewrites `/bwapi` to, or `/bwapi` itself).
 */
const PRELOAD_PATHS = [
  '/v1/spadata/',
  '/v1/spadataset/groups/',
  '/v1/spadataset/data/',
  '/v1/geodata/waveforecast/available/',
  '/v1/featureflags',
  '/v1/signin/config',
];
const API_BASE = /^\/(api|bwapi)(?=\/v1\/)/;

/** Vector tiles of a dataset or base map: `/tiles/{id}/{z}/{x}/{y}.pbf`. */
const VECTOR_TILE = /^\/tiles\/[^/]+\/\d+\/\d+\/\d+\.pbf$/;
/** A dataset's GeoJSON: `/api/v1/datasets/{id}/geojson`. */
const DATASET_GEOJSON = /^\/api\/v1\/datasets\/[^/]+\/geojson$/;

export interface RouteRequest {
  readonly url: string;
  readonly method: string;
  /** `navigate` for a page load. */
  readonly mode?: string;
}

/** The strategy for one request made from the page at `origin`. */
export function routeFor(request: RouteRequest, origin: string): RouteStrategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (path === CONNECTION_TEST_PATH || SILENT_PATHS.includes(path)) return 'network';
  const first = path.split('/')[1] ?? '';
  if (NEVER_CACHED.has(first)) return 'network';
  // A time-dependent layer's tiles change with the time; keeping them would show old weather.
  if (url.searchParams.has('time')) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (path.startsWith('/assets/') || path.startsWith('/fonts/')) return 'precache';
  if (VECTOR_TILE.test(path) || DATASET_GEOJSON.test(path)) return url.search ? 'network' : 'area';
  const apiPath = API_BASE.test(path) ? path.replace(API_BASE, '') : null;
  if (apiPath && PRELOAD_PATHS.some((prefix) => apiPath.startsWith(prefix))) return 'preload';
  return 'network';
}

/**
 * Whether a response may be kept in a runtime cache: a good answer the server did not mark
 * private or `no-store`. A 204 tile (no data there) is a good answer too.
 */
export function mayStore(response: {
  status: number;
  headers: { get(name: string): string | null };
}) {
  if (response.status !== 200 && response.status !== 204) return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(private|no-store)\b/.test(control);
}
