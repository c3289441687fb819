import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromPolar,
  fromPolarMetres,
  POLAR_SCALE_FACTOR,
  polarMetres,
  polarMetresOf,
  toPolar,
  WEB_MERCATOR_HALF_SIDE_M,
} from './polar.js';

/** Degrees of longitude apart, the short way round. */
const lonDiff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('polar projection (EPSG:3575, A11)', () => {
  it('puts the pole at the origin and the central meridian 10° E straight below it', () => {
    expect(polarMetres(123, 90).map((v) => Math.abs(v))).toEqual([0, 0]);
    const [x, y] = polarMetres(10, 80);
    expect(x).toBeCloseTo(0, 6);
    expect(y).toBeLessThan(0);
  });

  it('matches EPSG:3575 at reference points (proj4 laea, WGS 84)', () => {
    // Computed once with proj4 2.22 (+proj=laea +lat_0=90 +lon_0=10 +datum=WGS84), an
    // implementation independent of ours; the benchmark compares the two at 100,000 points.
    const cases: [number, number, number, number][] = [
      [10, 60, 0, -3_309_819.551],
      [100, 75, 1_670_250.0136, 0],
      [-170, 45, 0, 4_889_334.803],
      [15, 78.2, 114_651.1924, -1_310_469.126],
      [-45, 0, -7_380_531.0531, -5_167_903.4794],
    ];
    for (const [lon, lat, x, y] of cases) {
      const [px, py] = polarMetres(lon, lat);
      expect(Math.abs(px - x), `x at ${lon},${lat}`).toBeLessThan(0.001);
      expect(Math.abs(py - y), `y at ${lon},${lat}`).toBeLessThan(0.001);
    }
  });

  it('converts many positions at once exactly as one at a time', () => {
    const lonLat = new Float64Array([10, 60, 100, 75, -170, 45, 15, 78.2, -45, 0]);
    const out = new Float64Array(lonLat.length);
    polarMetresOf(lonLat, out);
    for (let i = 0; i < lonLat.length; i += 2) {
      const [x, y] = polarMetres(lonLat[i]!, lonLat[i + 1]!);
      expect(Math.abs(out[i]! - x)).toBeLessThan(1e-6);
      expect(Math.abs(out[i + 1]! - y)).toBeLessThan(1e-6);
    }
  });

  it('round trips metres within 1e-6° north of the equator', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0.5, max: 89.999, noNaN: true }),
        (lon, lat) => {
          const [l, p] = fromPolarMetres(...polarMetres(lon, lat));
          expect(Math.abs(p - lat)).toBeLessThan(1e-6);
          expect(lonDiff(l, lon)).toBeLessThan(1e-6);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('round trips map positions through toPolar and fromPolar within 1e-6° (R27.20)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 30, max: 89.999, noNaN: true }),
        (lon, lat) => {
          const map = toPolar(lon, lat);
          expect(map).not.toBeNull();
          const [l, p] = fromPolar(...map!);
          expect(Math.abs(p - lat)).toBeLessThan(1e-6);
          expect(lonDiff(l, lon)).toBeLessThan(1e-6);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('scales the polar square onto the Web Mercator square by one factor', () => {
    expect(POLAR_SCALE_FACTOR).toBeCloseTo(WEB_MERCATOR_HALF_SIDE_M / 9_000_000, 12);
    // The pole lands in the middle of the map.
    expect(toPolar(0, 90)!.map((v) => Math.abs(v))).toEqual([0, 0]);
  });

  it('leaves out a position beyond the polar square rather than drawing it at the edge', () => {
    expect(toPolar(10, -30)).toBeNull();
    expect(toPolar(100, -5)).toBeNull();
    // Along a diagonal the square reaches further south than along the axes.
    expect(toPolar(55, -5)).not.toBeNull();
  });
});
