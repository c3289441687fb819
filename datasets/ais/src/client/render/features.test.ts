import { toPolar } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import type { VesselRecord } from '../live/records.js';
import {
  atonPoint,
  isOld,
  mapPositionOf,
  rotationOf,
  vesselHull,
  vesselPoint,
  vesselVector,
  type FeatureRules,
} from './features.js';
import { vesselLabelMinZoom, VESSEL_LABEL_MIN_ZOOM, vesselLayers } from './layers.js';
import { themes } from '@havkart/theme';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const rules: FeatureRules = { oldAfterHours: 6, now: NOW, polar: false };

const vessel = (fields: Partial<VesselRecord> = {}): VesselRecord => ({
  mmsi: 257123456,
  msgtime: '2026-11-23T11:59:00+00:00',
  longitude: 5,
  latitude: 60,
  courseOverGround: 45,
  trueHeading: 50,
  speedOverGround: 12,
  shipType: 70,
  name: 'HAVKART ',
  ...fields,
});

describe('vessel features', () => {
  it('a position feature keyed by mmsi with the icon and the trimmed name', () => {
    const point = vesselPoint(vessel(), rules)!;
    expect(point.geometry.coordinates).toEqual([5, 60]);
    expect(point.properties).toMatchObject({ mmsi: 257123456, name: 'HAVKART', old: false });
    expect(point.properties.icon).toBe('ais-vessel-cargo');
    // The direction mark drawn instead of the icon below zoom 8 (symbol-scale.ts).
    expect(point.properties.mark).toBe('ais-mark-cargo');
  });

  it('old after the threshold: 5 h 59 m fresh, 6 h 01 m old, with the transparent icon', () => {
    expect(isOld('2026-11-23T06:01:00Z', rules)).toBe(false);
    expect(isOld('2026-11-23T05:59:00Z', rules)).toBe(true);
    const old = vesselPoint(vessel({ msgtime: '2026-11-23T05:59:00+00:00' }), rules)!;
    expect(old.properties.old).toBe(true);
    expect(old.properties.icon).toBe('ais-vessel-cargo-old');
    expect(old.properties.mark).toBe('ais-mark-cargo-old');
    expect(isOld('2026-11-23T05:59:00Z', { ...rules, oldAfterHours: 12 })).toBe(false);
  });

  it('rotated by heading, else by course, else north', () => {
    expect(rotationOf(vessel())).toBe(50);
    expect(rotationOf(vessel({ trueHeading: null }))).toBe(45);
    expect(rotationOf(vessel({ trueHeading: 511 }))).toBe(45);
    expect(rotationOf(vessel({ trueHeading: null, courseOverGround: null }))).toBe(0);
  });

  it('no position, no feature; polar view keeps vessels above 45° N', () => {
    expect(vesselPoint(vessel({ latitude: null }), rules)).toBeNull();
    const polar = { ...rules, polar: true };
    expect(vesselPoint(vessel({ latitude: 45 }), polar)).toBeNull();
    expect(vesselPoint(vessel({ latitude: 45.01 }), polar)).not.toBeNull();
    expect(vesselPoint(vessel({ latitude: 40 }), rules)).not.toBeNull();
  });

  it('polar view draws a vessel at its polar map point, its icon turned towards the pole', () => {
    const polar = { ...rules, polar: true };
    const record = vessel({ longitude: 100, latitude: 70, trueHeading: 0 });
    const point = vesselPoint(record, polar)!;
    expect(point.geometry.coordinates).toEqual(toPolar(100, 70));
    // 90° east of the central meridian (10° E), true north points left on the map.
    expect(point.properties.rotation).toBe(-90);
    expect(mapPositionOf(vessel({ latitude: 45 }), polar)).toBeNull();
    const vector = vesselVector(record, polar);
    const [start] = vector?.geometry.coordinates ?? [];
    expect(start).toEqual(toPolar(100, 70));
  });

  it('the bearing vector follows the course at the speed; none without speed', () => {
    const line = vesselVector(vessel(), rules)!;
    expect(line.id ?? line.properties.mmsi).toBe(257123456);
    expect(line.geometry.coordinates[1]![0]).toBeGreaterThan(5);
    expect(line.geometry.coordinates[1]![1]).toBeGreaterThan(60);
    expect(vesselVector(vessel({ speedOverGround: null }), rules)).toBeNull();
  });

  it('the hull needs the four dimensions and a heading (511 is none)', () => {
    const dims = { dimensionA: 50, dimensionB: 10, dimensionC: 5, dimensionD: 5 };
    expect(vesselHull(vessel(dims), rules)).not.toBeNull();
    expect(vesselHull(vessel({ ...dims, trueHeading: 511 }), rules)).toBeNull();
    expect(vesselHull(vessel({ ...dims, dimensionD: null }), rules)).toBeNull();
  });

  it('an aid feature keeps its type for the icon', () => {
    const aid = atonPoint(
      { mmsi: 992571001, longitude: 5, latitude: 60, name: 'MARK', typeOfAidsToNavigation: 20 },
      rules,
    )!;
    expect(aid.properties).toEqual({ mmsi: 992571001, name: 'MARK', typeOfAidsToNavigation: 20 });
  });
});

describe('label zoom (spec 02 §9)', () => {
  it('labels from zoom 14.25, or 1 with always-show-labels on', () => {
    expect(VESSEL_LABEL_MIN_ZOOM).toBe(14.25);
    expect(vesselLabelMinZoom(false)).toBe(14.25);
    expect(vesselLabelMinZoom(true)).toBe(1);
  });

  it('the layers: labels at 14.25, vectors from 7, icons by id, sources keyed by mmsi', () => {
    const built = vesselLayers({
      theme: themes.day,
      language: 'en-US',
      depthUnit: 'meters',
      options: {},
      dataUrl: '/live/v1/latest/combined',
      origin: 'http://localhost',
    });
    const byRole = Object.fromEntries(built.layers.map((l) => [l.role, l.layer]));
    expect(byRole.labels?.minzoom).toBe(14.25);
    expect(byRole.vectors?.minzoom).toBe(7);
    expect(built.layers.find((l) => l.role === 'positions')?.interactive).toBe(true);
    expect(built.sources.vessels).toMatchObject({ type: 'geojson', promoteId: 'mmsi' });
  });
});
