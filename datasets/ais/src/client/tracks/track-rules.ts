// Pure rules for AIS tracks (spec 02 §3, §5, §7; checklist section 7): merging the answers of
// several sources, dropping old points, and the map features a track becomes.
import type { Feature, FeatureCollection, LineString, Point } from 'geojson';

/** One track point as the server answers it (docs/api.md "Tracks"). */
export interface TrackPoint {
  /** ISO 8601 time of the position. */
  readonly msgtime: string;
  /** Degrees. */
  readonly latitude: number;
  /** Degrees. */
  readonly longitude: number;
  /** Knots; null or absent when the vessel did not send it. */
  readonly speedOverGround?: number | null;
  /** Degrees; null or absent when not sent. */
  readonly courseOverGround?: number | null;
}

/** Default age limit of a track (checklist A43): the last 24 hours. */
export const DEFAULT_TRACK_AGE_MS = 24 * 60 * 60 * 1000;

/** Tracks are drawn from zoom 7 (spec 02 §9). */
export const TRACK_MIN_ZOOM = 7;

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The usable points of an answer: anything without a time and a position is left out. */
export function parseTrackPoints(raw: unknown): TrackPoint[] {
  if (!Array.isArray(raw)) return [];
  const points: TrackPoint[] = [];
  for (const item of raw as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const { msgtime, latitude, longitude } = record;
    if (typeof msgtime !== 'string' || Number.isNaN(Date.parse(msgtime))) continue;
    if (!finite(latitude) || !finite(longitude)) continue;
    points.push({
      msgtime,
      latitude,
      longitude,
      speedOverGround: finite(record.speedOverGround) ? record.speedOverGround : null,
      courseOverGround: finite(record.courseOverGround) ? record.courseOverGround : null,
    });
  }
  return points;
}

/**
 * The answers of several sources as one track sorted by msgtime, ascending (spec 02 §7). A
 * position two sources both hold (the open and the fiskinfo tier overlap) is kept once.
 */
export function mergeTracks(answers: readonly (readonly TrackPoint[])[]): TrackPoint[] {
  const byKey = new Map<string, TrackPoint>();
  for (const answer of answers) {
    for (const point of answer) {
      const key = `${Date.parse(point.msgtime)}|${point.latitude}|${point.longitude}`;
      if (!byKey.has(key)) byKey.set(key, point);
    }
  }
  return [...byKey.values()].sort((a, b) => Date.parse(a.msgtime) - Date.parse(b.msgtime));
}

/** Points at or after `cutoffMs` (epoch ms); older ones are dropped (spec 02 §5). */
export function dropOlderThan(points: readonly TrackPoint[], cutoffMs: number): TrackPoint[] {
  return points.filter((point) => Date.parse(point.msgtime) >= cutoffMs);
}

/**
 * Upper bounds (knots, exclusive) of the speed colour bands (checklist A44: stops at 0, 2, 5,
 * 10, 15 and 20 knots and above). Band i covers [STOP(i), STOP(i+1)).
 */
export const SPEED_BAND_STOPS = [0, 2, 5, 10, 15, 20] as const;

/** Colours of the bands, slow to fast, day and night (a sequential palette). */
export const SPEED_BAND_COLOURS = {
  day: ['#2c7bb6', '#00a6ca', '#00ccbc', '#90eb9d', '#f9d057', '#d7191c'],
  night: ['#3f6f8f', '#2f8a99', '#3a9c8f', '#7aa874', '#b8a24a', '#b04a3e'],
} as const;

/** The band a speed falls in: 0 (under 2 knots) to 5 (20 knots and above); unknown → 0. */
export function speedBand(knots: number | null | undefined): number {
  if (!finite(knots) || knots < 0) return 0;
  let band = 0;
  SPEED_BAND_STOPS.forEach((stop, index) => {
    if (knots >= stop) band = index;
  });
  return band;
}

/** Kinds of track on the map: the one the user asked for, and the recent ones of startup. */
export type TrackKind = 'selected' | 'recent';

export type TrackFeature = Feature<LineString | Point, Record<string, unknown>>;

/**
 * A vessel's track as map features: line segments (each with the speed at its start, so it
 * can be coloured by speed) and, for the selected track, the points. A line needs at least
 * two points (spec 02 §5); a single point draws no line.
 */
export function trackFeatures(
  mmsi: number,
  points: readonly TrackPoint[],
  kind: TrackKind,
): TrackFeature[] {
  const features: TrackFeature[] = [];
  if (points.length >= 2) {
    for (let index = 1; index < points.length; index += 1) {
      const from = points[index - 1]!;
      const to = points[index]!;
      const speed = from.speedOverGround ?? null;
      features.push({
        type: 'Feature',
        properties: { mmsi, kind, part: 'line', speed, band: speedBand(speed) },
        geometry: {
          type: 'LineString',
          coordinates: [
            [from.longitude, from.latitude],
            [to.longitude, to.latitude],
          ],
        },
      });
    }
  }
  if (kind === 'selected') {
    for (const point of points) {
      const speed = point.speedOverGround ?? null;
      features.push({
        type: 'Feature',
        properties: {
          mmsi,
          kind,
          part: 'point',
          msgtime: point.msgtime,
          speed,
          band: speedBand(speed),
        },
        geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
      });
    }
  }
  return features;
}

/** Every track on the map as one collection. */
export function tracksCollection(
  tracks: readonly { mmsi: number; points: readonly TrackPoint[]; kind: TrackKind }[],
): FeatureCollection<LineString | Point> {
  return {
    type: 'FeatureCollection',
    features: tracks.flatMap((track) => trackFeatures(track.mmsi, track.points, track.kind)),
  };
}
