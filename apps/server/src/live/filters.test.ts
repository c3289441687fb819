import { polygonContainsNaive } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { compileVesselFilter, inArea, parseSince } from './filters.js';

describe('since', () => {
  it.each([
    ['2023-02-17T11:38:39Z', Date.UTC(2023, 1, 17, 11, 38, 39)],
    ['2023-02-17T11:38:39+00:00', Date.UTC(2023, 1, 17, 11, 38, 39)],
    ['2023-02-17T12:38:39+0100', Date.UTC(2023, 1, 17, 11, 38, 39)],
    ['2023-02-17T11:38:39', Date.UTC(2023, 1, 17, 11, 38, 39)],
    ['2023-02-17T11:38:39.500', Date.UTC(2023, 1, 17, 11, 38, 39, 500)],
    ['2013-01-01', Date.UTC(2013, 0, 1)],
  ])('%s is read as UTC unless it says otherwise', (text, ms) => {
    expect(parseSince(text)).toBe(ms);
  });
});

describe('area of a stream', () => {
  /** A coast-like outline of `vertices` corners: the radius wanders in small steps. */
  function coast(vertices: number): number[][] {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let r = 1.5;
    const ring = Array.from({ length: vertices }, (_, i) => {
      r = Math.min(2, Math.max(1, r + (random() - 0.5) * 0.04));
      const a = (2 * Math.PI * i) / vertices;
      return [8 + r * Math.cos(a), 64 + r * Math.sin(a) * 0.5];
    });
    ring.push(ring[0]!);
    return ring;
  }

  it('costs a message tens of edge tests for a 10,000-vertex polygon, with the same answers', () => {
    const geometry = { type: 'Polygon' as const, coordinates: [coast(10_000)] };
    const filter = compileVesselFilter({ geometry }, 'open');
    let seed = 5;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let tests = 0;
    const messages = 1000;
    for (let i = 0; i < messages; i++) {
      const lon = 6 + random() * 4;
      const lat = 63 + random() * 2;
      tests += filter.area!.edgeTests(lon, lat);
      expect(inArea(filter, lon, lat)).toBe(polygonContainsNaive(geometry.coordinates, lon, lat));
    }
    // Testing every vertex would be 10,000 edge tests per message inside the box.
    expect(tests / messages).toBeLessThan(40);
  });
});
