import type { Ring } from './area.js';
import type { StoredPoint, VesselPoint } from './track-point.js';

/** The last point at which a vessel was inside an area. */
export interface AreaHit {
  mmsi: number;
  point: StoredPoint;
}

/** Space the track store takes, for operators and the benchmark. */
export interface TrackStoreUsage {
  /** Positions kept, in chunks and in the hot table. */
  positions: number;
  /** Positions still in the hot table. */
  hotPositions: number;
  chunks: number;
  /**
   * Bytes of database pages the store holds: chunk and hot tables with their indexes, plus
   * (SQLite) the free list; (PostgreSQL) relation sizes with TOAST and free space maps.
   */
  bytes: number;
}

export interface CompactionResult {
  /** Hot points moved into chunks. */
  points: number;
  chunksWritten: number;
}

export interface RetentionResult {
  /** Chunks removed whole or cut at the retention boundary. */
  chunksRemoved: number;
  chunksCut: number;
  /** Chunks whose old points were thinned. */
  chunksThinned: number;
}

export interface RetentionRule {
  /** Points before this UNIX second are removed. */
  removeBefore: number;
  /** Chunks that ended before this UNIX second are thinned (undefined: no thinning). */
  thinBefore?: number | undefined;
  /** Thinning keeps at most one point per this many seconds (plus each chunk's last). */
  thinIntervalSeconds: number;
}

/**
 * One vessel's track over time and every vessel in a polygon over time, on SQLite (through
 * a worker thread) or PostgreSQL. Times are UNIX seconds, inclusive at both ends.
 */
export interface TrackStore {
  /** Writes points to the hot table; resolves once they are durable. */
  append(points: readonly VesselPoint[]): Promise<void>;
  /** One vessel's points in [from, to], in time order. */
  track(mmsi: number, from: number, to: number): Promise<StoredPoint[]>;
  /** Several vessels' points in [from, to], each in time order; vessels without points left out. */
  tracks(mmsis: readonly number[], from: number, to: number): Promise<Map<number, StoredPoint[]>>;
  /** Every vessel with a point inside the polygon in [from, to], with its last such point. */
  vesselsInArea(rings: readonly Ring[], from: number, to: number): Promise<AreaHit[]>;
  /** Moves the hot table into chunks. */
  compact(): Promise<CompactionResult>;
  /** Applies retention and thinning. */
  retain(rule: RetentionRule): Promise<RetentionResult>;
  usage(): Promise<TrackStoreUsage>;
  close(): Promise<void>;
}
