import { describe, expect, it } from 'vitest';
import { boxPolygon, STREAM_BOUNDS_FACTOR, streamGeometry, widenBox } from './bounds.js';

describe('stream geometry: map bounds widened by 5 % (spec 02 §7, §9)', () => {
  it('grows each side by 2.5 % of the extent, about the centre', () => {
    expect(STREAM_BOUNDS_FACTOR).toBe(1.05);
    const wide = widenBox({ west: 4, south: 60, east: 6, north: 61 });
    expect(wide.west).toBeCloseTo(3.95, 10);
    expect(wide.east).toBeCloseTo(6.05, 10);
    expect(wide.south).toBeCloseTo(59.975, 10);
    expect(wide.north).toBeCloseTo(61.025, 10);
  });

  it('keeps latitudes on the globe', () => {
    const wide = widenBox({ west: -10, south: -89.9, east: 10, north: 89.9 });
    expect(wide.south).toBe(-90);
    expect(wide.north).toBe(90);
  });

  it('is a closed counter-clockwise GeoJSON ring', () => {
    const polygon = streamGeometry({ west: 4, south: 60, east: 6, north: 61 });
    const ring = polygon.coordinates[0]!;
    expect(polygon.type).toBe('Polygon');
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    // Shoelace: positive area for counter-clockwise.
    let area = 0;
    for (let i = 0; i < 4; i++)
      area += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
    expect(area).toBeGreaterThan(0);
    expect(boxPolygon({ west: 0, south: 0, east: 1, north: 1 }).coordinates[0]![2]).toEqual([1, 1]);
  });
});
