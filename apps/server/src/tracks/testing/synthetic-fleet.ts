import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import {
  COORD_SCALE,
  toStoredPoint,
  toTrackPoint,
  type AcceptedPosition,
  type TrackPointOut,
  type VesselPoint,
} from '../track-point.js';

/**
 * A small, seeded fleet for the track tests, and brute-force answers over its points: every
 * query checked against a plain scan of the same positions the store was given.
 */

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FleetOptions {
  vessels: number;
  /** UNIX seconds of the first and last report. */
  from: number;
  to: number;
  seed?: number;
  /** No report inside these [start, end] ranges (keeps clock-relative boundaries clear). */
  gaps?: [number, number][];
}

/** Positions in time order: vessels off western Norway, each reporting every 5–120 s. */
export function syntheticFleet(options: FleetOptions): AcceptedPosition[] {
  const random = prng(options.seed ?? 7);
  const out: AcceptedPosition[] = [];
  for (let v = 0; v < options.vessels; v++) {
    const mmsi = 257_000_000 + v * 1013;
    let lat = 59 + random() * 4;
    let lon = 3 + random() * 3;
    const course = random() * 360;
    const knots = random() * 20;
    const interval = 5 + Math.floor(random() * 115);
    for (let t = options.from + Math.floor(random() * interval); t <= options.to; t += interval) {
      if (options.gaps?.some(([a, b]) => t >= a && t <= b)) continue;
      const nm = (knots * interval) / 3600;
      lat += (nm / 60) * Math.cos((course * Math.PI) / 180);
      lon += (nm / 60 / Math.cos((lat * Math.PI) / 180)) * Math.sin((course * Math.PI) / 180);
      out.push({
        mmsi,
        msgtime: t * 1000,
        latitude: lat,
        longitude: lon,
        speedOverGround: v % 7 === 0 ? null : Math.round(knots * 10) / 10,
        courseOverGround: v % 5 === 0 ? null : Math.round(course * 10) / 10,
        trueHeading: v % 3 === 0 ? null : Math.round(course) % 360,
      });
    }
  }
  return out.sort((a, b) => Number(a.msgtime) - Number(b.msgtime));
}

/** The plain-scan answers the store must match. */
export class BruteForce {
  private readonly points: VesselPoint[];

  constructor(positions: readonly AcceptedPosition[]) {
    this.points = positions.map((p) => toStoredPoint(p)!);
  }

  track(mmsi: number, from: number, to: number): TrackPointOut[] {
    return this.points
      .filter((p) => p.mmsi === mmsi && p.t >= from && p.t <= to)
      .sort((a, b) => a.t - b.t)
      .map(toTrackPoint);
  }

  /** Each vessel's last point inside the polygon in [from, to], by MMSI. */
  inArea(rings: number[][][], from: number, to: number): Map<number, TrackPointOut> {
    const polygon = { type: 'Polygon' as const, coordinates: rings };
    const last = new Map<number, VesselPoint>();
    for (const p of this.points) {
      if (p.t < from || p.t > to) continue;
      if (!booleanPointInPolygon([p.lon / COORD_SCALE, p.lat / COORD_SCALE], polygon)) continue;
      const seen = last.get(p.mmsi);
      if (!seen || p.t > seen.t) last.set(p.mmsi, p);
    }
    return new Map([...last].map(([mmsi, p]) => [mmsi, toTrackPoint(p)]));
  }

  mmsis(): number[] {
    return [...new Set(this.points.map((p) => p.mmsi))].sort((a, b) => a - b);
  }
}
