import { toPolar } from '@havkart/domain';
import type { DatasetLayerContext, DatasetLayers } from '@havkart/datasets-core/client';
import { describe, expect, it } from 'vitest';
import { placeSources } from './map-descriptor.js';
import { catalogueDataset } from './test-support.js';

const context = {
  dataUrl: '/api/v1/datasets/fairways/geojson',
  origin: 'http://localhost',
} as DatasetLayerContext;
const built: DatasetLayers = {
  sources: {
    tiles: { type: 'vector', tiles: ['http://localhost/tiles/basemap/{z}/{x}/{y}.pbf'] },
    data: { type: 'geojson', data: context.dataUrl },
  },
  layers: [],
};
const fetched = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [15, 78] } },
  ],
};

describe('dataset sources in the polar view (R27.24)', () => {
  const dataset = catalogueDataset('basemap', { minZoom: 0, maxZoom: 14 });

  it('reads the Mercator tiles and the data as they are outside polar view', () => {
    const sources = placeSources(dataset, built, context, fetched, false);
    expect(sources['tiles']).toMatchObject({
      tiles: ['http://localhost/tiles/basemap/{z}/{x}/{y}.pbf'],
      maxzoom: 14,
    });
    expect(sources['data']).toMatchObject({ data: fetched });
  });

  it('swaps to the polar tiles, over-zoomed past 8, and converts the GeoJSON', () => {
    const sources = placeSources(dataset, built, context, fetched, true);
    expect(sources['tiles']).toMatchObject({
      tiles: ['http://localhost/tiles/polar/basemap/{z}/{x}/{y}.pbf'],
      maxzoom: 8,
    });
    expect(sources['data']).toMatchObject({
      data: { features: [{ geometry: { type: 'Point', coordinates: toPolar(15, 78) } }] },
    });
  });
});
