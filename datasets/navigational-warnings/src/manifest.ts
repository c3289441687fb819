// Coastal navigational warnings (spec 02 §3): one feature per warning, keyed by `eventId`,
// with a point, multipoint, line, polygon or multipolygon. Shared by the server (data) and
// the web app (layers, views, the `/navigationalwarnings` list).
import type { DatasetManifest } from '@havkart/datasets-core';

/**
 * Dataset id, the first segment of a warning's route `/coastalwarnings/{eventId}`. The list
 * route `/navigationalwarnings` is an app route name (spec 01 §2), so the dataset cannot take
 * that id: `/{datasetId}/{featureId}` would be ambiguous.
 */
export const COASTAL_WARNINGS_ID = 'coastalwarnings';

/** Path of the dataset's data on our server (the manifest's one source). */
export const COASTAL_WARNINGS_DATA_URL = `/api/v1/datasets/${COASTAL_WARNINGS_ID}/geojson`;

/** Geometry types a warning may carry (spec 02 §3); anything else is skipped. */
export const WARNING_GEOMETRY_TYPES = [
  'Point',
  'MultiPoint',
  'LineString',
  'Polygon',
  'MultiPolygon',
] as const;

/** Warning series: coastal warnings and NAVAREA XIX (Norway's NAVAREA) warnings. */
export const WARNING_SERIES = ['coastal', 'navarea'] as const;
export type WarningSeries = (typeof WARNING_SERIES)[number];

/** Warnings change through the day: refetched every 15 minutes. */
export const COASTAL_WARNINGS_REFRESH_MS = 15 * 60 * 1000;

/** Properties of a warning as served (after the adapter). */
export interface WarningProperties {
  readonly eventId: string;
  readonly series: WarningSeries;
  /** The warning's number in its series, e.g. `612/2026`; null when the upstream has none. */
  readonly number: string | null;
  /** Where it applies, in words (the upstream's `location`). */
  readonly area: string | null;
  readonly textNb: string | null;
  readonly textEn: string | null;
  /** When it was issued (ISO 8601); null when unknown. */
  readonly issued: string | null;
  readonly updated: string | null;
  /** The upstream's status word, e.g. `active`. */
  readonly status: string;
}

export const manifest: DatasetManifest = {
  id: COASTAL_WARNINGS_ID,
  group: 'navigation',
  name: { 'nb-NO': 'Kystnavigasjonsvarsler', 'en-US': 'Coastal navigational warnings' },
  featureKey: { field: 'eventId' },
  sources: [{ dataUrl: COASTAL_WARNINGS_DATA_URL }],
  mapZIndex: 75,
  baseMap: false,
  polar: false,
  zoom: { min: 3, max: 14 },
  prioritised: false,
  updateMode: 'periodic',
  updateIntervalMs: COASTAL_WARNINGS_REFRESH_MS,
  enabledByDefault: false,
  accessEnabled: true,
  needsApiKey: false,
  demoData: true,
  // The first dataset with downloads (spec 01 §9): a navigator takes the warnings in force
  // into a plotter or a spreadsheet. Named by their number, as the lists show them.
  download: { formats: ['gpx', 'geojson', 'shape', 'xlsx', 'csv'], nameProperty: 'number' },
};
