import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDepth } from './adapter.js';
import { demoDepth, isTileLocation } from './index.js';
import { depthFeatures } from './adapter.js';
import { DEPTH_CURVES } from '../manifest.js';

const fixture = readFileSync(new URL('fixtures/depth.geojson', import.meta.url), 'utf8');

describe('depth upstream adapter (our schema)', () => {
  const read = readDepth(fixture);

  it('keeps areas, curves and soundings with their depth in metres', () => {
    expect(read.collection.features.map((f) => f.properties)).toEqual([
      { kind: 'area', depth: 20, maxdepth: 50 },
      { kind: 'curve', depth: 10 },
      { kind: 'sounding', depth: 37.4 },
    ]);
  });

  it('skips and counts features with a negative or missing depth or no geometry', () => {
    expect(read.skipped).toBe(3);
    expect(read.reasons).toEqual([
      '#3: no depth in metres',
      '#4: no depth in metres',
      '#5: no point, line or polygon geometry',
    ]);
  });

  it.each([
    ['not JSON', '<html>', /did not answer JSON/],
    ['a bare array', '[]', /FeatureCollection/],
  ])('refuses %s', (_case, body, error) => {
    expect(() => readDepth(body)).toThrow(error);
  });

  it('tells vector tiles from a GeoJSON document by the URL', () => {
    expect(isTileLocation('https://tiles.example/depth/{z}/{x}/{y}.pbf')).toBe(true);
    expect(isTileLocation('/data/depth.pmtiles')).toBe(true);
    expect(isTileLocation('https://data.example/depth.geojson')).toBe(false);
  });
});

describe('the demo depths', () => {
  const demo = depthFeatures(demoDepth());

  it('hold areas, every depth curve and soundings, none skipped', () => {
    expect(demo.skipped).toBe(0);
    const kinds = new Set(demo.collection.features.map((f) => f.properties?.['kind']));
    expect(kinds).toEqual(new Set(['area', 'curve', 'sounding']));
    const curves = demo.collection.features
      .filter((f) => f.properties?.['kind'] === 'curve')
      .map((f) => f.properties?.['depth']);
    for (const depth of DEPTH_CURVES) expect(curves).toContain(depth);
  });

  it('lie within the three demo stretches of coast (the grid may end one cell past them)', () => {
    const m = 0.005;
    for (const f of demo.collection.features) {
      if (f.geometry.type !== 'Point') continue;
      const [lon, lat] = f.geometry.coordinates as [number, number];
      const inside =
        (lon >= 4.6 - m && lon <= 5.45 + m && lat >= 60.05 - m && lat <= 60.65 + m) ||
        (lon >= 13.9 - m && lon <= 15.3 + m && lat >= 67.95 - m && lat <= 68.35 + m) ||
        (lon >= 10.35 - m && lon <= 10.8 + m && lat >= 59.05 - m && lat <= 59.55 + m);
      expect(inside, JSON.stringify(f.geometry.coordinates)).toBe(true);
    }
  });
});
