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

/**
 * A dataset whose download needs a role, as fishing facilities' will (R28.10): only users
 * holding BwDownloadFishingfacility may download it.
 */
export const restrictedDownloadManifest: DatasetManifest = {
  ...fixtureManifest,
  id: 'testfishingfacilities',
  name: { 'nb-NO': 'Testredskap', 'en-US': 'Test fishing facilities' },
  featureKey: { field: 'toolId' },
  sources: [{ dataUrl: '/api/v1/datasets/testfishingfacilities/geojson' }],
  download: {
    formats: ['gpx', 'csv'],
    requiredRoles: ['BwDownloadFishingfacility'],
    nameProperty: 'toolId',
  },
};

export const restrictedDownloadServerPart: DatasetServerPart = {
  datasetId: restrictedDownloadManifest.id,
  start: (context) =>
    startGeoJsonDataset(
      {
        manifest: restrictedDownloadManifest,
        demo: () => ({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: { toolId: 'garn-1', toolTypeCode: 'NETS' },
              geometry: {
                type: 'LineString',
                coordinates: [
                  [14.1, 68.1],
                  [14.2, 68.15],
                ],
              },
            },
          ],
        }),
        adapter: (body) => JSON.parse(body) as unknown,
        defaultRefreshMs: 600_000,
      },
      context,
    ),
};
