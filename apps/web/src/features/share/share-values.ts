// The share config's shapes and the checks its readers share (spec 01 §3; checklist R19.13,
// R19.14): eight options saying which parts of the sharer's state a link carries, and that state.
import { MAX_ZOOM, MIN_ZOOM, type LngLatBounds, type LonLat } from '@havkart/domain';

/** The share-config options of spec 01 §3, in its order. */
export const SHARE_OPTION_NAMES = [
  'useDatasetConfig',
  'useUiState',
  'useZoomAndCenter',
  'useMapBounds',
  'useNightMode',
  'nonInteractiveMap',
  'hideDistanceCircles',
  'hideBearingVectors',
] as const;
export type ShareOptionName = (typeof SHARE_OPTION_NAMES)[number];
export type ShareOptions = Readonly<Record<ShareOptionName, boolean>>;

export const NO_SHARE_OPTIONS: ShareOptions = Object.fromEntries(
  SHARE_OPTION_NAMES.map((name) => [name, false]),
) as Record<ShareOptionName, boolean>;

/** One dataset as a link carries it: on or off, and its filters and options when it has any. */
export interface DatasetShareConfig {
  readonly enabled: boolean;
  readonly filters?: readonly unknown[];
  readonly options?: Readonly<Record<string, unknown>>;
}

export interface ShareState {
  readonly datasetConfigs: Readonly<Record<string, DatasetShareConfig>>;
  readonly center?: LonLat;
  readonly zoom?: number;
  readonly bounds?: LngLatBounds;
  /** The route's full path (path and query), e.g. `/ais/257000001` or `/customroute?r=…`. */
  readonly route?: string;
  readonly detailsOpen?: boolean;
  readonly menuOpen?: boolean;
}

/** What only an old-style link can say (spec 02 §5, A43). */
export interface OldStyleExtras {
  readonly hideAisTrack?: boolean;
  /** The track interval, hours. */
  readonly aisTrackInterval?: number;
  readonly trackSelectedFeature?: boolean;
}

export interface ShareConfig {
  readonly options: ShareOptions;
  readonly state: ShareState;
  readonly extras: OldStyleExtras;
}

export interface ReadShareLink {
  /** The link's config; null when the address carries none or it could not be read. */
  readonly config: ShareConfig | null;
  /** Set when a new-style link's JSON could not be read (spec 02 §5: logged, app opens). */
  readonly error?: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A position in the globe's range, or null. */
export function validLonLat(lon: unknown, lat: unknown): LonLat | null {
  if (typeof lon !== 'number' || typeof lat !== 'number') return null;
  if (!Number.isFinite(lon) || !Number.isFinite(lat)) return null;
  return Math.abs(lon) <= 180 && Math.abs(lat) <= 90 ? [lon, lat] : null;
}

/** A zoom within the map's range; out-of-range zooms drop (the rest of the link stays). */
export function validZoom(zoom: unknown): number | null {
  return typeof zoom === 'number' && zoom >= MIN_ZOOM && zoom <= MAX_ZOOM ? zoom : null;
}

/** Bounds from two corners; null unless west < east and south < north. */
export function boundsOf(a: LonLat | null, b: LonLat | null): LngLatBounds | null {
  if (!a || !b) return null;
  const bounds: LngLatBounds = [
    Math.min(a[0], b[0]),
    Math.min(a[1], b[1]),
    Math.max(a[0], b[0]),
    Math.max(a[1], b[1]),
  ];
  return bounds[0] < bounds[2] && bounds[1] < bounds[3] ? bounds : null;
}

/** A route inside the app: a path of its own, never another site's address. */
export function validRoute(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  return /[\s\\]/.test(value) ? null : value;
}
