import { describe, expect, it } from 'vitest';
import { documentFromGeoJson } from './from-geojson.js';

describe('dataset GeoJSON as an export document', () => {
  const collection = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { number: '612/2026', area: 'Vestfjorden', extra: { a: 1 }, n: Infinity },
        geometry: {
          type: 'MultiPoint',
          coordinates: [
            [14, 67],
            [15, 68],
          ],
        },
      },
      {
        type: 'Feature',
        properties: { number: null },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [5, 60],
              [6, 60],
              [6, 61],
              [5, 60],
            ],
          ],
        },
      },
      { type: 'Feature', properties: {}, geometry: null },
      {
        type: 'Feature',
        properties: {},
        geometry: { type: 'GeometryCollection', geometries: [] },
      },
    ],
  };

  it('names features by the given property and keeps the rest as properties', () => {
    const document = documentFromGeoJson(collection, { name: 'W', nameProperty: 'number' });
    expect(document.name).toBe('W');
    expect(document.features.map((f) => [f.kind, f.name])).toEqual([
      ['point', '612/2026'],
      ['point', '612/2026'],
      ['polygon', null],
    ]);
    expect(document.features[0]!.properties).toEqual({
      number: '612/2026',
      area: 'Vestfjorden',
      extra: '{"a":1}',
      n: null,
    });
    expect(document.features[1]).toMatchObject({ position: { lat: 68, lon: 15, time: null } });
    expect(document.features[2]).toMatchObject({
      polygons: [
        [
          [
            { lon: 5, lat: 60 },
            { lon: 6, lat: 60 },
            { lon: 6, lat: 61 },
            { lon: 5, lat: 60 },
          ],
        ],
      ],
    });
  });

  it('leaves out features whose coordinates are malformed, keeping the rest', () => {
    const odd = {
      features: [
        { properties: {}, geometry: { type: 'Point', coordinates: 'x' } },
        { properties: {}, geometry: { type: 'Point', coordinates: [1] } },
        { properties: {}, geometry: { type: 'LineString', coordinates: [[1, 2], null] } },
        { properties: {}, geometry: { type: 'Polygon', coordinates: [] } },
        { properties: {}, geometry: { type: 'MultiPolygon', coordinates: [[[[1, 'a']]]] } },
        {
          properties: {},
          geometry: {
            type: 'LineString',
            coordinates: [
              [1, 2],
              [3, 4],
            ],
          },
        },
      ],
    };
    expect(documentFromGeoJson(odd, { name: 'x' }).features).toEqual([
      {
        kind: 'line',
        name: null,
        properties: {},
        parts: [
          [
            { lon: 1, lat: 2 },
            { lon: 3, lat: 4 },
          ],
        ],
      },
    ]);
  });
});
