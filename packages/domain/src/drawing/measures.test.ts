import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, greatCircleDistance, type LonLat } from '../geo/great-circle.js';
import { measureArea, measureCircle, measureLine } from './measures.js';
import { destinationPoint, sphericalRingArea } from './sphere.js';

const ORIGIN: LonLat = [5, 60];

describe('line measures (R17.02)', () => {
  const east = destinationPoint(ORIGIN, 90, 1000);
  const north = destinationPoint(east, 0, 2000);
  const measures = measureLine([ORIGIN, east, north]);

  it('gives each point its index, distance from the previous and from the start', () => {
    expect(measures.points.map((p) => p.index)).toEqual([0, 1, 2]);
    expect(measures.points[0]).toMatchObject({ fromPrevious: 0, fromStart: 0 });
    expect(measures.points[1]!.fromPrevious).toBeCloseTo(1000, 6);
    expect(measures.points[2]!.fromPrevious).toBeCloseTo(2000, 6);
    expect(measures.points[2]!.fromStart).toBeCloseTo(3000, 6);
    expect(measures.total).toBeCloseTo(3000, 6);
  });

  it('gives each segment its length, true bearing and midpoint', () => {
    expect(measures.segments).toHaveLength(2);
    expect(measures.segments[0]!.bearing).toBeCloseTo(90, 6);
    expect(measures.segments[1]!.bearing).toBeCloseTo(0, 6);
    const mid = measures.segments[1]!.midpoint;
    expect(greatCircleDistance(east, mid)).toBeCloseTo(1000, 3);
    expect(greatCircleDistance(mid, north)).toBeCloseTo(1000, 3);
  });

  it('measures nothing for one point', () => {
    expect(measureLine([ORIGIN])).toMatchObject({ segments: [], total: 0 });
  });
});

describe('area measures', () => {
  it('measures a 1 km square as 1 km² on the sphere', () => {
    const a = ORIGIN;
    const b = destinationPoint(a, 90, 1000);
    const c = destinationPoint(b, 0, 1000);
    const d = destinationPoint(a, 0, 1000);
    const measures = measureArea([a, b, c, d]);
    expect(measures.area / 1e6).toBeCloseTo(1, 2);
    expect(measures.outline.segments).toHaveLength(4);
    expect(measures.outline.total).toBeCloseTo(4000, -1);
  });

  it('is 0 for an area under 3 corners', () => {
    expect(measureArea([ORIGIN, [5.1, 60]]).area).toBe(0);
  });

  it('is the same whichever way the ring turns', () => {
    const ring: LonLat[] = [ORIGIN, [5.1, 60], [5.1, 60.1], ORIGIN];
    expect(sphericalRingArea(ring)).toBeCloseTo(sphericalRingArea([...ring].reverse()), 6);
  });
});

describe('circle measures (R17.05)', () => {
  const radius = 5000;
  const circle = { centre: ORIGIN, edge: destinationPoint(ORIGIN, 30, radius) };
  const measures = measureCircle(circle);

  it('gives the radius, the distance from centre to edge', () => {
    expect(measures.radius).toBeCloseTo(radius, 3);
  });

  it('gives circumference and area of the 32-step ring, close to a true circle', () => {
    // A regular 32-gon is 0.16 % shorter and 0.64 % smaller than its circumscribed circle.
    const n = 32;
    expect(measures.circumference).toBeCloseTo(2 * n * radius * Math.sin(Math.PI / n), -1);
    expect(measures.area).toBeCloseTo((n / 2) * radius ** 2 * Math.sin((2 * Math.PI) / n), -4);
    expect(measures.area).toBeLessThan(Math.PI * radius ** 2);
  });

  it('uses the one app-wide sphere', () => {
    expect(EARTH_RADIUS_M).toBe(6_371_008.8);
    expect(greatCircleDistance(ORIGIN, destinationPoint(ORIGIN, 123, 12_345))).toBeCloseTo(
      12_345,
      6,
    );
  });
});
