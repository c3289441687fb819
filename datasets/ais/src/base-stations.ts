// The base-station layer (spec 02 §3, §6; R10.28): AIS base stations as points with their
// message counts, from the administrators' diagnostics. Listed only to callers holding the
// BwAisAdmin policy: the catalogue drops a source whose policies the caller lacks.
import type { DatasetManifest } from '@havkart/datasets-core';
import { ADMIN_POLICY } from '@havkart/domain';
import { AIS_GROUP_ID } from './manifest.js';

export const BASE_STATIONS_DATASET_ID = 'basestations';

/** The four message counts of a base station (spec 02 §3), in display order. */
export const BASE_STATION_COUNTS = [
  'aisPositionMessageStatistics',
  'aisStaticDataMessageStatistics',
  'atonMessageStatistics',
  'baseStationMessageStatistics',
] as const;

/** The counts change with every message heard: read again every minute. */
export const BASE_STATIONS_REFRESH_MS = 60_000;

export const baseStationsManifest: DatasetManifest = {
  id: BASE_STATIONS_DATASET_ID,
  group: AIS_GROUP_ID,
  name: { 'nb-NO': 'Basestasjoner (AIS)', 'en-US': 'Base stations (AIS)' },
  featureKey: { field: 'mmsi' },
  sources: [
    {
      dataUrl: '/api/v1/admin/ais/basestations/geojson',
      requiredPolicies: [ADMIN_POLICY],
    },
  ],
  mapZIndex: 94,
  baseMap: false,
  polar: false,
  zoom: { min: 0, max: 22 },
  prioritised: false,
  updateMode: 'periodic',
  updateIntervalMs: BASE_STATIONS_REFRESH_MS,
  enabledByDefault: false,
  accessEnabled: true,
  needsApiKey: true,
  demoData: false,
};
