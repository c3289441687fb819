// Old-style share links (spec 02 §5; checklist R19.18–R19.21, A40, A43): a query whose every
// key is one of ten; any other key makes the whole link ignored. mapBounds and zoomAndCenter
// have two parts split on `_`, and a valid zoomAndCenter cancels mapBounds. Booleans are
// `true` or `false`; a value of another shape drops its key alone.
import {
  boundsOf,
  NO_SHARE_OPTIONS,
  validLonLat,
  validRoute,
  validZoom,
  type DatasetShareConfig,
  type OldStyleExtras,
  type ShareConfig,
  type ShareOptionName,
  type ShareState,
} from './share-values.js';
import type { LonLat } from '@havkart/domain';

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

function number(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** `lon,lat`. */
function lonLat(text: string | undefined): LonLat | null {
  const parts = text?.split(',');
  return parts?.length === 2 ? validLonLat(number(parts[0]!), number(parts[1]!)) : null;
}

/** Exactly two parts split on `_` (A40), else null. */
function twoParts(text: string | null): [string, string] | null {
  const parts = text?.split('_');
  return parts?.length === 2 ? (parts as [string, string]) : null;
}

function flag(text: string | null): boolean | undefined {
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

/** The config an old-style query stands for; null when it is none (an unknown key, no key). */
export function oldStyleConfig(query: string): ShareConfig | null {
  const params = new URLSearchParams(query);
  const keys = [...params.keys()];
  if (keys.length === 0 || keys.some((key) => !OLD_STYLE_KEYS.has(key))) return null;
  const options: Record<ShareOptionName, boolean> = { ...NO_SHARE_OPTIONS };
  const state: { -readonly [K in keyof ShareState]: ShareState[K] } = { datasetConfigs: {} };
  const extras: { -readonly [K in keyof OldStyleExtras]: OldStyleExtras[K] } = {};

  const zoomAndCenter = twoParts(params.get('zoomAndCenter'));
  const zoom = zoomAndCenter ? validZoom(number(zoomAndCenter[0])) : null;
  const center = zoomAndCenter ? lonLat(zoomAndCenter[1]) : null;
  if (zoom !== null && center) {
    options.useZoomAndCenter = true;
    state.center = center;
    state.zoom = zoom;
  } else {
    const mapBounds = twoParts(params.get('mapBounds'));
    const bounds = mapBounds ? boundsOf(lonLat(mapBounds[0]), lonLat(mapBounds[1])) : null;
    if (bounds) {
      options.useMapBounds = true;
      state.bounds = bounds;
    }
  }
  if (flag(params.get('enableNightMode')) === true) options.useNightMode = true;
  if (flag(params.get('nonInteractiveMap')) === true) options.nonInteractiveMap = true;
  const detailsCollapsed = flag(params.get('detailsCollapsed'));
  if (detailsCollapsed !== undefined) {
    options.useUiState = true;
    state.detailsOpen = !detailsCollapsed;
  }
  const ids = (params.get('datasetIds') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[\w-]{1,64}$/.test(id));
  if (ids.length > 0) {
    options.useDatasetConfig = true;
    const configs: Record<string, DatasetShareConfig> = {};
    for (const id of ids) configs[id] = { enabled: true };
    state.datasetConfigs = configs;
  }
  const selected = params.get('selectedFeature')?.split('/');
  if (selected?.length === 2 && selected.every((part) => /^[\w.-]{1,128}$/.test(part))) {
    const route = validRoute(`/${selected.join('/')}`);
    if (route) state.route = route;
  }
  const hideAisTrack = flag(params.get('hideAisTrack'));
  if (hideAisTrack !== undefined) extras.hideAisTrack = hideAisTrack;
  const follow = flag(params.get('trackSelectedFeature'));
  if (follow !== undefined) extras.trackSelectedFeature = follow;
  // aisTrackInterval is in hours (A43).
  const hours = number(params.get('aisTrackInterval') ?? '');
  if (Number.isFinite(hours) && hours > 0) extras.aisTrackInterval = hours;
  return { options, state, extras };
}
