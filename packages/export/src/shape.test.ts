import { strFromU8, unzipSync } from 'fflate';
import * as shapefile from 'shapefile';
import { describe, expect, it } from 'vitest';
import { WGS84_PRJ, writeShape } from './shape.js';
import { SAMPLE_DOCUMENT } from './testing/sample-document.js';

const files = unzipSync(writeShape(SAMPLE_DOCUMENT));

async function layer(name: string) {
  const source = await shapefile.open(files[`${name}.shp`]!, files[`${name}.dbf`]!, {
    encoding: 'windows-1252',
  });
  const features = [];
  for (let next = await source.read(); !next.done; next = await source.read()) {
    features.push(next.value);
  }
  return features;
}

/** Twice the signed area: positive for a counter-clockwise ring. */
function signedArea(ring: number[][]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    sum += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  }
  return sum;
}

describe('Shape writer (R28.05)', () => {
  it('zips .shp, .shx, .dbf, .prj and .cpg per geometry type, in WGS 84', () => {
    expect(Object.keys(files).sort()).toEqual(
      ['lines', 'points', 'polygons'].flatMap((name) =>
        ['cpg', 'dbf', 'prj', 'shp', 'shx'].map((ext) => `${name}.${ext}`),
      ),
    );
    expect(strFromU8(files['points.prj']!)).toBe(WGS84_PRJ);
    expect(WGS84_PRJ).toContain('WGS_1984');
  });

  it('reads back as one record per feature, attributes with their own record', async () => {
    const lines = await layer('lines');
    expect(lines.map((f) => [f.properties['name'], f.properties['kind']])).toEqual([
      ['Måling', 'line'],
      ['Rute 1', 'route'],
      ['LK 123', 'track'],
    ]);
    expect(lines[0]!.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [14.1, 67.1],
        [14.3, 67.2],
        [14.35, 67.25],
      ],
    });
    expect(lines[0]!.properties['length_m']).toBe(18520.5);
    expect(lines[1]!.properties).toMatchObject({
      start: '2026-11-27T08:00:00Z',
      end: '2026-11-27T10:00:00Z',
    });
  });

  it('keeps points and text with æ, ø, å', async () => {
    const [point] = await layer('points');
    expect(point!.geometry.coordinates).toEqual([11.8765432, 67.4123456]);
    expect(point!.properties).toMatchObject({ name: 'Fyr "Skomvær"', note: 'Kai, ved bøye' });
  });

  it('writes polygons and circles with clockwise outer rings, measures cut to DBF names', async () => {
    const polygons = await layer('polygons');
    expect(polygons.map((f) => f.properties['kind'])).toEqual(['polygon', 'circle']);
    for (const polygon of polygons) {
      expect(polygon.geometry.type).toBe('Polygon');
      const [ring] = polygon.geometry.coordinates as number[][][];
      expect(signedArea(ring!)).toBeLessThan(0);
    }
    expect(polygons[0]!.properties['area_m2']).toBe(1234567.5);
  });
});
