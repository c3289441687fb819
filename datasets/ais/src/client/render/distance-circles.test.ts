import { describe, expect, it } from 'vitest';
import { circleRing, DISTANCE_CIRCLE_NM, distanceCircles, routedMmsi } from './distance-circles.js';
import { NAUTICAL_MILE_M } from './geometry.js';

describe('distance circles around the vessel the details pane shows', () => {
  it('rings at 1, 2 and 5 nautical miles (A64), labelled, closed', () => {
    expect(DISTANCE_CIRCLE_NM).toEqual([1, 2, 5]);
    const rings = distanceCircles([5, 60]);
    expect(rings.map((r) => r.properties.nm)).toEqual([1, 2, 5]);
    expect(rings.map((r) => r.properties.label)).toEqual(['1 NM', '2 NM', '5 NM']);
    const ring = circleRing([5, 60], 1);
    expect(ring[0]![0]).toBeCloseTo(ring.at(-1)![0]!, 9);
    expect(ring[0]![1]).toBeCloseTo(ring.at(-1)![1]!, 9);
    // Due north: one nautical mile is 1/60 of a degree of latitude.
    expect((ring[0]![1]! - 60) * 111_195).toBeCloseTo(NAUTICAL_MILE_M, -1);
  });

  it('finds the vessel in /ais/{mmsi}, also under /embed and a variant', () => {
    expect(routedMmsi('/ais/257123456', 'ais')).toBe(257123456);
    expect(routedMmsi('/embed/ais/257123456', 'ais')).toBe(257123456);
    expect(routedMmsi('/nais/ais/257123456/', 'ais')).toBe(257123456);
    expect(routedMmsi('/aton/992571001', 'ais')).toBeNull();
    expect(routedMmsi('/', 'ais')).toBeNull();
  });
});
