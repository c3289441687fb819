import { describe, expect, it } from 'vitest';
import {
  dropOlderThan,
  mergeTracks,
  parseTrackPoints,
  speedBand,
  trackFeatures,
  type TrackPoint,
} from './track-rules.js';

const at = (time: string, lon = 10, lat = 60, speed: number | null = 5): TrackPoint => ({
  msgtime: time,
  latitude: lat,
  longitude: lon,
  speedOverGround: speed,
});

describe('track merging (spec 02 §7)', () => {
  it('merges the answers of several sources and sorts them by msgtime, ascending', () => {
    const open = [at('2025-03-01T10:00:05+00:00', 1), at('2025-03-01T10:02:00+00:00', 3)];
    const historic = [at('2025-03-01T10:01:00Z', 2), at('2025-03-01T09:59:00Z', 0)];
    expect(mergeTracks([open, historic]).map((point) => point.longitude)).toEqual([0, 1, 2, 3]);
  });

  it('keeps a position two sources both hold once, whatever the offset notation', () => {
    const merged = mergeTracks([
      [at('2025-03-01T10:00:00+00:00', 5, 61)],
      [at('2025-03-01T11:00:00+01:00', 5, 61)],
    ]);
    expect(merged).toHaveLength(1);
  });

  it('leaves out points without a time or a position', () => {
    expect(
      parseTrackPoints([
        { msgtime: '2025-03-01T10:00:00Z', latitude: 60, longitude: 10, speedOverGround: 4 },
        { msgtime: 'not a time', latitude: 60, longitude: 10 },
        { msgtime: '2025-03-01T10:00:00Z', latitude: null, longitude: 10 },
        null,
      ]),
    ).toEqual([
      {
        msgtime: '2025-03-01T10:00:00Z',
        latitude: 60,
        longitude: 10,
        speedOverGround: 4,
        courseOverGround: null,
      },
    ]);
    expect(parseTrackPoints({ not: 'a list' })).toEqual([]);
  });
});

describe('track age limit (spec 02 §5)', () => {
  it('drops points older than the cutoff and keeps one exactly at it', () => {
    const cutoff = Date.parse('2025-03-01T10:00:00Z');
    const points = [
      at('2025-03-01T09:59:59Z'),
      at('2025-03-01T10:00:00Z'),
      at('2025-03-01T10:30:00Z'),
    ];
    expect(dropOlderThan(points, cutoff).map((point) => point.msgtime)).toEqual([
      '2025-03-01T10:00:00Z',
      '2025-03-01T10:30:00Z',
    ]);
  });
});

describe('track lines (spec 02 §5)', () => {
  it('draws no line for a single point, only the point', () => {
    const features = trackFeatures(257000001, [at('2025-03-01T10:00:00Z')], 'selected');
    expect(features.filter((feature) => feature.geometry.type === 'LineString')).toHaveLength(0);
    expect(features.filter((feature) => feature.geometry.type === 'Point')).toHaveLength(1);
  });

  it('draws one segment per pair of points, each with the band of its starting speed', () => {
    const points = [
      at('2025-03-01T10:00:00Z', 10, 60, 1),
      at('2025-03-01T10:01:00Z', 10.01, 60, 12),
      at('2025-03-01T10:02:00Z', 10.02, 60, 25),
    ];
    const lines = trackFeatures(257000001, points, 'selected').filter(
      (feature) => feature.geometry.type === 'LineString',
    );
    expect(lines.map((line) => line.properties.band)).toEqual([0, 3]);
    expect(lines[0]!.geometry.coordinates).toEqual([
      [10, 60],
      [10.01, 60],
    ]);
  });

  it('draws recent tracks as lines without points', () => {
    const points = [at('2025-03-01T10:00:00Z', 10), at('2025-03-01T10:01:00Z', 11)];
    const features = trackFeatures(257000001, points, 'recent');
    expect(features.map((feature) => feature.geometry.type)).toEqual(['LineString']);
  });
});

describe('speed colour bands (checklist A44: stops 0, 2, 5, 10, 15, 20 knots)', () => {
  it.each([
    [0, 0],
    [1.99, 0],
    [2, 1],
    [4.9, 1],
    [5, 2],
    [9.99, 2],
    [10, 3],
    [15, 4],
    [19.9, 4],
    [20, 5],
    [35, 5],
  ])('%s knots is band %s', (knots, band) => {
    expect(speedBand(knots)).toBe(band);
  });

  it('puts an unknown speed in the slowest band', () => {
    expect(speedBand(null)).toBe(0);
    expect(speedBand(Number.NaN)).toBe(0);
  });
});
