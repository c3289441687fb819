import { describe, expect, it } from 'vitest';
import { areaSources, type SourceCandidate } from './area-sources.js';

const dataset = (datasetId: string, dataUrl: string, extra: Partial<SourceCandidate> = {}) => ({
  datasetId,
  baseMap: false,
  updateMode: 'static',
  sources: [{ dataUrl }],
  ...extra,
});

describe('what an offline area downloads', () => {
  it('the base map always, then enabled tile and GeoJSON datasets; not time, raster or live', () => {
    const sources = areaSources(
      [
        dataset('basemap', '/tiles/basemap/{z}/{x}/{y}.pbf', { baseMap: true }),
        dataset('fairways', '/api/v1/datasets/fairways/geojson'),
        dataset('depth', '/tiles/depth/{z}/{x}/{y}.pbf'),
        dataset('waveforecast', '/tiles/waveforecast/{z}/{x}/{y}.pbf?time={time}'),
        dataset('aerial', '/tiles/aerial/{z}/{x}/{y}.png'),
        dataset('ais', '/api/v1/datasets/ais/geojson', { updateMode: 'live' }),
        dataset('elsewhere', 'https://example.org/data.geojson'),
      ],
      'http://h',
    );
    expect(sources).toEqual([
      {
        datasetId: 'basemap',
        sourceType: 'vectortiles',
        location: 'http://h/tiles/basemap/{z}/{x}/{y}.pbf',
      },
      {
        datasetId: 'fairways',
        sourceType: 'geojson',
        location: 'http://h/api/v1/datasets/fairways/geojson',
      },
      {
        datasetId: 'depth',
        sourceType: 'vectortiles',
        location: 'http://h/tiles/depth/{z}/{x}/{y}.pbf',
      },
    ]);
  });

  it('two base maps reading the same tiles download them once', () => {
    const sources = areaSources(
      [
        dataset('basemap', '/tiles/basemap/{z}/{x}/{y}.pbf', { baseMap: true }),
        dataset('basemap-simple', '/tiles/basemap/{z}/{x}/{y}.pbf', { baseMap: true }),
      ],
      'http://h',
    );
    expect(sources.map((s) => s.datasetId)).toEqual(['basemap']);
  });

  it('uses the last source, the one the user may read', () => {
    const sources = areaSources(
      [
        {
          ...dataset('x', '/tiles/a/{z}/{x}/{y}.pbf'),
          sources: [
            { dataUrl: '/tiles/a/{z}/{x}/{y}.pbf' },
            { dataUrl: '/tiles/b/{z}/{x}/{y}.pbf' },
          ],
        },
      ],
      'http://h',
    );
    expect(sources[0]?.location).toBe('http://h/tiles/b/{z}/{x}/{y}.pbf');
  });
});
