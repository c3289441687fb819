import { fromPolar, toPolar } from '@havkart/domain';
import type { LineString, MultiLineString, Point, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  fromMapPosition,
  polarGeoJson,
  polarGeometry,
  polarTileUrl,
  toMapPosition,
} from './polar-projection.js';

const real = ([x = 0, y = 0]: Position) => fromPolar(x, y);

describe('positions on the polar map (R27.20)', () => {
  it('converts both ways in polar view and leaves them alone otherwise', () => {
    expect(toMapPosition(15, 78, false)).toEqual([15, 78]);
    expect(fromMapPosition(15, 78, false)).toEqual([15, 78]);
    const drawn = toMapPosition(15, 78, true)!;
    expect(drawn).toEqual(toPolar(15, 78));
    const [lon, lat] = fromMapPosition(drawn[0], drawn[1], true);
    expect(lon).toBeCloseTo(15, 6);
    expect(lat).toBeCloseTo(78, 6);
  });

  it('leaves out a position beyond the polar square instead of drawing it at the edge', () => {
    expect(toMapPosition(10, -30, true)).toBeNull();
  });
});

describe('GeoJSON on the polar map', () => {
  it('moves points and keeps ids and properties', () => {
    const converted = polarGeoJson({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 7,
          properties: { name: 'Longyearbyen' },
          geometry: { type: 'Point', coordinates: [15.6, 78.2] },
        },
        {
          type: 'Feature',
          properties: { name: 'Cape Town' },
          geometry: { type: 'Point', coordinates: [18.4, -33.9] },
        },
      ],
    }) as { features: { id?: number; properties: { name: string }; geometry: Point }[] };
    // The one beyond the square is left out.
    expect(converted.features).toHaveLength(1);
    expect(converted.features[0]).toMatchObject({ id: 7, properties: { name: 'Longyearbyen' } });
    expect(converted.features[0]!.geometry.coordinates).toEqual(toPolar(15.6, 78.2));
  });

  it('takes a polygon across 180° the short way, as one small area round the meridian', () => {
    const polygon = polarGeometry({
      type: 'Polygon',
      coordinates: [
        [
          [179, 70],
          [-179, 70],
          [-179, 72],
          [179, 72],
          [179, 70],
        ],
      ],
    }) as Polygon;
    const lons = polygon.coordinates[0]!.map((p) => real(p)[0]);
    // Every vertex stays within 1° of the antimeridian: no edge goes round the world.
    for (const lon of lons) expect(180 - Math.abs(lon)).toBeLessThanOrEqual(1 + 1e-6);
    const first = polygon.coordinates[0]![0]!;
    expect(polygon.coordinates[0]!.at(-1)).toEqual(first);
  });

  it('bends a long line along its parallel', () => {
    const line = polarGeometry({
      type: 'LineString',
      coordinates: [
        [-20, 75],
        [40, 75],
      ],
    }) as LineString;
    expect(line.coordinates.length).toBeGreaterThanOrEqual(60);
    for (const p of line.coordinates) expect(real(p)[1]).toBeCloseTo(75, 6);
  });

  it('breaks a line where it leaves the polar square and drops what is outside', () => {
    const line = polarGeometry({
      type: 'LineString',
      coordinates: [
        [10, 60],
        [10, -30],
        [12, -30],
        [12, 60],
      ],
    }) as MultiLineString;
    expect(line.type).toBe('MultiLineString');
    expect(line.coordinates).toHaveLength(2);
    for (const run of line.coordinates) {
      for (const p of run) expect(real(p)[1]).toBeGreaterThan(-10);
    }
  });

  it('drops a polygon entirely beyond the square', () => {
    expect(
      polarGeoJson({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: {},
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, -60],
                  [5, -60],
                  [5, -55],
                  [0, -60],
                ],
              ],
            },
          },
        ],
      }),
    ).toEqual({ type: 'FeatureCollection', features: [] });
  });
});

describe('polar tile paths (R27.24)', () => {
  it('swaps a dataset tile template to its polar variant', () => {
    expect(polarTileUrl('/tiles/basemap/{z}/{x}/{y}.pbf')).toBe(
      '/tiles/polar/basemap/{z}/{x}/{y}.pbf',
    );
    expect(polarTileUrl('http://localhost:3000/tiles/basemap-simple/{z}/{x}/{y}.pbf')).toBe(
      'http://localhost:3000/tiles/polar/basemap-simple/{z}/{x}/{y}.pbf',
    );
    expect(polarTileUrl('/tiles/polar/basemap/{z}/{x}/{y}.pbf')).toBe(
      '/tiles/polar/basemap/{z}/{x}/{y}.pbf',
    );
  });
});
