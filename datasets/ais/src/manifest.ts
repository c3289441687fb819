// The AIS datasets: vessels and aids to navigation (spec 02 §1, §3). Both are live: polled
// at zoom 11 or below and streamed above it (spec 02 §4), from the server's live API.
import type { DatasetManifest } from '@havkart/datasets-core';

/** Vessels: `/ais/{mmsi}` is the dataset route (spec 01 §2 `/vessel/{id}` redirects to it). */
export const AIS_DATASET_ID = 'ais';

/** Aids to navigation (AIS message 21): `/aton/{mmsi}`. */
export const ATON_DATASET_ID = 'aton';

/** The menu group both are listed under. */
export const AIS_GROUP_ID = 'ais';

/** Open live base of the server (docs/api.md "Bases and tiers"). */
export const LIVE_OPEN_BASE = '/live/v1';

/** Restricted twin, asked besides the open base with a valid restricted AIS profile. */
export const LIVE_RESTRICTED_BASE = '/live/restricted/v1';

const common = {
  group: AIS_GROUP_ID,
  featureKey: { field: 'mmsi' },
  baseMap: false,
  // Vessels are kept above 45° N in the polar view (spec 02 §9); aids too.
  polar: true,
  prioritised: false,
  updateMode: 'live',
  accessEnabled: true,
  needsApiKey: true,
  demoData: false,
} as const;

export const manifest: DatasetManifest = {
  ...common,
  id: AIS_DATASET_ID,
  name: { 'nb-NO': 'Fartøy (AIS)', 'en-US': 'Vessels (AIS)' },
  sources: [{ dataUrl: `${LIVE_OPEN_BASE}/latest/combined` }],
  // Vessels sit on top of every other dataset.
  mapZIndex: 100,
  zoom: { min: 0, max: 22 },
  enabledByDefault: true,
};

export const atonManifest: DatasetManifest = {
  ...common,
  id: ATON_DATASET_ID,
  name: { 'nb-NO': 'Navigasjonshjelpemidler (AIS)', 'en-US': 'Aids to navigation (AIS)' },
  sources: [{ dataUrl: `${LIVE_OPEN_BASE}/latest/ais` }],
  mapZIndex: 95,
  // Aid icons from zoom 5 (spec 02 §9).
  zoom: { min: 5, max: 22 },
  enabledByDefault: true,
};
