// Reading a share link (spec 01 §3; spec 02 §5). A link is read once, here, whether it is
// new-style (`?` and URI-encoded JSON `{options, state}`, A80) or old-style (a query of spec
// 02 §5's ten keys, see share-old-style.ts); the map position module, the AIS track and the
// vessel drawing take the result.
import type { LngLatBounds, LonLat } from '@havkart/domain';
import { oldStyleConfig } from './share-old-style.js';
import {
  boundsOf,
  isRecord,
  SHARE_OPTION_NAMES,
  validLonLat,
  validRoute,
  validZoom,
  type DatasetShareConfig,
  type ShareConfig,
  type ReadShareLink,
  type ShareOptionName,
  type ShareOptions,
  type ShareState,
} from './share-values.js';

/** `[lon, lat]` or `{lng|lon, lat}`. */
function jsonLonLat(value: unknown): LonLat | null {
  if (Array.isArray(value)) return value.length === 2 ? validLonLat(value[0], value[1]) : null;
  if (!isRecord(value)) return null;
  return validLonLat(value.lng ?? value.lon, value.lat);
}

/** `[w, s, e, n]`, `[[w, s], [e, n]]` or `{west, south, east, north}`. */
function jsonBounds(value: unknown): LngLatBounds | null {
  if (Array.isArray(value) && value.length === 4) {
    return boundsOf(jsonLonLat(value.slice(0, 2)), jsonLonLat(value.slice(2)));
  }
  if (Array.isArray(value) && value.length === 2) {
    return boundsOf(jsonLonLat(value[0]), jsonLonLat(value[1]));
  }
  if (!isRecord(value)) return null;
  return boundsOf(jsonLonLat([value.west, value.south]), jsonLonLat([value.east, value.north]));
}

function datasetConfigs(value: unknown): Record<string, DatasetShareConfig> {
  if (!isRecord(value)) return {};
  const configs: Record<string, DatasetShareConfig> = {};
  for (const [id, raw] of Object.entries(value)) {
    if (!/^[\w-]{1,64}$/.test(id) || !isRecord(raw)) continue;
    configs[id] = {
      enabled: raw.enabled !== false,
      ...(Array.isArray(raw.filters) ? { filters: raw.filters } : {}),
      ...(isRecord(raw.options) ? { options: raw.options } : {}),
    };
  }
  return configs;
}

/** Reads the state part by part; a part of the wrong shape drops alone. */
export function parseShareState(raw: unknown): ShareState {
  const held = isRecord(raw) ? raw : {};
  const center = jsonLonLat(held.center);
  const zoom = validZoom(held.zoom);
  const bounds = jsonBounds(held.bounds ?? held.mapBounds);
  const route = validRoute(held.route);
  return {
    datasetConfigs: datasetConfigs(held.datasetConfigs),
    ...(center ? { center } : {}),
    ...(zoom !== null ? { zoom } : {}),
    ...(bounds ? { bounds } : {}),
    ...(route ? { route } : {}),
    ...(typeof held.detailsOpen === 'boolean' ? { detailsOpen: held.detailsOpen } : {}),
    ...(typeof held.menuOpen === 'boolean' ? { menuOpen: held.menuOpen } : {}),
  };
}

/** Options as the link sets them: only `true` turns one on. */
export function parseShareOptions(raw: unknown): ShareOptions {
  const given = isRecord(raw) ? raw : {};
  return Object.fromEntries(
    SHARE_OPTION_NAMES.map((name) => [name, given[name] === true]),
  ) as Record<ShareOptionName, boolean>;
}

/** Whether a query (without its `?`) is new-style: JSON text, plain or URI-encoded (A80). */
export function isNewStyle(query: string): boolean {
  return query.startsWith('{') || /^%7B/i.test(query);
}

function newStyleConfig(query: string): ReadShareLink {
  // Parameters may follow the JSON (`&lang=en-US` on an embed address); the JSON's own `&`
  // is encoded, so the first raw one ends it.
  const json = query.split('&')[0]!;
  let config: unknown;
  try {
    config = JSON.parse(decodeURIComponent(json));
  } catch (error) {
    return { config: null, error: error instanceof Error ? error.message : String(error) };
  }
  if (!isRecord(config)) return { config: null, error: 'The share link is not a JSON object' };
  return {
    config: {
      options: parseShareOptions(config.options),
      state: parseShareState(config.state),
      extras: {},
    },
  };
}

/** The share config of an address's query (`location.search`); none for any other address. */
export function parseShareLink(search: string): ReadShareLink {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return { config: null };
  if (isNewStyle(query)) return newStyleConfig(query);
  return { config: oldStyleConfig(query) };
}

/** The view a config opens on: centre and zoom win over bounds; only as the options say. */
export function shareCamera(
  config: ShareConfig,
): { center: LonLat; zoom: number } | { bounds: LngLatBounds } | null {
  const { options, state } = config;
  if (options.useZoomAndCenter && state.center && state.zoom !== undefined) {
    return { center: state.center, zoom: state.zoom };
  }
  if (options.useMapBounds && state.bounds) return { bounds: state.bounds };
  return null;
}
