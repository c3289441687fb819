import { describe, expect, it } from 'vitest';
import { propertyAnyCase, readPolygonFeatures, textOf } from './polygon-features.js';

const square = {
  type: 'Polygon',
  coordinates: [
    [
      [5, 60],
      [6, 60],
      [6, 61],
      [5, 60],
    ],
  ],
};

describe('readPolygonFeatures', () => {
  it('keeps the polygons as `read` makes them and counts the features without one', () => {
    const body = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: square,
          properties: { OBJECTID: 7, Navn: ' Borgundfjorden ' },
        },
        { type: 'Feature', geometry: { type: 'Point', coordinates: [5, 60] }, properties: {} },
        { type: 'Feature', geometry: null, properties: {} },
      ],
    });
    const { collection, skipped } = readPolygonFeatures(body, (properties, _raw, index) => {
      const id = textOf(propertyAnyCase(properties, 'objectid')) ?? `area-${index}`;
      return { id, properties: { id, name: textOf(propertyAnyCase(properties, 'navn')) } };
    });
    expect(skipped).toBe(2);
    expect(collection.features).toEqual([
      {
        type: 'Feature',
        id: '7',
        geometry: square,
        properties: { id: '7', name: 'Borgundfjorden' },
      },
    ]);
  });

  it('refuses an answer that is no FeatureCollection, so the last good data stays', () => {
    expect(() =>
      readPolygonFeatures('{"error":{"code":400}}', () => ({ id: '', properties: {} })),
    ).toThrow('not a GeoJSON FeatureCollection');
  });
});

describe('textOf', () => {
  it('gives trimmed text or a number as text, null for blanks and the rest', () => {
    expect([textOf(' a '), textOf(3), textOf(''), textOf(NaN), textOf(null)]).toEqual([
      'a',
      '3',
      null,
      null,
      null,
    ]);
  });
});
