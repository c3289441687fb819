// A live record as the features the map draws: the position (icon and label), the bearing
// vector and the hull outline. Pure, so every rule is tested without a map.
import { inPolarVesselBand, POLAR_CENTRAL_MERIDIAN, toPolar } from '@havkart/domain';
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

/**
 * Where the map draws a record: its position, or in polar view the polar map's point of it
 * (spec 02 §4); null when it is not drawn: no position, or in polar view at or south of
 * {@link POLAR_MIN_LATITUDE} (R27.25) or beyond the polar square.
 */
export function mapPositionOf(
  record: { longitude: number | null; latitude: number | null },
  rules: Pick<FeatureRules, 'polar'>,
): [number, number] | null {
  const at = positionOf(record);
  if (!at || !rules.polar) return at;
  return inPolarVesselBand(at[1]) ? toPolar(at[0], at[1]) : null;
}

/** Whether a record is drawn at all under the rules (a position, and north enough in polar). */
export function drawn(record: VesselRecord | AtonRecord, rules: Pick<FeatureRules, 'polar'>) {
  return mapPositionOf(record, rules) !== null;
}

/** Positions (a vector, a hull) as the map draws them; null when one is beyond the square. */
export function mapLineOf<T extends [number, number][]>(
  line: T,
  rules: Pick<FeatureRules, 'polar'>,
): T | null {
  if (!rules.polar) return line;
  const out: [number, number][] = [];
  for (const [lon, lat] of line) {
    const at = toPolar(lon, lat);
    if (!at) return null;
    out.push(at);
  }
  return out as T;
}

/**
 * An icon's turn on the map, degrees clockwise from the map's up: in polar view true north
 * points at the pole, which is turned from up by the longitude's distance from the central
 * meridian.
 */
export function mapRotationOf(
  rotation: number,
  longitude: number,
  rules: Pick<FeatureRules, 'polar'>,
): number {
  return rules.polar ? rotation - (longitude - POLAR_CENTRAL_MERIDIAN) : rotation;
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
  const at = mapPositionOf(record, rules);
  if (!at) return null;
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
      rotation: iconRotates(kind)
        ? mapRotationOf(rotationOf(record), record.longitude ?? 0, rules)
        : 0,
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
  const real = bearingVector(positionOf(record), bearing, record.speedOverGround);
  const line = real && mapLineOf(real, rules);
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
  const real = hullPolygon(positionOf(record), headingOf(record), record);
  const ring = real && mapLineOf(real, rules);
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
  const at = mapPositionOf(record, rules);
  if (!at) return null;
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
