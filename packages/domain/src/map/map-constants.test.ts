import { describe, expect, it } from 'vitest';
import { INITIAL_BOUNDS, clampZoom, type LngLatBounds } from './map-constants.js';

function contains([west, south, east, north]: LngLatBounds, lon: number, lat: number): boolean {
  return lon >= west && lon <= east && lat >= south && lat <= north;
}

describe('map constants', () => {
  // The view a fresh profile opens on must show all of mainland Norway's waters and
  // Jan Mayen; the browser test checks what the map actually shows at 1440×900.
  it.each([
    ['Lindesnes (southernmost mainland)', 7.05, 57.98],
    ['Knivskjellodden (northernmost mainland)', 25.66, 71.19],
    ['Grense Jakobselv (easternmost mainland)', 30.83, 69.79],
    ['Jan Mayen (westernmost land)', -8.99, 70.83],
    ['Utsira (North Sea)', 4.88, 59.31],
  ])('opens on a view that holds %s', (_name, lon, lat) => {
    expect(contains(INITIAL_BOUNDS, lon, lat)).toBe(true);
  });

  it.each([
    [-3, 0],
    [0, 0],
    [10.5, 10.5],
    [22, 22],
    [25, 22],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 22],
  ])('keeps zoom %s within 0–22 as %s', (zoom, expected) => {
    expect(clampZoom(zoom)).toBe(expected);
  });
});
