import { describe, expect, it } from 'vitest';
import { isSarUnit, nearestSar, type SarCandidate } from './nearest-sar.js';

const NOW = Date.UTC(2026, 10, 27, 12);
const HOUR = 3_600_000;
const point = [14.4, 67.3] as const; // off Bodø

function unit(
  mmsi: number,
  lat: number,
  lon: number,
  ageMs = 0,
  shipType: number | null = 51,
): SarCandidate {
  return { mmsi, shipType, latitude: lat, longitude: lon, positionMs: NOW - ageMs };
}

describe('what counts as a SAR unit (A50)', () => {
  it.each([
    [257000001, 51, true],
    [111257001, null, true],
    [257000002, 30, false],
    [257000003, null, false],
  ])('%i of type %s: %s', (mmsi, shipType, expected) => {
    expect(isSarUnit({ mmsi, shipType })).toBe(expected);
  });
});

describe('nearest SAR units (R23.02)', () => {
  it('gives 5 of 7 candidates, nearest first, with distance and bearing', () => {
    const candidates = [
      unit(257000007, 67.9, 14.4),
      unit(257000001, 67.31, 14.4),
      unit(257000003, 67.5, 14.4),
      unit(111257001, 67.2, 14.4),
      unit(257000006, 67.8, 14.4),
      unit(257000004, 67.6, 14.4),
      unit(257000005, 67.7, 14.4),
    ];
    const result = nearestSar(point, candidates, NOW);
    expect(result.map((r) => r.vessel.mmsi)).toEqual([
      257000001, 111257001, 257000003, 257000004, 257000005,
    ]);
    // 0.01° of latitude is about 1,112 m, due north.
    expect(result[0]!.distanceMeters).toBeCloseTo(1112, -1);
    expect(result[0]!.bearingDegrees).toBeCloseTo(0, 5);
    expect(result[1]!.bearingDegrees).toBeCloseTo(180, 5);
  });

  it('leaves out positions six hours old or more, vessels of other types and ones without position', () => {
    const result = nearestSar(
      point,
      [
        unit(257000001, 67.31, 14.4, 6 * HOUR + 1),
        unit(257000002, 67.32, 14.4, 6 * HOUR - 1),
        unit(257000003, 67.3, 14.41, 0, 30),
        { mmsi: 257000004, shipType: 51, latitude: null, longitude: null, positionMs: NOW },
      ],
      NOW,
    );
    expect(result.map((r) => r.vessel.mmsi)).toEqual([257000002]);
  });

  it('takes the count asked for', () => {
    const many = Array.from({ length: 25 }, (_, i) => unit(257000100 + i, 67 + i / 100, 14));
    expect(nearestSar(point, many, NOW, 20)).toHaveLength(20);
    expect(nearestSar(point, many, NOW, 1)).toHaveLength(1);
  });
});
