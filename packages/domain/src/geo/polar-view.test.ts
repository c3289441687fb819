import { describe, expect, it } from 'vitest';
import { toPolar } from './polar.js';
import { inPolarVesselBand, polarViewArea } from './polar-view.js';
import type { LonLatBox } from './prepared-polygon.js';

/** The polar-map box round some real positions, as a map view over them would be. */
function viewAround(positions: [number, number][]): LonLatBox {
  const map = positions.map(([lon, lat]) => toPolar(lon, lat)!);
  return {
    west: Math.min(...map.map(([x]) => x)),
    south: Math.min(...map.map(([, y]) => y)),
    east: Math.max(...map.map(([x]) => x)),
    north: Math.max(...map.map(([, y]) => y)),
  };
}

describe('polar view vessels (R27.25)', () => {
  it.each([
    [45, false],
    [45.01, true],
    [44, false],
    [70, true],
  ])('latitude %s is drawn: %s', (lat, drawn) => {
    expect(inPolarVesselBand(lat)).toBe(drawn);
  });

  it('asks for the band from the lowest latitude to 90° over all longitudes when the view holds the pole', () => {
    const view = viewAround([
      [10, 70],
      [100, 70],
      [-170, 70],
      [-80, 70],
    ]);
    const area = polarViewArea(view);
    expect(area.west).toBe(-180);
    expect(area.east).toBe(180);
    expect(area.north).toBe(90);
    // The corners of the box round the 70° circle lie a little further south.
    expect(area.south).toBeLessThan(70);
    expect(area.south).toBeGreaterThan(60);
  });

  it('asks for the box round the view taken back, for a view beside the pole', () => {
    const area = polarViewArea(
      viewAround([
        [15, 77],
        [25, 80],
      ]),
    );
    expect(area.west).toBeLessThanOrEqual(15 + 1e-9);
    expect(area.east).toBeGreaterThanOrEqual(25 - 1e-9);
    expect(area.east).toBeLessThan(40);
    expect(area.south).toBeLessThanOrEqual(77);
    expect(area.north).toBeGreaterThanOrEqual(80);
    expect(area.north).toBeLessThan(90);
  });

  it('keeps a view across 180° one box', () => {
    const area = polarViewArea(
      viewAround([
        [175, 70],
        [-175, 72],
      ]),
    );
    expect(area.east - area.west).toBeLessThan(40);
    expect(area.west).toBeGreaterThan(150);
  });

  it('never asks south of the vessel band', () => {
    expect(
      polarViewArea(
        viewAround([
          [10, 30],
          [40, 50],
        ]),
      ).south,
    ).toBe(45);
  });
});
