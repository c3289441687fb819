import { describe, expect, it } from 'vitest';
import {
  boxPolygon,
  STREAM_BOUNDS_FACTOR,
  streamAreaStale,
  streamGeometry,
  widenBox,
} from './bounds.js';

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

describe('when the stream follows the map', () => {
  const view = { west: 4, south: 60, east: 6, north: 61 };
  const streamed = widenBox(view);
  const shifted = (dx: number, dy: number) => ({
    west: view.west + dx,
    east: view.east + dx,
    south: view.south + dy,
    north: view.north + dy,
  });

  it('keeps its area while the view moves less than a tenth of itself past it', () => {
    expect(streamAreaStale(streamed, view)).toBe(false);
    // A followed vessel's re-centring: a few percent of the view.
    expect(streamAreaStale(streamed, shifted(0.05, 0.02))).toBe(false);
    // 2.5 % margin + 10 % slack of a 2° wide view: 0.25° east still holds, 0.3° does not.
    expect(streamAreaStale(streamed, shifted(0.24, 0))).toBe(false);
    expect(streamAreaStale(streamed, shifted(0.3, 0))).toBe(true);
    expect(streamAreaStale(streamed, shifted(0, -0.15))).toBe(true);
  });

  it('asks again when zoomed out past it, or zoomed in far inside it', () => {
    expect(streamAreaStale(streamed, widenBox(view, 1.5))).toBe(true);
    expect(streamAreaStale(streamed, { west: 4.8, south: 60.4, east: 5.2, north: 60.6 })).toBe(
      true,
    );
    expect(streamAreaStale(streamed, { west: 4.5, south: 60.25, east: 5.5, north: 60.75 })).toBe(
      false,
    );
  });
});
