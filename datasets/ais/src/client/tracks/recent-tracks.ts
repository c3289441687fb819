// Recent AIS tracks at startup (spec 01 §4, §9; checklist A14): the vessels seen within
// 10 NM of the map centre in the last 30 minutes, each with its track of those 30 minutes.
import { nauticalMilesToMetres, type LonLat } from '@havkart/domain';
import { dropOlderThan, parseTrackPoints, type TrackPoint } from './track-rules.js';
import { LATEST_TRACK_TIMEOUT_MS, TRACK_FETCH_LOG, type AisHttp } from './track-sources.js';

/** Minutes back of the recent tracks (checklist A14). */
export const RECENT_TRACKS_MINUTES = 30;

/** Radius around the map centre, nautical miles (checklist A14). */
export const RECENT_TRACKS_RADIUS_NM = 10;

/** The server answers at most this many MMSIs per track request (docs/api.md). */
export const MAX_TRACK_MMSIS = 500;

/** Steps of the circle polygon, as circles are drawn elsewhere (spec 01 §5). */
const CIRCLE_STEPS = 32;

const EARTH_RADIUS_M = 6_371_008.8;

/** A closed polygon ring approximating the circle of `radiusM` metres around `center`. */
export function circlePolygon(
  center: LonLat,
  radiusM: number,
): { type: 'Polygon'; coordinates: number[][][] } {
  const [lon, lat] = center;
  const φ1 = (lat * Math.PI) / 180;
  const λ1 = (lon * Math.PI) / 180;
  const δ = radiusM / EARTH_RADIUS_M;
  const ring: number[][] = [];
  for (let step = 0; step < CIRCLE_STEPS; step += 1) {
    const θ = (2 * Math.PI * step) / CIRCLE_STEPS;
    const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
    const λ2 =
      λ1 +
      Math.atan2(
        Math.sin(θ) * Math.sin(δ) * Math.cos(φ1),
        Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2),
      );
    ring.push([
      Math.round(((λ2 * 180) / Math.PI) * 1e6) / 1e6,
      Math.round(((φ2 * 180) / Math.PI) * 1e6) / 1e6,
    ]);
  }
  ring.push([...ring[0]!]);
  return { type: 'Polygon', coordinates: [ring] };
}

/** The vessels-in-area body of the recent tracks (docs/api.md "Vessels in area"). */
export function recentTracksAreaBody(center: LonLat, now: number) {
  return {
    msgTimeFrom: new Date(now - RECENT_TRACKS_MINUTES * 60_000).toISOString(),
    msgTimeTo: new Date(now).toISOString(),
    polygon: circlePolygon(center, nauticalMilesToMetres(RECENT_TRACKS_RADIUS_NM)),
  };
}

export interface RecentTrack {
  readonly mmsi: number;
  readonly points: TrackPoint[];
}

/**
 * Asks which vessels were near the centre, then their tracks in one request; points older
 * than 30 minutes are dropped and a vessel needs two points for a line. A 204 (none in the
 * area) or an empty answer gives no tracks. A failure is logged and rejects.
 */
export async function fetchRecentTracks(
  http: AisHttp,
  center: LonLat,
  now: number,
  log: (message: string, detail?: unknown) => void = (message, detail) =>
    console.error(message, detail),
): Promise<RecentTrack[]> {
  try {
    const vessels = await http.post<unknown>(
      '/bwapi/v1/geodata/ais/open/vesselsinarea',
      recentTracksAreaBody(center, now),
      { timeoutMs: LATEST_TRACK_TIMEOUT_MS },
    );
    const mmsis = (Array.isArray(vessels) ? (vessels as unknown[]) : [])
      .map((vessel) => (vessel as { mmsi?: unknown } | null)?.mmsi)
      .filter((mmsi): mmsi is number => typeof mmsi === 'number')
      .slice(0, MAX_TRACK_MMSIS);
    if (mmsis.length === 0) return [];
    const answer = await http.post<unknown>(
      '/bwapi/v1/historic/latestminimaltracks',
      { mmsi: mmsis },
      { timeoutMs: LATEST_TRACK_TIMEOUT_MS },
    );
    const byMmsi = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
    const cutoff = now - RECENT_TRACKS_MINUTES * 60_000;
    return Object.entries(byMmsi)
      .map(([mmsi, points]) => ({
        mmsi: Number(mmsi),
        points: dropOlderThan(parseTrackPoints(points), cutoff).sort(
          (a, b) => Date.parse(a.msgtime) - Date.parse(b.msgtime),
        ),
      }))
      .filter((track) => Number.isInteger(track.mmsi) && track.points.length >= 2);
  } catch (error) {
    log(TRACK_FETCH_LOG, error);
    throw error;
  }
}
