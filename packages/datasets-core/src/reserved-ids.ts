/**
 * Path prefix of the embeddable variant (checklist default A15): `/embed/ais/257123456`.
 */
export const EMBED_PATH_PREFIX = 'embed';

/**
 * First path segments the server answers itself (the API, live streams, sign-in, tiles,
 * glyphs, the app's files, the service worker). The server checks in a test that its own
 * list is contained here, so the two cannot drift apart.
 */
export const SERVER_PATH_SEGMENTS = [
  'api',
  'bwapi',
  'live',
  'v1',
  'auth',
  'tiles',
  'fonts',
  'assets',
  'healthz',
  'sw.js',
] as const;

/**
 * Route names of the web app (spec 01 §2 main routes, spec 02 §2 detail route names). A
 * dataset with one of these ids would make `/{datasetId}/{featureId}` ambiguous.
 */
export const APP_ROUTE_NAMES = [
  'home',
  'areaactivity',
  'caching',
  'sharedposition',
  'customroute',
  'emergency',
  'events',
  'fleets',
  'createfleet',
  'sharedfleet',
  'forecast',
  'myvessel',
  'navigationalwarnings',
  'point',
  'registration',
  'registercontainer',
  'sensors',
  'tools',
  'toolreport',
  'toolhistory',
  'zonealerts',
  'vessel',
  'oidc_redirect_uri',
  'applications',
  'admin',
] as const;

/** Ids no dataset may take: server paths, app routes and the embed prefix. */
export const RESERVED_DATASET_IDS: ReadonlySet<string> = new Set<string>([
  ...SERVER_PATH_SEGMENTS,
  ...APP_ROUTE_NAMES,
  EMBED_PATH_PREFIX,
]);

/** Whether `id` is taken by the server, a route of the app or the embed prefix. */
export function isReservedDatasetId(id: string): boolean {
  return RESERVED_DATASET_IDS.has(id.toLowerCase());
}
