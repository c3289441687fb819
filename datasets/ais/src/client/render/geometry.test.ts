import { describe, expect, it } from 'vitest';
import {
  BEARING_VECTOR_MINUTES,
  bearingVector,
  destination,
  hullPolygon,
  NAUTICAL_MILE_M,
} from './geometry.js';

/** Metres between two nearby points (equirectangular; fine below a few km). */
function metres(a: readonly number[], b: readonly number[]): number {
  const lat = (((a[1]! + b[1]!) / 2) * Math.PI) / 180;
  const dx = ((b[0]! - a[0]!) * Math.PI * 6_371_008.8 * Math.cos(lat)) / 180;
  const dy = ((b[1]! - a[1]!) * Math.PI * 6_371_008.8) / 180;
  return Math.hypot(dx, dy);
}

describe('bearing vector (spec 02 §5, checklist A13)', () => {
  it('reaches 6 minutes ahead: knots ÷ 10 nautical miles along the bearing', () => {
    expect(BEARING_VECTOR_MINUTES).toBe(6);
    const line = bearingVector([5, 60], 90, 10)!;
    expect(line[0]).toEqual([5, 60]);
    expect(metres(line[0]!, line[1]!)).toBeCloseTo(NAUTICAL_MILE_M, -1);
    expect(line[1]![0]).toBeGreaterThan(5);
    expect(line[1]![1]).toBeCloseTo(60, 3);
    const north = bearingVector([5, 60], 0, 20)!;
    expect(north[1]![0]).toBeCloseTo(5, 9);
    expect(metres(north[0]!, north[1]!)).toBeCloseTo(2 * NAUTICAL_MILE_M, -1);
  });

  it('needs start, bearing and knots', () => {
    expect(bearingVector(null, 90, 10)).toBeNull();
    expect(bearingVector([5, 60], null, 10)).toBeNull();
    expect(bearingVector([5, 60], undefined, 10)).toBeNull();
    expect(bearingVector([5, 60], 90, null)).toBeNull();
    expect(bearingVector([5, 60], 90, 0)).toBeNull();
  });

  it('destination is the great-circle point at a distance and bearing', () => {
    const [lng, lat] = destination([0, 0], 0, 111_195);
    expect(lng).toBeCloseTo(0, 9);
    expect(lat).toBeCloseTo(1, 3);
  });
});

describe('hull polygon (spec 02 §5)', () => {
  const dims = { dimensionA: 80, dimensionB: 20, dimensionC: 10, dimensionD: 10 };

  it('only with all four dimensions and a heading', () => {
    expect(hullPolygon([5, 60], 0, dims)).not.toBeNull();
    expect(hullPolygon([5, 60], null, dims)).toBeNull();
    expect(hullPolygon([5, 60], undefined, dims)).toBeNull();
    for (const key of Object.keys(dims)) {
      expect(hullPolygon([5, 60], 0, { ...dims, [key]: null })).toBeNull();
    }
    expect(hullPolygon(null, 0, dims)).toBeNull();
  });

  it('spans A ahead and B astern along the heading, C + D across, as a closed ring', () => {
    const ring = hullPolygon([5, 60], 0, dims)!;
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    const bow = ring[3]!;
    expect(metres([5, 60], bow)).toBeCloseTo(80, 0);
    expect(bow[1]).toBeGreaterThan(60);
    const sternPort = ring[0]!;
    const sternStarboard = ring[1]!;
    expect(metres(sternPort, sternStarboard)).toBeCloseTo(20, 0);
    expect(sternPort[1]).toBeLessThan(60);
    // Turned to heading 90: the bow lies east.
    const east = hullPolygon([5, 60], 90, dims)!;
    expect(east[3]![0]).toBeGreaterThan(5);
    expect(east[3]![1]).toBeCloseTo(60, 6);
  });
});
