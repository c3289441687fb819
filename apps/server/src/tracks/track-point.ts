/**
 * The shapes a position takes on its way through the track store: as the live bus publishes
 * it, as the store keeps it (whole numbers at AIS resolution), and as the API answers it.
 */

/** A position the ingest accepted, as published on the live bus. */
export interface AcceptedPosition {
  mmsi: number;
  /** ISO 8601 time of the report, or milliseconds since the UNIX epoch. */
  msgtime: string | number | Date;
  /** Degrees north. */
  latitude: number;
  /** Degrees east. */
  longitude: number;
  /** Knots; null when not available. */
  speedOverGround: number | null;
  /** Degrees true; null when not available. */
  courseOverGround: number | null;
  /** Whole degrees true; null when not available. */
  trueHeading: number | null;
}

/**
 * A position as the store keeps it: whole numbers at the resolution AIS sends, so the codec
 * can delta-code them exactly. Sentinels stand for "not available", as on the radio link.
 */
export interface StoredPoint {
  /** UNIX seconds. */
  t: number;
  /** 1/600,000 degree north (1/10,000 arc minute, the AIS position resolution). */
  lat: number;
  /** 1/600,000 degree east. */
  lon: number;
  /** 0.1 knot; {@link SOG_NA} when not available. */
  sog: number;
  /** 0.1 degree; {@link COG_NA} when not available. */
  cog: number;
  /** Whole degrees; {@link HEADING_NA} when not available. */
  hdg: number;
}

export interface VesselPoint extends StoredPoint {
  mmsi: number;
}

/** A track point as the API answers it (spec 02 §7), sorted by msgtime. */
export interface TrackPointOut {
  msgtime: string;
  latitude: number;
  longitude: number;
  speedOverGround: number | null;
  courseOverGround: number | null;
  trueHeading: number | null;
}

export const COORD_SCALE = 600_000;
export const SOG_NA = 1023;
export const COG_NA = 3600;
export const HEADING_NA = 511;

function toSeconds(msgtime: AcceptedPosition['msgtime']): number {
  const ms =
    typeof msgtime === 'number'
      ? msgtime
      : msgtime instanceof Date
        ? msgtime.getTime()
        : Date.parse(msgtime);
  return Math.floor(ms / 1000);
}

/** Whole-number form of an accepted position; null when its time or position is unusable. */
export function toStoredPoint(position: AcceptedPosition): VesselPoint | null {
  const t = toSeconds(position.msgtime);
  const { latitude, longitude, mmsi } = position;
  if (!Number.isFinite(t) || !Number.isInteger(mmsi) || mmsi <= 0 || mmsi > 0xffffffff) {
    return null;
  }
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) return null;
  const sog = position.speedOverGround;
  const cog = position.courseOverGround;
  const hdg = position.trueHeading;
  return {
    mmsi,
    t,
    lat: Math.round(latitude * COORD_SCALE),
    lon: Math.round(longitude * COORD_SCALE),
    sog: sog == null || !(sog >= 0) ? SOG_NA : Math.min(Math.round(sog * 10), SOG_NA - 1),
    cog: cog == null || !(cog >= 0) || cog >= 360 ? COG_NA : Math.round(cog * 10) % 3600,
    hdg: hdg == null || !(hdg >= 0) || hdg >= 360 ? HEADING_NA : Math.round(hdg),
  };
}

/** ISO 8601 with an explicit +00:00 offset, as the historic and live APIs write msgtime. */
export function formatMsgtime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', '+00:00');
}

/** Rounds to the 6 decimals that carry the AIS resolution, without float noise. */
function degrees(value: number): number {
  return Math.round((value / COORD_SCALE) * 1e6) / 1e6;
}

export function toTrackPoint(point: StoredPoint): TrackPointOut {
  return {
    msgtime: formatMsgtime(point.t),
    latitude: degrees(point.lat),
    longitude: degrees(point.lon),
    speedOverGround: point.sog === SOG_NA ? null : point.sog / 10,
    courseOverGround: point.cog === COG_NA ? null : point.cog / 10,
    trueHeading: point.hdg === HEADING_NA ? null : point.hdg,
  };
}

/** Orders points by time, dropping exact repeats (one report heard by two stations). */
export function sortPoints<T extends StoredPoint>(points: T[]): T[] {
  points.sort((a, b) => a.t - b.t || a.lat - b.lat || a.lon - b.lon);
  const out: T[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last && last.t === p.t && last.lat === p.lat && last.lon === p.lon) continue;
    out.push(p);
  }
  return out;
}
