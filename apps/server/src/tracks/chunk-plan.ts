import { decodeChunk, encodeChunk } from './codec.js';
import { sortPoints, type StoredPoint, type VesselPoint } from './track-point.js';

/**
 * How hot-table points become chunks. Both databases run the same plan, so they store
 * exactly the same chunks for the same input.
 */

/** A stored chunk: one vessel's points over at most {@link ChunkLimits.windowSeconds}. */
export interface ChunkRow {
  /** Database id; absent for a chunk not yet written. */
  id?: number;
  mmsi: number;
  /** UNIX seconds of the first and last point. */
  tFirst: number;
  tLast: number;
  count: number;
  /** Bounding box in stored units (1/600,000 degree). */
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
  points: Uint8Array;
}

/** A chunk as both databases return it: the table's column names, numbers not bigints. */
export interface ChunkRecord {
  id: number;
  mmsi: number;
  t_first: number;
  t_last: number;
  n: number;
  min_lat: number;
  max_lat: number;
  min_lon: number;
  max_lon: number;
  points: Buffer;
}

/** A database row as the chunk the plan and the queries work with. */
export function chunkFromRecord(r: ChunkRecord): ChunkRow {
  return {
    id: r.id,
    mmsi: r.mmsi,
    tFirst: r.t_first,
    tLast: r.t_last,
    count: r.n,
    minLat: r.min_lat,
    maxLat: r.max_lat,
    minLon: r.min_lon,
    maxLon: r.max_lon,
    points: r.points,
  };
}

export interface ChunkLimits {
  /**
   * Longest time one chunk spans, seconds. Queries rely on it: a chunk overlapping
   * [from, to] has tFirst in [from − windowSeconds, to].
   */
  windowSeconds: number;
  /** Most points in one chunk; keeps a row well inside a database page. */
  maxPoints: number;
}

export const DEFAULT_CHUNK_LIMITS: ChunkLimits = { windowSeconds: 3600, maxPoints: 400 };

export function chunkFromPoints(
  mmsi: number,
  points: readonly StoredPoint[],
  id?: number,
): ChunkRow {
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLon = Infinity;
  let maxLon = -Infinity;
  for (const p of points) {
    if (p.lat < minLat) minLat = p.lat;
    if (p.lat > maxLat) maxLat = p.lat;
    if (p.lon < minLon) minLon = p.lon;
    if (p.lon > maxLon) maxLon = p.lon;
  }
  return {
    ...(id === undefined ? {} : { id }),
    mmsi,
    tFirst: points[0]!.t,
    tLast: points[points.length - 1]!.t,
    count: points.length,
    minLat,
    maxLat,
    minLon,
    maxLon,
    points: encodeChunk(points),
  };
}

/** Splits time-ordered points into runs that each fit the limits. */
function runs(points: readonly StoredPoint[], limits: ChunkLimits): StoredPoint[][] {
  const out: StoredPoint[][] = [];
  let current: StoredPoint[] = [];
  for (const p of points) {
    const first = current[0];
    if (first && (p.t - first.t > limits.windowSeconds || current.length >= limits.maxPoints)) {
      out.push(current);
      current = [];
    }
    current.push(p);
  }
  if (current.length > 0) out.push(current);
  return out;
}

export interface CompactionPlan {
  /** Chunks that are full or whose hour has passed: written once, never rewritten. */
  closed: ChunkRow[];
  /** Each vessel's open chunk after this compaction, replacing the one it had. */
  open: ChunkRow[];
}

/**
 * Adds hot points to each vessel's open chunk. The merged points are cut into runs that
 * fit the limits; every run but the newest is closed, the newest stays open for the next
 * compaction. Late points (older than the open chunk) sort into the earliest runs, so
 * closed chunks may overlap in time; readers merge and sort.
 */
export function planCompaction(
  hot: readonly VesselPoint[],
  openChunks: ReadonlyMap<number, ChunkRow>,
  limits: ChunkLimits = DEFAULT_CHUNK_LIMITS,
): CompactionPlan {
  const byVessel = new Map<number, StoredPoint[]>();
  for (const p of hot) {
    let list = byVessel.get(p.mmsi);
    if (!list) byVessel.set(p.mmsi, (list = []));
    list.push({ t: p.t, lat: p.lat, lon: p.lon, sog: p.sog, cog: p.cog, hdg: p.hdg });
  }
  const plan: CompactionPlan = { closed: [], open: [] };
  for (const [mmsi, list] of byVessel) {
    const open = openChunks.get(mmsi);
    const merged = sortPoints(open ? [...decodeChunk(open.points), ...list] : list);
    const all = runs(merged, limits);
    const newest = all.pop()!;
    for (const run of all) plan.closed.push(chunkFromPoints(mmsi, run));
    plan.open.push(chunkFromPoints(mmsi, newest));
  }
  return plan;
}

/** The points of a chunk inside [from, to], seconds inclusive. */
export function chunkPointsBetween(
  chunk: Pick<ChunkRow, 'points'>,
  from: number,
  to: number,
): StoredPoint[] {
  return decodeChunk(chunk.points).filter((p) => p.t >= from && p.t <= to);
}

/**
 * Thinning of old points: keeps the first point, then the first point at least
 * `intervalSeconds` after the last one kept, and always the last point, so a thinned track
 * still starts and ends where the vessel did.
 */
export function thinPoints(points: readonly StoredPoint[], intervalSeconds: number): StoredPoint[] {
  const kept: StoredPoint[] = [];
  for (const p of points) {
    const last = kept[kept.length - 1];
    if (!last || p.t >= last.t + intervalSeconds) kept.push(p);
  }
  const end = points[points.length - 1];
  if (end && kept[kept.length - 1] !== end) kept.push(end);
  return kept;
}
