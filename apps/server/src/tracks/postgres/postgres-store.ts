import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../database/schema.js';
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
  TrackStore,
  TrackStoreUsage,
} from '../store.js';
import { sortPoints, type StoredPoint, type VesselPoint } from '../track-point.js';

/** Columns as numbers: bigint would come back as strings. */
const CHUNK_SELECT = sql.raw(
  `id::float8 AS id, mmsi, t_first::float8 AS t_first, t_last::float8 AS t_last, n,
   min_lat, max_lat, min_lon, max_lon, points`,
);
const COLUMNS = 'mmsi, t_first, t_last, n, min_lat, max_lat, min_lon, max_lon, points';
const OPEN_SELECT = sql.raw(
  `mmsi, t_first::float8 AS t_first, t_last::float8 AS t_last, n, min_lat, max_lat,
   min_lon, max_lon, points`,
);
const HOT_POINT = sql.raw('t::float8 AS t, lat, lon, sog, cog, hdg');
/** A chunk's box and times as `AreaScan` reads them, and its blob. */
const AREA_CHUNK = sql.raw(
  `mmsi, t_first::float8 AS "tFirst", t_last::float8 AS "tLast", min_lat AS "minLat",
   max_lat AS "maxLat", min_lon AS "minLon", max_lon AS "maxLon", points`,
);
/**
 * Chunks an area scan reads per round trip. pg parses a result on the main thread, and the
 * scan decodes there too: a bounded batch keeps each turn of the event loop short (a week of
 * a busy coast is a few hundred thousand chunks), and other requests run between batches.
 */
export const AREA_BATCH_CHUNKS = 500;

/** Column arrays for an `unnest` insert or update: one statement, however many chunks. */
function chunkArrays(chunks: readonly ChunkRow[]): RawBuilder<unknown> {
  const col = <T>(pick: (c: ChunkRow) => T) => chunks.map(pick);
  return sql`unnest(
    ${col((c) => c.id ?? 0)}::int8[], ${col((c) => c.mmsi)}::int4[],
    ${col((c) => c.tFirst)}::int8[], ${col((c) => c.tLast)}::int8[], ${col((c) => c.count)}::int4[],
    ${col((c) => c.minLat)}::int4[], ${col((c) => c.maxLat)}::int4[],
    ${col((c) => c.minLon)}::int4[], ${col((c) => c.maxLon)}::int4[],
    ${col((c) => Buffer.from(c.points.buffer, c.points.byteOffset, c.points.byteLength))}::bytea[]
  ) AS u(id, mmsi, t_first, t_last, n, min_lat, max_lat, min_lon, max_lon, points)`;
}

/**
 * The PostgreSQL track store. pg is asynchronous, so it runs on the main thread; appends are
 * one `unnest` insert per batch, and compaction holds an advisory lock so several server
 * processes on one database never compact the same rows twice.
 */
