import type BetterSqlite3 from 'better-sqlite3';
import type { Ring } from '../area.js';
import { AreaScan, type AreaChunk } from '../area-scan.js';
import {
  chunkFromPoints,
  chunkPointsBetween,
  DEFAULT_CHUNK_LIMITS,
  planCompaction,
  thinPoints,
  type ChunkLimits,
  chunkFromRecord,
  type ChunkRecord,
  type ChunkRow,
} from '../chunk-plan.js';
import { decodeChunk } from '../codec.js';
import type {
  AreaHit,
  CompactionResult,
  RetentionResult,
  RetentionRule,
  TrackStoreUsage,
} from '../store.js';
import { sortPoints, type StoredPoint, type VesselPoint } from '../track-point.js';

interface HotRecord extends StoredPoint {
  id: number;
  mmsi: number;
}

function chunkParams(c: ChunkRow): unknown[] {
  return [c.mmsi, c.tFirst, c.tLast, c.count, c.minLat, c.maxLat, c.minLon, c.maxLon, c.points];
}

const CHUNK_COLUMNS = 'mmsi, t_first, t_last, n, min_lat, max_lat, min_lon, max_lon, points';
/** A chunk's box and times as `AreaScan` reads them, and its blob. */
const AREA_CHUNK_COLUMNS = `mmsi, t_first AS tFirst, t_last AS tLast, min_lat AS minLat,
  max_lat AS maxLat, min_lon AS minLon, max_lon AS maxLon, points`;

/**
 * The track store's SQLite statements. Synchronous (better-sqlite3), so it runs inside the
 * worker thread; every statement is prepared once. Writes take the write lock up front
 * (`BEGIN IMMEDIATE`): a deferred transaction that reads and then writes can fail at once
 * when the main thread's connection wrote in between, where waiting would have worked.
 */
