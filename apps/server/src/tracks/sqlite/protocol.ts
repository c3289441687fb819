import type { Ring } from '../area.js';
import type { ChunkLimits } from '../chunk-plan.js';
import type { RetentionRule } from '../store.js';
import type { StoredPoint } from '../track-point.js';

/** What the SQLite worker thread is started with. */
export interface WorkerData {
  file: string;
  limits: ChunkLimits;
}

/** Messages to the worker; `id` pairs each with its response. */
export type WorkerRequest = { id: number } & (
  | { op: 'append'; columns: Float64Array }
  | { op: 'track'; mmsi: number; from: number; to: number }
  | { op: 'tracks'; mmsis: number[]; from: number; to: number }
  | { op: 'vesselsInArea'; rings: Ring[]; from: number; to: number }
  | { op: 'compact' }
  | { op: 'retain'; rule: RetentionRule }
  | { op: 'usage' }
  | { op: 'close' }
);

export type WorkerResponse =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

/** Seven numbers per point, the order the hot table's insert takes them. */
export const APPEND_STRIDE = 7;

/**
 * Points cross the thread boundary as one transferred Float64Array (t, lat, lon, sog, cog,
 * hdg per point): structured cloning thousands of small objects took longer than the query.
 */
export function packPoints(points: readonly StoredPoint[]): Float64Array {
  const out = new Float64Array(points.length * 6);
  points.forEach((p, i) => out.set([p.t, p.lat, p.lon, p.sog, p.cog, p.hdg], i * 6));
  return out;
}

export function unpackPoints(packed: Float64Array): StoredPoint[] {
  const points: StoredPoint[] = new Array(packed.length / 6);
  for (let i = 0, j = 0; j < packed.length; i++, j += 6) {
    points[i] = {
      t: packed[j]!,
      lat: packed[j + 1]!,
      lon: packed[j + 2]!,
      sog: packed[j + 3]!,
      cog: packed[j + 4]!,
      hdg: packed[j + 5]!,
    };
  }
  return points;
}
