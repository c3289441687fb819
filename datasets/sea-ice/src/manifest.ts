// Sea ice (spec 02 §2–§3): the MET Norway Ice Service's chart of ice concentration, one
// polygon per area, keyed by its class. Shared by the server (data) and the web app (layers,
// views).
import type { DatasetManifest } from '@havkart/datasets-core';

export const SEA_ICE_ID = 'seaice';

/** Path of the dataset's data on our server (the manifest's one source). */
export const SEA_ICE_DATA_URL = `/api/v1/datasets/${SEA_ICE_ID}/geojson`;

/** The chart is issued on weekdays; checking every three hours finds a new one the same day. */
export const SEA_ICE_REFRESH_MS = 3 * 60 * 60 * 1000;

/**
 * Ice classes, most ice first; the value is a feature's `class` (its route featureId,
 * spec 02 §2). `other` holds Ice Free and any class the chart names that is not listed.
 */
export const SEA_ICE_CLASSES = [
  'fast-ice',
  'very-close-drift-ice',
  'close-drift-ice',
  'open-drift-ice',
  'very-open-drift-ice',
  'open-water',
  'other',
] as const;
export type SeaIceClass = (typeof SEA_ICE_CLASSES)[number];

/** Properties of an ice area as served (after the adapter). */
export interface SeaIceProperties {
  readonly class: SeaIceClass;
  /** The chart's own class name (`NIS_CLASS`, older copies `ICE_TYPE`), e.g. `Fast Ice`. */
  readonly nisClass: string;
  /** Day the chart is valid for (`YYYY-MM-DD`, from the file name); null when it has none. */
  readonly date: string | null;
}

export const manifest: DatasetManifest = {
  id: SEA_ICE_ID,
  group: 'weather',
  name: { 'nb-NO': 'Havis', 'en-US': 'Sea ice' },
  featureKey: { field: 'class' },
  sources: [{ dataUrl: SEA_ICE_DATA_URL }],
  // Over the depth areas (25), under the wave forecast (30): waves stop where ice begins.
  mapZIndex: 28,
  baseMap: false,
  polar: true,
  zoom: { min: 0, max: 12 },
  prioritised: false,
  updateMode: 'periodic',
  updateIntervalMs: SEA_ICE_REFRESH_MS,
  enabledByDefault: false,
  accessEnabled: true,
  needsApiKey: false,
  demoData: true,
  // An ice area is routinely larger than the 1e11 m² the map draws as an outline (spec 02 §5),
  // and an ice chart is read by its filled colours: the areas stay filled.
  largePolygonsAsLines: false,
};