export class SqliteTrackOps {
  private readonly s;

  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly limits: ChunkLimits = DEFAULT_CHUNK_LIMITS,
  ) {
    const w = limits.windowSeconds;
    this.s = {
      insertHot: db.prepare(
        'INSERT INTO track_hot (mmsi, t, lat, lon, sog, cog, hdg) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      vesselChunks: db.prepare(
        `SELECT points FROM track_chunk WHERE mmsi = ? AND t_first BETWEEN ? - ${w} AND ? AND t_last >= ?`,
      ),
      vesselHot: db.prepare(
        'SELECT t, lat, lon, sog, cog, hdg FROM track_hot WHERE mmsi = ? AND t BETWEEN ? AND ?',
      ),
      areaChunks: db.prepare(
        `SELECT ${AREA_CHUNK_COLUMNS} FROM track_chunk WHERE t_first BETWEEN ? - ${w} AND ? AND t_last >= ?
           AND max_lat >= ? AND min_lat <= ? AND max_lon >= ? AND min_lon <= ?`,
      ),
      vesselOpen: db.prepare(
        'SELECT points FROM track_open WHERE mmsi = ? AND t_last >= ? AND t_first <= ?',
      ),
      areaOpen: db.prepare(
        `SELECT ${AREA_CHUNK_COLUMNS} FROM track_open WHERE t_last >= ? AND t_first <= ?
           AND max_lat >= ? AND min_lat <= ? AND max_lon >= ? AND min_lon <= ?`,
      ),
      areaHot: db.prepare(
        `SELECT mmsi, t, lat, lon, sog, cog, hdg FROM track_hot WHERE t BETWEEN ? AND ?
           AND lat BETWEEN ? AND ? AND lon BETWEEN ? AND ? ORDER BY mmsi, t`,
      ),
      hotMaxId: db.prepare('SELECT max(id) AS id FROM track_hot'),
      hotUpTo: db.prepare(
        'SELECT id, mmsi, t, lat, lon, sog, cog, hdg FROM track_hot WHERE id <= ?',
      ),
      deleteHotUpTo: db.prepare('DELETE FROM track_hot WHERE id <= ?'),
      openChunk: db.prepare(`SELECT ${CHUNK_COLUMNS} FROM track_open WHERE mmsi = ?`),
      putOpen: db.prepare(
        `INSERT OR REPLACE INTO track_open (${CHUNK_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      deleteOpenBefore: db.prepare('DELETE FROM track_open WHERE t_last < ?'),
      openAcross: db.prepare(
        `SELECT ${CHUNK_COLUMNS} FROM track_open WHERE t_first < ? AND t_last >= ?`,
      ),
      insertChunk: db.prepare(
        `INSERT INTO track_chunk (${CHUNK_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      updateChunk: db.prepare(
        `UPDATE track_chunk SET mmsi = ?, t_first = ?, t_last = ?, n = ?, min_lat = ?,
           max_lat = ?, min_lon = ?, max_lon = ?, points = ?, thinned = 0 WHERE id = ?`,
      ),
      // t_first ≤ t_last, so the t_first bound lets the time index find the rows.
      deleteChunksBefore: db.prepare('DELETE FROM track_chunk WHERE t_first < ? AND t_last < ?'),
      chunksAcross: db.prepare(
        `SELECT id, ${CHUNK_COLUMNS} FROM track_chunk WHERE t_first < ? AND t_last >= ?`,
      ),
      chunksToThin: db.prepare(
        `SELECT id, ${CHUNK_COLUMNS} FROM track_chunk WHERE t_first < ? AND t_last < ? AND thinned = 0`,
      ),
      markThinned: db.prepare('UPDATE track_chunk SET thinned = 1 WHERE id = ?'),
      deleteHotBefore: db.prepare('DELETE FROM track_hot WHERE t < ?'),
      chunkTotals: db.prepare(
        `SELECT count(*) AS chunks, coalesce(sum(n), 0) AS points FROM
           (SELECT n FROM track_chunk UNION ALL SELECT n FROM track_open)`,
      ),
      hotCount: db.prepare('SELECT count(*) AS n FROM track_hot'),
      pages: db.prepare(
        `SELECT coalesce(sum(pgsize), 0) AS bytes FROM dbstat
           WHERE name IN (SELECT name FROM sqlite_schema
                          WHERE tbl_name IN ('track_chunk', 'track_open', 'track_hot'))`,
      ),
    };
  }

  append(columns: Float64Array): void {
    const { insertHot } = this.s;
    this.db
      .transaction(() => {
        for (let i = 0; i < columns.length; i += 7) {
          insertHot.run(
            columns[i],
            columns[i + 1],
            columns[i + 2],
            columns[i + 3],
            columns[i + 4],
            columns[i + 5],
            columns[i + 6],
          );
        }
      })
      .immediate();
  }

  track(mmsi: number, from: number, to: number): StoredPoint[] {
    const points: StoredPoint[] = [];
    for (const row of this.s.vesselChunks.iterate(mmsi, from, to, from) as Iterable<{
      points: Buffer;
    }>) {
      points.push(...chunkPointsBetween(row, from, to));
    }
    const open = this.s.vesselOpen.get(mmsi, from, to) as { points: Buffer } | undefined;
    if (open) points.push(...chunkPointsBetween(open, from, to));
    points.push(...(this.s.vesselHot.all(mmsi, from, to) as StoredPoint[]));
    return sortPoints(points);
  }

  tracks(mmsis: readonly number[], from: number, to: number): [number, StoredPoint[]][] {
    const out: [number, StoredPoint[]][] = [];
    for (const mmsi of new Set(mmsis)) {
      const points = this.track(mmsi, from, to);
      if (points.length > 0) out.push([mmsi, points]);
    }
    return out;
  }

  vesselsInArea(rings: readonly Ring[], from: number, to: number): AreaHit[] {
    const scan = new AreaScan(rings, from, to);
    const box = scan.box;
    const rows = this.s.areaChunks.iterate(
      from,
      to,
      from,
      box.minLat,
      box.maxLat,
      box.minLon,
      box.maxLon,
    ) as Iterable<AreaChunk & { points: Buffer }>;
    for (const row of rows) scan.addChunk(row, row.points);
    const open = this.s.areaOpen.all(
      from,
      to,
      box.minLat,
      box.maxLat,
      box.minLon,
      box.maxLon,
    ) as (AreaChunk & { points: Buffer })[];
    for (const row of open) scan.addChunk(row, row.points);
    const hot = this.s.areaHot.all(
      from,
      to,
      box.minLat,
      box.maxLat,
      box.minLon,
      box.maxLon,
    ) as (StoredPoint & { mmsi: number })[];
    for (const p of hot) scan.add(p.mmsi, [p]);
    return scan.hits();
  }

  compact(): CompactionResult {
    return this.db
      .transaction((): CompactionResult => {
        const maxId = (this.s.hotMaxId.get() as { id: number | null }).id;
        if (maxId === null) return { points: 0, chunksWritten: 0 };
        const hot = this.s.hotUpTo.all(maxId) as HotRecord[];
        const open = new Map<number, ChunkRow>();
        for (const mmsi of new Set(hot.map((p) => p.mmsi))) {
          const row = this.s.openChunk.get(mmsi) as ChunkRecord | undefined;
          if (row) open.set(mmsi, chunkFromRecord(row));
        }
        const plan = planCompaction(hot as VesselPoint[], open, this.limits);
        for (const c of plan.closed) this.s.insertChunk.run(...chunkParams(c));
        for (const c of plan.open) this.s.putOpen.run(...chunkParams(c));
        this.s.deleteHotUpTo.run(maxId);
        return { points: hot.length, chunksWritten: plan.closed.length + plan.open.length };
      })
      .immediate();
  }

  retain(rule: RetentionRule): RetentionResult {
    return this.db
      .transaction((): RetentionResult => {
        const cutoff = rule.removeBefore;
        const result: RetentionResult = { chunksRemoved: 0, chunksCut: 0, chunksThinned: 0 };
        result.chunksRemoved =
          this.s.deleteChunksBefore.run(cutoff, cutoff).changes +
          this.s.deleteOpenBefore.run(cutoff).changes;
        const cut = (row: ChunkRecord) =>
          chunkFromPoints(
            row.mmsi,
            decodeChunk(row.points).filter((p) => p.t >= cutoff),
          );
        for (const row of this.s.chunksAcross.all(cutoff, cutoff) as ChunkRecord[]) {
          this.s.updateChunk.run(...chunkParams(cut(row)), row.id);
          result.chunksCut++;
        }
        for (const row of this.s.openAcross.all(cutoff, cutoff) as ChunkRecord[]) {
          this.s.putOpen.run(...chunkParams(cut(row)));
          result.chunksCut++;
        }
        this.s.deleteHotBefore.run(cutoff);
        // Thinning touches closed chunks only: an open chunk is a vessel's latest hour.
        if (rule.thinBefore !== undefined) {
          for (const row of this.s.chunksToThin.all(
            rule.thinBefore,
            rule.thinBefore,
          ) as ChunkRecord[]) {
            const all = decodeChunk(row.points);
            const kept = thinPoints(all, rule.thinIntervalSeconds);
            if (kept.length < all.length) {
              this.s.updateChunk.run(...chunkParams(chunkFromPoints(row.mmsi, kept)), row.id);
              result.chunksThinned++;
            }
            this.s.markThinned.run(row.id);
          }
        }
        return result;
      })
      .immediate();
  }

  usage(): TrackStoreUsage {
    const totals = this.s.chunkTotals.get() as { chunks: number; points: number };
    const hot = (this.s.hotCount.get() as { n: number }).n;
    const pageBytes = (this.s.pages.get() as { bytes: number }).bytes;
    const freePages = this.db.pragma('freelist_count', { simple: true }) as number;
    const pageSize = this.db.pragma('page_size', { simple: true }) as number;
    return {
      positions: totals.points + hot,
      hotPositions: hot,
      chunks: totals.chunks,
      bytes: pageBytes + freePages * pageSize,
    };
  }
}
