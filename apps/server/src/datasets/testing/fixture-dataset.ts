// A dataset that exists only in tests: a GeoJSON dataset in the framework's shape, with a
// demo source and an upstream whose format is GeoJSON as served by many open-data portals.
import { readFileSync } from 'node:fs';
import type { DatasetManifest } from '@havkart/datasets-core';
import { startGeoJsonDataset, type DatasetServerPart } from '@havkart/datasets-core/server';

export const fixtureManifest: DatasetManifest = {
  id: 'testwarnings',
  group: 'testgroup',
  name: { 'nb-NO': 'Testvarsler', 'en-US': 'Test warnings' },
  featureKey: { field: 'eventId' },
  sources: [{ dataUrl: '/tiles/testwarnings/{z}/{x}/{y}.pbf' }],
  mapZIndex: 1,
  baseMap: false,
  polar: false,
  zoom: { min: 3, max: 12 },
  prioritised: false,
  updateMode: 'periodic',
  updateIntervalMs: 600_000,
  enabledByDefault: false,
  accessEnabled: true,
  needsApiKey: false,
  demoData: true,
};

/** Upstream fixture in the upstream's own format (a GeoJSON FeatureCollection). */
export const UPSTREAM_FIXTURE = readFileSync(
  new URL(
    '../../../../../packages/datasets-core/src/server/fixtures/warnings.geojson',
    import.meta.url,
  ),
  'utf8',
);

/** One demo warning, far from the upstream's, so a test sees which source is served. */
export const DEMO_DATA = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { eventId: 'demo-1', text: 'Demo' },
      geometry: { type: 'Point', coordinates: [18.95, 69.65] },
    },
  ],
};

export const fixtureServerPart: DatasetServerPart = {
  datasetId: fixtureManifest.id,
  start: (context) =>
    startGeoJsonDataset(
      {
        manifest: fixtureManifest,
        demo: () => DEMO_DATA,
        adapter: (body) => JSON.parse(body) as unknown,
        defaultRefreshMs: 600_000,
      },
      context,
    ),
};
