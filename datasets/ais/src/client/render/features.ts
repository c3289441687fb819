// A live record as the features the map draws: the position (icon and label), the bearing
// vector and the hull outline. Pure, so every rule is tested without a map.
import type { Feature, LineString, Point, Polygon } from 'geojson';
import { iconRotates, vesselIconId, vesselIconKind, vesselMarkImageId } from '../icons/index.js';
import type { AtonRecord, VesselRecord } from '../live/records.js';
import { bearingVector, hullPolygon } from './geometry.js';

/** The polar view keeps vessels above this latitude (spec 02 §9). */
export const POLAR_MIN_LATITUDE = 45;

/** Old-AIS threshold default, hours (spec 01 §9; the setting `oldAisThresholdHours`). */
export const DEFAULT_OLD_AIS_HOURS = 6;

const HOUR_MS = 3_600_000;

/** AIS's "not available" for the heading, should a source pass it on. */
const HEADING_NOT_AVAILABLE = 511;

export interface FeatureRules {
  /** The old-AIS threshold, hours. */
  readonly oldAfterHours: number;
  /** The browser's time, ms, for the age of positions. */
  readonly now: number;
  /** Polar view: only vessels north of {@link POLAR_MIN_LATITUDE}. */
  readonly polar: boolean;
}

/** A position older than the threshold (spec 02 §3 `isOld`). */
export function isOld(msgtime: string, rules: Pick<FeatureRules, 'oldAfterHours' | 'now'>) {
  const time = Date.parse(msgtime);
  return Number.isFinite(time) && rules.now - time > rules.oldAfterHours * HOUR_MS;
}

export function positionOf(record: {
  longitude: number | null;
  latitude: number | null;
}): [number, number] | null {
  const { longitude, latitude } = record;
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return null;
  return [longitude, latitude];
}

/** Whether a record is drawn at all under the rules (a position, and north enough in polar). */
export function drawn(record: VesselRecord | AtonRecord, rules: Pick<FeatureRules, 'polar'>) {
  const at = positionOf(record);
  return at !== null && (!rules.polar || at[1] > POLAR_MIN_LATITUDE);
}

/** The heading when the vessel reports one, else undefined. */
export function headingOf(record: VesselRecord): number | undefined {
  const heading = record.trueHeading;
  return typeof heading === 'number' && heading !== HEADING_NOT_AVAILABLE && heading < 360
    ? heading
    : undefined;
}

/** Icons turn by heading, else by course; without either they point north. */
export function rotationOf(record: VesselRecord): number {
  const course = record.courseOverGround;
  return headingOf(record) ?? (typeof course === 'number' && course < 360 ? course : 0);
}

export interface VesselPointProperties {
  readonly mmsi: number;
  readonly name: string;
  readonly icon: string;
  /** Image id of the direction mark drawn instead of the icon at low zoom (symbol-scale.ts). */
  readonly mark: string;
  readonly rotation: number;
  readonly old: boolean;
  readonly msgtime: string;
}

/** The position feature, or null when the vessel is not drawn. */
export function vesselPoint(
  record: VesselRecord,
  rules: FeatureRules,
): Feature<Point, VesselPointProperties> | null {
  const at = positionOf(record);
  if (!at || !drawn(record, rules)) return null;
  const old = isOld(record.msgtime, rules);
  const icon = vesselIconId(record, { old });
  const kind = vesselIconKind(record);
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: at },
    properties: {
      mmsi: record.mmsi,
      name: record.name?.trim() || String(record.mmsi),
      icon,
      mark: vesselMarkImageId(kind, old),
      rotation: iconRotates(kind) ? rotationOf(record) : 0,
      old,
      msgtime: record.msgtime,
    },
  };
}

/** The bearing vector feature: along the course (else heading) at the speed over ground. */
export function vesselVector(
  record: VesselRecord,
  rules: FeatureRules,
): Feature<LineString, { mmsi: number }> | null {
  if (!drawn(record, rules)) return null;
  const course = record.courseOverGround;
  const bearing = typeof course === 'number' && course < 360 ? course : headingOf(record);
  const line = bearingVector(positionOf(record), bearing, record.speedOverGround);
  return line
    ? {
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: line },
        properties: { mmsi: record.mmsi },
      }
    : null;
}

/** The hull outline feature (all four dimensions and a heading). */
export function vesselHull(
  record: VesselRecord,
  rules: FeatureRules,
): Feature<Polygon, { mmsi: number; old: boolean }> | null {
  if (!drawn(record, rules)) return null;
  const ring = hullPolygon(positionOf(record), headingOf(record), record);
  return ring
    ? {
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [ring] },
        properties: { mmsi: record.mmsi, old: isOld(record.msgtime, rules) },
      }
    : null;
}

/** An aid to navigation's feature. */
export function atonPoint(
  record: AtonRecord,
  rules: Pick<FeatureRules, 'polar'>,
): Feature<Point, { mmsi: number; name: string; typeOfAidsToNavigation: number | null }> | null {
  const at = positionOf(record);
  if (!at || !drawn(record, rules)) return null;
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: at },
    properties: {
      mmsi: record.mmsi,
      name: record.name?.trim() || String(record.mmsi),
      typeOfAidsToNavigation: record.typeOfAidsToNavigation ?? null,
    },
  };
}