export class PostgresTrackStore implements TrackStore {
  private readonly w: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: ChunkLimits = DEFAULT_CHUNK_LIMITS,
  ) {
    this.w = limits.windowSeconds;
  }

  async append(points: readonly VesselPoint[]): Promise<void> {
    if (points.length === 0) return;
    const col = (pick: (p: VesselPoint) => number) => points.map(pick);
    // A batch the live bus delivers again (its writer died before acknowledging) adds
    // nothing: a point already in the hot table, by vessel, time and position, is skipped.
    // Points compacted since are collapsed the same way on read and on compaction.
    await sql`INSERT INTO track_hot (mmsi, t, lat, lon, sog, cog, hdg)
      SELECT * FROM unnest(${col((p) => p.mmsi)}::int4[], ${col((p) => p.t)}::int8[],
        ${col((p) => p.lat)}::int4[], ${col((p) => p.lon)}::int4[], ${col((p) => p.sog)}::int2[],
        ${col((p) => p.cog)}::int2[], ${col((p) => p.hdg)}::int2[])
        AS u(mmsi, t, lat, lon, sog, cog, hdg)
      WHERE NOT EXISTS (SELECT 1 FROM track_hot h
        WHERE h.mmsi = u.mmsi AND h.t = u.t AND h.lat = u.lat AND h.lon = u.lon)`.execute(this.db);
  }

  async track(mmsi: number, from: number, to: number): Promise<StoredPoint[]> {
    return (await this.tracks([mmsi], from, to)).get(mmsi) ?? [];
  }

  async tracks(
    mmsis: readonly number[],
    from: number,
    to: number,
  ): Promise<Map<number, StoredPoint[]>> {
    const ids = [...new Set(mmsis)];
    const chunks = await sql<{ mmsi: number; points: Buffer }>`
      SELECT mmsi, points FROM track_chunk
      WHERE mmsi = ANY(${ids}::int4[]) AND t_first BETWEEN ${from - this.w} AND ${to}
        AND t_last >= ${from}`.execute(this.db);
    const open = await sql<{ mmsi: number; points: Buffer }>`
      SELECT mmsi, points FROM track_open
      WHERE mmsi = ANY(${ids}::int4[]) AND t_last >= ${from} AND t_first <= ${to}`.execute(this.db);
    const hot = await sql<StoredPoint & { mmsi: number }>`
      SELECT mmsi, ${HOT_POINT} FROM track_hot
      WHERE mmsi = ANY(${ids}::int4[]) AND t BETWEEN ${from} AND ${to}`.execute(this.db);
    const byVessel = new Map<number, StoredPoint[]>();
    const add = (mmsi: number, points: StoredPoint[]) => {
      const list = byVessel.get(mmsi);
      if (list) list.push(...points);
      else byVessel.set(mmsi, points);
    };
    for (const row of [...chunks.rows, ...open.rows]) {
      add(row.mmsi, chunkPointsBetween(row, from, to));
    }
    for (const { mmsi, ...p } of hot.rows) add(mmsi, [p]);
    for (const [mmsi, list] of byVessel) {
      if (list.length === 0) byVessel.delete(mmsi);
      else byVessel.set(mmsi, sortPoints(list));
    }
    return byVessel;
  }

  async vesselsInArea(rings: readonly Ring[], from: number, to: number): Promise<AreaHit[]> {
    const scan = new AreaScan(rings, from, to);
    const box = scan.box;
    // One cursor over closed and open chunks, read in batches inside a read-only transaction.
    await this.db.transaction().execute(async (trx) => {
      await sql`SET TRANSACTION READ ONLY`.execute(trx);
      await sql`DECLARE area_chunks NO SCROLL CURSOR FOR
        SELECT ${AREA_CHUNK} FROM track_chunk
        WHERE t_first BETWEEN ${from - this.w} AND ${to} AND t_last >= ${from}
          AND max_lat >= ${box.minLat} AND min_lat <= ${box.maxLat}
          AND max_lon >= ${box.minLon} AND min_lon <= ${box.maxLon}
        UNION ALL
        SELECT ${AREA_CHUNK} FROM track_open
        WHERE t_last >= ${from} AND t_first <= ${to}
          AND max_lat >= ${box.minLat} AND min_lat <= ${box.maxLat}
          AND max_lon >= ${box.minLon} AND min_lon <= ${box.maxLon}`.execute(trx);
      for (;;) {
        const batch = await sql<AreaChunk & { points: Buffer }>`
          FETCH ${sql.lit(AREA_BATCH_CHUNKS)} FROM area_chunks`.execute(trx);
        for (const row of batch.rows) scan.addChunk(row, row.points);
        if (batch.rows.length < AREA_BATCH_CHUNKS) break;
      }
    });
    const hot = await sql<StoredPoint & { mmsi: number }>`
      SELECT mmsi, ${HOT_POINT} FROM track_hot
      WHERE t BETWEEN ${from} AND ${to} AND lat BETWEEN ${box.minLat} AND ${box.maxLat}
        AND lon BETWEEN ${box.minLon} AND ${box.maxLon}
      ORDER BY mmsi, t`.execute(this.db);
    for (const { mmsi, ...p } of hot.rows) scan.add(mmsi, [p]);
    return scan.hits();
  }

  async compact(): Promise<CompactionResult> {
    const result = await this.moveHotToChunks();
    if (result.chunksWritten > 0) {
      // Every compaction leaves a dead version of each open chunk and hot row behind. Both
      // tables are small, so a plain VACUUM right away costs milliseconds and keeps their
      // pages reused, where autovacuum on a busy machine lets them pile up.
      await sql`VACUUM track_open, track_hot`.execute(this.db);
    }
    return result;
  }

  private moveHotToChunks(): Promise<CompactionResult> {
    return this.db.transaction().execute(async (trx) => {
      const lock = await sql<{ ok: boolean }>`
        SELECT pg_try_advisory_xact_lock(hashtext('havkart.track_compaction')) AS ok`.execute(trx);
      if (!lock.rows[0]?.ok) return { points: 0, chunksWritten: 0 };
      const hot = await sql<VesselPoint>`
        DELETE FROM track_hot RETURNING mmsi, ${HOT_POINT}`.execute(trx);
      if (hot.rows.length === 0) return { points: 0, chunksWritten: 0 };
      const mmsis = [...new Set(hot.rows.map((p) => p.mmsi))];
      const openRows = await sql<ChunkRecord>`
        SELECT 0 AS id, ${OPEN_SELECT} FROM track_open WHERE mmsi = ANY(${mmsis}::int4[])`.execute(
        trx,
      );
      const open = new Map(openRows.rows.map((r) => [r.mmsi, chunkFromRecord(r)]));
      const plan = planCompaction(hot.rows, open, this.limits);
      if (plan.closed.length > 0) {
        await sql`INSERT INTO track_chunk (${sql.raw(COLUMNS)})
          SELECT ${sql.raw(COLUMNS)} FROM ${chunkArrays(plan.closed)}`.execute(trx);
      }
      if (plan.open.length > 0) {
        await sql`INSERT INTO track_open (${sql.raw(COLUMNS)})
          SELECT ${sql.raw(COLUMNS)} FROM ${chunkArrays(plan.open)}
          ON CONFLICT (mmsi) DO UPDATE SET t_first = excluded.t_first, t_last = excluded.t_last,
            n = excluded.n, min_lat = excluded.min_lat, max_lat = excluded.max_lat,
            min_lon = excluded.min_lon, max_lon = excluded.max_lon, points = excluded.points`.execute(
          trx,
        );
      }
      return { points: hot.rows.length, chunksWritten: plan.closed.length + plan.open.length };
    });
  }

  retain(rule: RetentionRule): Promise<RetentionResult> {
    return this.db.transaction().execute(async (trx) => {
      const cutoff = rule.removeBefore;
      const rewrite = async (rows: ChunkRow[], thinned: boolean) => {
        if (rows.length === 0) return;
        await sql`UPDATE track_chunk AS c SET t_first = u.t_first, t_last = u.t_last, n = u.n,
            min_lat = u.min_lat, max_lat = u.max_lat, min_lon = u.min_lon, max_lon = u.max_lon,
            points = u.points, thinned = ${thinned}
          FROM ${chunkArrays(rows)} WHERE c.id = u.id`.execute(trx);
      };
      // t_first ≤ t_last, so the t_first bound lets the time index find the rows.
      const removed = await sql`
        DELETE FROM track_chunk WHERE t_first < ${cutoff} AND t_last < ${cutoff}`.execute(trx);
      const removedOpen = await sql`DELETE FROM track_open WHERE t_last < ${cutoff}`.execute(trx);
      await sql`DELETE FROM track_hot WHERE t < ${cutoff}`.execute(trx);
      const openAcross = await sql<ChunkRecord>`
        SELECT 0 AS id, ${OPEN_SELECT} FROM track_open
        WHERE t_first < ${cutoff} AND t_last >= ${cutoff}`.execute(trx);
      for (const r of openAcross.rows) {
        const c = chunkFromPoints(
          r.mmsi,
          decodeChunk(r.points).filter((p) => p.t >= cutoff),
        );
        await sql`UPDATE track_open SET t_first = ${c.tFirst}, t_last = ${c.tLast}, n = ${c.count},
            min_lat = ${c.minLat}, max_lat = ${c.maxLat}, min_lon = ${c.minLon},
            max_lon = ${c.maxLon}, points = ${Buffer.from(c.points)}
          WHERE mmsi = ${c.mmsi}`.execute(trx);
      }
      const across = await sql<ChunkRecord>`
        SELECT ${CHUNK_SELECT} FROM track_chunk
        WHERE t_first < ${cutoff} AND t_last >= ${cutoff}`.execute(trx);
      const cut = across.rows.map((r) =>
        chunkFromPoints(
          r.mmsi,
          decodeChunk(r.points).filter((p) => p.t >= cutoff),
          r.id,
        ),
      );
      // Cut first: thinning below reads the chunks as the cut left them. Thinning touches
      // closed chunks only: an open chunk is a vessel's latest hour.
      await rewrite(cut, false);
      let chunksThinned = 0;
      if (rule.thinBefore !== undefined) {
        const old = await sql<ChunkRecord>`
          SELECT ${CHUNK_SELECT} FROM track_chunk
          WHERE t_first < ${rule.thinBefore} AND t_last < ${rule.thinBefore} AND NOT thinned`.execute(
          trx,
        );
        const thinned = old.rows.map((r) =>
          chunkFromPoints(
            r.mmsi,
            thinPoints(decodeChunk(r.points), rule.thinIntervalSeconds),
            r.id,
          ),
        );
        chunksThinned = thinned.filter((c, i) => c.count < old.rows[i]!.n).length;
        await rewrite(thinned, true);
      }
      return {
        chunksRemoved:
          Number(removed.numAffectedRows ?? 0) + Number(removedOpen.numAffectedRows ?? 0),
        chunksCut: cut.length + openAcross.rows.length,
        chunksThinned,
      };
    });
  }

  async usage(): Promise<TrackStoreUsage> {
    const { rows } = await sql<{ chunks: number; points: number; hot: number; bytes: number }>`
      SELECT (SELECT count(*) FROM track_chunk)::float8
               + (SELECT count(*) FROM track_open)::float8 AS chunks,
             (SELECT coalesce(sum(n), 0) FROM track_chunk)::float8
               + (SELECT coalesce(sum(n), 0) FROM track_open)::float8 AS points,
             (SELECT count(*) FROM track_hot)::float8 AS hot,
             (pg_total_relation_size('track_chunk') + pg_total_relation_size('track_open')
               + pg_total_relation_size('track_hot'))::float8 AS bytes`.execute(this.db);
    const r = rows[0]!;
    return { positions: r.points + r.hot, hotPositions: r.hot, chunks: r.chunks, bytes: r.bytes };
  }

  async close(): Promise<void> {
    // The app's database plugin owns the connection pool and closes it.
  }
}
