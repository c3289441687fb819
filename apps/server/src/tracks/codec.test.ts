import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeChunk, decodeChunkColumns, encodeChunk } from './codec.js';
import {
  COG_NA,
  HEADING_NA,
  SOG_NA,
  toStoredPoint,
  toTrackPoint,
  type StoredPoint,
} from './track-point.js';

const point = fc.record({
  t: fc.integer({ min: 0, max: 4_102_444_800 }),
  lat: fc.integer({ min: -54_000_000, max: 54_000_000 }),
  lon: fc.integer({ min: -108_000_000, max: 108_000_000 }),
  sog: fc.integer({ min: 0, max: SOG_NA }),
  cog: fc.integer({ min: 0, max: COG_NA }),
  hdg: fc.oneof(fc.integer({ min: 0, max: 359 }), fc.constant(HEADING_NA)),
});

/** A realistic run: a vessel at up to 30 kn reporting every 2–180 s. */
function voyage(
  start: StoredPoint,
  steps: { dt: number; dlat: number; dlon: number }[],
): StoredPoint[] {
  const out = [start];
  for (const s of steps) {
    const last = out[out.length - 1]!;
    out.push({
      ...last,
      t: last.t + s.dt,
      lat: last.lat + s.dlat,
      lon: last.lon + s.dlon,
      sog: 120,
      cog: 451,
    });
  }
  return out;
}

describe('track chunk codec', () => {
  it('decodes exactly what it encoded, for any points in any order', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 300 }), (points) => {
        expect(decodeChunk(encodeChunk(points))).toEqual(points);
      }),
    );
  });

  it('decodes into columns the same points, growing a short column buffer', () => {
    const target = { columns: new Float64Array(6) };
    fc.assert(
      fc.property(fc.array(point, { maxLength: 300 }), (points) => {
        const count = decodeChunkColumns(encodeChunk(points), target);
        const c = target.columns;
        const decoded = Array.from({ length: count }, (_, i) => ({
          t: c[i * 6],
          lat: c[i * 6 + 1],
          lon: c[i * 6 + 2],
          sog: c[i * 6 + 3],
          cog: c[i * 6 + 4],
          hdg: c[i * 6 + 5],
        }));
        expect(decoded).toEqual(points);
      }),
    );
  });

  it('keeps a moving vessel at 9 bytes a point or less', () => {
    const step = fc.record({
      dt: fc.integer({ min: 2, max: 180 }),
      dlat: fc.integer({ min: -2000, max: 2000 }),
      dlon: fc.integer({ min: -4000, max: 4000 }),
    });
    fc.assert(
      fc.property(point, fc.array(step, { minLength: 100, maxLength: 400 }), (start, steps) => {
        const points = voyage(start, steps);
        const blob = encodeChunk(points);
        expect(decodeChunk(blob)).toEqual(points);
        // format byte + first point (≤ 20 bytes) + ≤ 9 bytes a point, 3 more where speed, course and heading first change
        expect(blob.length).toBeLessThanOrEqual(24 + 9 * steps.length);
      }),
    );
  });

  it('takes 7 bytes a point for a class A vessel at 12 knots reporting every 10 s', () => {
    const steps = Array.from({ length: 360 }, () => ({ dt: 10, dlat: 370, dlon: 60 }));
    const blob = encodeChunk(
      voyage({ t: 1.7e9, lat: 36e6, lon: 3e6, sog: 120, cog: 451, hdg: 45 }, steps),
    );
    expect((blob.length - 21) / 360).toBeLessThanOrEqual(7);
  });

  it('refuses a blob of another format or cut short', () => {
    const blob = encodeChunk([{ t: 1, lat: 2, lon: 3, sog: 4, cog: 5, hdg: 6 }]);
    expect(() => decodeChunk(Uint8Array.of(9, ...blob.subarray(1)))).toThrow(/format/);
    expect(() => decodeChunk(blob.subarray(0, blob.length - 1))).toThrow(/truncated/);
  });
});

describe('stored point', () => {
  it('round-trips a position at AIS resolution, with nulls for values not available', () => {
    const stored = toStoredPoint({
      mmsi: 257_123_456,
      msgtime: '2025-03-01T12:00:05+01:00',
      latitude: 63.4305167,
      longitude: 10.3950833,
      speedOverGround: 12.3,
      courseOverGround: 359.9,
      trueHeading: null,
    });
    expect(stored).not.toBeNull();
    expect(toTrackPoint(stored!)).toEqual({
      msgtime: '2025-03-01T11:00:05+00:00',
      latitude: 63.430517,
      longitude: 10.395083,
      speedOverGround: 12.3,
      courseOverGround: 359.9,
      trueHeading: null,
    });
  });

  it('refuses positions outside the globe and unusable times', () => {
    const base = {
      mmsi: 1,
      msgtime: 0,
      latitude: 0,
      longitude: 0,
      speedOverGround: null,
      courseOverGround: null,
      trueHeading: null,
    };
    expect(toStoredPoint({ ...base, latitude: 91 })).toBeNull();
    expect(toStoredPoint({ ...base, longitude: 181 })).toBeNull();
    expect(toStoredPoint({ ...base, msgtime: 'yesterday' })).toBeNull();
    expect(toStoredPoint({ ...base, mmsi: 0 })).toBeNull();
  });
});
