import { describe, expect, it } from 'vitest';
import { INITIAL_BOUNDS, MAX_ZOOM, MIN_ZOOM, clampZoom } from './map-constants.js';

describe('map constants', () => {
  it('opens on the spec initial bounds, west-south-east-north', () => {
    expect(INITIAL_BOUNDS).toEqual([-12.9, 56.6, 50.7, 71.9]);
  });

  it('limits zoom to 0–22', () => {
    expect([MIN_ZOOM, MAX_ZOOM]).toEqual([0, 22]);
    expect(clampZoom(-3)).toBe(0);
    expect(clampZoom(25)).toBe(22);
    expect(clampZoom(10.5)).toBe(10.5);
    expect(clampZoom(Number.NaN)).toBe(0);
  });
});
