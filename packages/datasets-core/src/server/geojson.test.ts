import type { FeatureCollection, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  asFeatureCollection,
  LARGE_POLYGON_AREA,
  outlineLargePolygons,
  polygonArea,
} from './geojson.js';

/** A lon/lat box as a polygon. */
function box(west: number, south: number, east: number, north: number): Polygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

describe('GeoJSON source data', () => {
  it('takes a FeatureCollection as is and wraps a single Feature', () => {
    const collection: FeatureCollection = { type: 'FeatureCollection', features: [] };
    expect(asFeatureCollection(collection)).toBe(collection);
    const feature = { type: 'Feature', properties: {}, geometry: box(0, 0, 1, 1) };
    expect(asFeatureCollection(feature)?.features).toEqual([feature]);
  });

  it.each([
    ['a bare geometry', box(0, 0, 1, 1)],
    ['an array', []],
    ['a string', 'FeatureCollection'],
    ['null', null],
    ['a collection without features', { type: 'FeatureCollection' }],
  ])('refuses %s', (_name, data) => {
    expect(asFeatureCollection(data)).toBeNull();
  });
});

describe('large polygons', () => {
  it('measures area on the sphere: a 1° box at the equator is about 12 300 km²', () => {
    expect(polygonArea(box(0, 0, 1, 1).coordinates) / 1e6).toBeCloseTo(12_364, -2);
    // Holes are subtracted.
    const holed = [...box(0, 0, 1, 1).coordinates, ...box(0.25, 0.25, 0.75, 0.75).coordinates];
    expect(polygonArea(holed)).toBeLessThan(polygonArea(box(0, 0, 1, 1).coordinates) * 0.8);
  });

  // 1e11 m² is 100 000 km²: a 3°×3° box near the equator (≈111 000 km²) is above it, a
  // 2°×2° box (≈49 000 km²) below.
  it('draws polygons above 1e11 as their rings, smaller ones stay filled', () => {
    const big = box(0, 0, 3, 3);
    const small = box(10, 0, 12, 2);
    expect(polygonArea(big.coordinates)).toBeGreaterThan(LARGE_POLYGON_AREA);
    expect(polygonArea(small.coordinates)).toBeLessThan(LARGE_POLYGON_AREA);
    const out = outlineLargePolygons({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { n: 1 }, geometry: big },
        { type: 'Feature', properties: { n: 2 }, geometry: small },
        {
          type: 'Feature',
          properties: { n: 3 },
          geometry: { type: 'MultiPolygon', coordinates: [big.coordinates, small.coordinates] },
        },
      ],
    });
    expect(out.features[0]?.geometry).toEqual({
      type: 'MultiLineString',
      coordinates: big.coordinates,
    });
    expect(out.features[0]?.properties).toEqual({ n: 1 });
    expect(out.features[1]?.geometry).toEqual(small);
    expect(out.features[2]?.geometry).toEqual({
      type: 'GeometryCollection',
      geometries: [
        { type: 'MultiPolygon', coordinates: [small.coordinates] },
        { type: 'MultiLineString', coordinates: big.coordinates },
      ],
    });
  });
});
