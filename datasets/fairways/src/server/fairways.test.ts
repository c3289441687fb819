import { readFileSync } from 'node:fs';
import type { Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { readFairways } from './adapter.js';
import { demoFairways } from './demo.js';
import { corridor, fairwayFeatures } from './fairways.js';

const fixture = readFileSync(new URL('fixtures/fairways.geojson', import.meta.url), 'utf8');

/** Metres between two positions (flat, short range). */
function metres(a: Position, b: Position): number {
  const k = Math.cos(((a[1]! + b[1]!) / 2) * (Math.PI / 180));
  return Math.hypot((b[0]! - a[0]!) * k, b[1]! - a[1]!) * 111_320;
}

describe('fairway adapter (our schema)', () => {
  it('keeps areas with an id and a type Hovedled or Biled, with only id, type and place name', () => {
    const { features } = readFairways(fixture);
    expect(features.map((f) => f.properties)).toEqual([
      { id: '1001', fairwaytype: 'Hovedled', placename: 'Korsfjorden' },
      { id: '1002', fairwaytype: 'Biled', placename: null },
    ]);
    expect(features.map((f) => f.geometry.type)).toEqual(['Polygon', 'MultiPolygon']);
  });

  it.each([
    ['not JSON', 'Service unavailable'],
    ['an array', '[]'],
  ])('refuses %s', (_case, body) => {
    expect(() => readFairways(body)).toThrow();
  });
});

describe('demo fairways', () => {
  const demo = fairwayFeatures(demoFairways());

  it('hold main and secondary stretches, each named', () => {
    const types = new Set(demo.features.map((f) => f.properties?.['fairwaytype']));
    expect(types).toEqual(new Set(['Hovedled', 'Biled']));
    for (const f of demo.features) expect(typeof f.properties?.['placename']).toBe('string');
  });

  it('draw a corridor the given half width either side of its centre line, closed', () => {
    const line: Position[] = [
      [5.0, 60.0],
      [5.0, 60.1],
    ];
    const ring = (corridor(line, 400) as Polygon).coordinates[0]!;
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring.at(-1));
    expect(metres(ring[0]!, [5.0, 60.0])).toBeCloseTo(400, -1);
    expect(metres(ring[0]!, ring[3]!)).toBeCloseTo(800, -1);
  });
});
