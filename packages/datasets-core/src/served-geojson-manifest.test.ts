import { describe, expect, it } from 'vitest';
import { servedGeoJsonManifest } from './served-geojson-manifest.js';
import { createDatasetRegistry } from './registry.js';

describe('servedGeoJsonManifest', () => {
  const manifest = servedGeoJsonManifest({
    id: 'rocks',
    group: 'navigation',
    name: { 'nb-NO': 'Skjær og grunner', 'en-US': 'Rocks' },
    featureKey: { field: 'id' },
    mapZIndex: 55,
    zoom: { min: 10, max: 16 },
  });

  it('serves the data from the dataset’s own GeoJSON route', () => {
    expect(manifest.sources).toEqual([{ dataUrl: '/api/v1/datasets/rocks/geojson' }]);
  });

  it('is a static, opt-in, open, Mercator-only demo dataset', () => {
    expect(manifest).toMatchObject({
      updateMode: 'static',
      enabledByDefault: false,
      accessEnabled: true,
      needsApiKey: false,
      baseMap: false,
      polar: false,
      prioritised: false,
      demoData: true,
    });
  });

  it('is accepted by the registry', () => {
    const groups = [
      {
        id: 'navigation',
        name: { 'nb-NO': 'Navigasjon', 'en-US': 'Navigation' },
        order: 1,
        collapsedDefault: false,
      },
    ];
    expect(() => createDatasetRegistry({ groups, datasets: [manifest] })).not.toThrow();
  });

  it('keeps what the dataset names for itself', () => {
    expect(manifest).toMatchObject({ id: 'rocks', mapZIndex: 55, zoom: { min: 10, max: 16 } });
  });
});
