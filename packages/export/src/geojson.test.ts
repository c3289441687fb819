import { describe, expect, it } from 'vitest';
import { writeGeoJson } from './geojson.js';
import { SAMPLE_DOCUMENT, SAMPLE_TIMES } from './testing/sample-document.js';

const { T0, HOUR } = SAMPLE_TIMES;
interface Written {
  type: string;
  features: {
    type: string;
    properties: Record<string, unknown>;
    geometry: { type: string; coordinates: unknown };
  }[];
}
const collection = JSON.parse(new TextDecoder().decode(writeGeoJson(SAMPLE_DOCUMENT))) as Written;

/** Twice the signed area: positive for a counter-clockwise ring. */
function signedArea(ring: number[][]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    sum += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  }
  return sum;
}

describe('GeoJSON writer (R28.02)', () => {
  it('writes a FeatureCollection with one feature per input feature', () => {
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((f) => [f.type, f.geometry.type])).toEqual([
      ['Feature', 'Point'],
      ['Feature', 'LineString'],
      ['Feature', 'Polygon'],
      ['Feature', 'Polygon'],
      ['Feature', 'LineString'],
      ['Feature', 'LineString'],
    ]);
  });

  it('writes longitude first with 6 decimals', () => {
    expect(collection.features[0]!.geometry.coordinates).toEqual([11.876543, 67.412346]);
  });

  it('turns exterior rings counter-clockwise (RFC 7946 §3.1.6)', () => {
    for (const index of [2, 3]) {
      const [ring] = collection.features[index]!.geometry.coordinates as number[][][];
      expect(signedArea(ring!)).toBeGreaterThan(0);
    }
  });

  it('keeps names, measures and times as properties', () => {
    const [point, line, polygon, circle, route] = collection.features;
    expect(point!.properties).toMatchObject({
      name: 'Fyr "Skomvær"',
      kind: 'point',
      time: '2026-11-27T08:00:00Z',
    });
    expect(line!.properties['lengthM']).toBe(18520.5);
    expect(polygon!.properties['areaM2']).toBe(1234567.5);
    expect(circle!.properties).toMatchObject({ radiusM: 1000, centreLat: 68, centreLon: 15 });
    expect(route!.properties['times']).toEqual(
      [T0, T0 + HOUR, T0 + 2 * HOUR].map((t) => new Date(t).toISOString().replace('.000', '')),
    );
  });

  it('writes several parts as a multi-geometry', () => {
    const written = JSON.parse(
      new TextDecoder().decode(
        writeGeoJson({
          name: 'x',
          features: [
            {
              kind: 'line',
              name: null,
              properties: {},
              parts: [
                [
                  { lat: 1, lon: 2 },
                  { lat: 3, lon: 4 },
                ],
                [
                  { lat: 5, lon: 6 },
                  { lat: 7, lon: 8 },
                ],
              ],
            },
          ],
        }),
      ),
    ) as Written;
    expect(written.features[0]!.geometry).toEqual({
      type: 'MultiLineString',
      coordinates: [
        [
          [2, 1],
          [4, 3],
        ],
        [
          [6, 5],
          [8, 7],
        ],
      ],
    });
  });
});
