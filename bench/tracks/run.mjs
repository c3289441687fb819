// Track store: our chunked store against the obvious peer, one row per position with a
// (mmsi, t) and a (t, lat, lon) index, on SQLite and PostgreSQL, fed the same simulated
// traffic. Prints bytes per position (database pages in use, indexes, hot table and free
// list included), append and compaction rates, 24 h track and 1 h vessels-in-area latency,
// and the ratios. Run after `npm run build`:
//   npm run bench:tracks -w bench            (HOURS=28 simulated hours of 1,500 vessels ≈ 10 M)
//   HOURS=2 DATABASES=sqlite npm run bench:tracks -w bench   (a quick look)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createAisDecoder, createTrafficSimulator } from '@havkart/ais';

const root = path.resolve(import.meta.dirname, '..', '..');
const dist = (p) => path.join(root, 'apps/server/dist', p);
const { openDatabase } = await import(dist('database/database.js'));
const { SqliteTrackStore } = await import(dist('tracks/sqlite/sqlite-store.js'));
const { PostgresTrackStore } = await import(dist('tracks/postgres/postgres-store.js'));
const { toStoredPoint } = await import(dist('tracks/track-point.js'));

const HOURS = Number(process.env.HOURS ?? 28);
const VESSELS = Number(process.env.VESSELS ?? 1500);
const COMPACT_SECONDS = Number(process.env.COMPACT_SECONDS ?? 30);
const FLUSH_SECONDS = Number(process.env.FLUSH_SECONDS ?? 1);
const DATABASES = (process.env.DATABASES ?? 'sqlite,postgres').split(',');
/**
 * A database of its own by default: while a run's schema exists, Kysely's migrator in test
 * apps starting in the same database finds the run's migration tables and skips creating
 * its own. Create it once: `createdb -h 127.0.0.1 -U postgres havkart_bench`.
 */
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/havkart_bench';
const QUERIES = 40;
/** PEER=0 leaves the one-row-per-position peer out (it doubles a long run). */
const PEER = process.env.PEER !== '0';
const POSITION_TYPES = new Set([1, 2, 3, 9, 18, 19, 27]);

const fmtMs = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(1)} ms`);
const fmtN = (n) => Math.round(n).toLocaleString('en-US');
function stats(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p95: at(0.95) };
}

/** Simulated traffic, one flush interval of positions at a time. */
function* traffic() {
  const sim = createTrafficSimulator({ vessels: VESSELS });
  let batch = [];
  const decoder = createAisDecoder({
    onMessage: (m) => {
      if (!POSITION_TYPES.has(m.messageType) || m.latitude == null || m.longitude == null) return;
      const p = toStoredPoint({ ...m, msgtime: Date.parse(m.msgtime) });
      if (p) batch.push(p);
    },
    onError: () => undefined,
  });
  for (const tick of sim.ticks(HOURS * 3600)) {
    for (const line of tick.lines) decoder.write(line);
    if ((tick.time + 1) % FLUSH_SECONDS === 0) {
      yield { time: tick.time + 1, points: batch };
      batch = [];
    }
  }
}

/** The peer: one row per position. */
function sqlitePeer(dir) {
  const db = new Database(path.join(dir, 'peer.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE positions (mmsi INTEGER, t INTEGER, lat INTEGER, lon INTEGER,
             sog INTEGER, cog INTEGER, hdg INTEGER);
           CREATE INDEX positions_vessel ON positions (mmsi, t);
           CREATE INDEX positions_time ON positions (t, lat, lon);`);
  const insert = db.prepare('INSERT INTO positions VALUES (?, ?, ?, ?, ?, ?, ?)');
  const append = db.transaction((points) => {
    for (const p of points) insert.run(p.mmsi, p.t, p.lat, p.lon, p.sog, p.cog, p.hdg);
  });
  const track = db.prepare(
    'SELECT t, lat, lon, sog, cog, hdg FROM positions WHERE mmsi = ? AND t BETWEEN ? AND ? ORDER BY t',
  );
  const area = db.prepare(`SELECT mmsi, max(t) AS t FROM positions WHERE t BETWEEN ? AND ?
    AND lat BETWEEN ? AND ? AND lon BETWEEN ? AND ? GROUP BY mmsi`);
  return {
    append: async (points) => append(points),
    track: async (mmsi, from, to) => track.all(mmsi, from, to),
    area: async (b, from, to) => area.all(from, to, b.minLat, b.maxLat, b.minLon, b.maxLon),
    bytes: async () => {
      db.pragma('wal_checkpoint(TRUNCATE)');
      return db.pragma('page_count', { simple: true }) * db.pragma('page_size', { simple: true });
    },
    close: async () => db.close(),
  };
}

async function postgresPeer(schema) {
  const pool = new pg.Pool({ connectionString: PG_URL, options: `-c search_path=${schema}` });
  await pool.query(`CREATE TABLE positions (mmsi int4, t int8, lat int4, lon int4, sog int2, cog int2, hdg int2);
    CREATE INDEX positions_vessel ON positions (mmsi, t);
    CREATE INDEX positions_time ON positions (t, lat, lon);`);
  const col = (points, k) => points.map((p) => p[k]);
  return {
    append: (points) =>
      pool.query(
        `INSERT INTO positions SELECT * FROM unnest($1::int4[], $2::int8[], $3::int4[], $4::int4[], $5::int2[], $6::int2[], $7::int2[])`,
        ['mmsi', 't', 'lat', 'lon', 'sog', 'cog', 'hdg'].map((k) => col(points, k)),
      ),
    track: async (mmsi, from, to) =>
      (
        await pool.query(
          'SELECT t, lat, lon, sog, cog, hdg FROM positions WHERE mmsi = $1 AND t BETWEEN $2 AND $3 ORDER BY t',
          [mmsi, from, to],
        )
      ).rows,
    area: async (b, from, to) =>
      (
        await pool.query(
          `SELECT mmsi, max(t) AS t FROM positions WHERE t BETWEEN $1 AND $2
           AND lat BETWEEN $3 AND $4 AND lon BETWEEN $5 AND $6 GROUP BY mmsi`,
          [from, to, b.minLat, b.maxLat, b.minLon, b.maxLon],
        )
      ).rows,
    bytes: async () =>
      Number((await pool.query(`SELECT pg_total_relation_size('positions') AS b`)).rows[0].b),
    close: () => pool.end(),
  };
}

async function openOurs(kind) {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-bench-tracks-'));
    const opened = await openDatabase({ dataDir: dir });
    const store = new SqliteTrackStore(path.join(dir, 'havkart.sqlite'));
    return {
      store,
      peer: sqlitePeer(dir),
      async close() {
        await store.close();
        await opened.db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `bench_tracks_${Date.now().toString(36)}`;
  const opened = await openDatabase({
    dataDir: os.tmpdir(),
    databaseUrl: PG_URL,
    databaseSchema: schema,
  });
  const peer = await postgresPeer(schema);
  return {
    store: new PostgresTrackStore(opened.db),
    peer,
    async close() {
      await peer.close();
      const { sql } = await import('kysely');
      await sql.raw(`DROP SCHEMA "${schema}" CASCADE`).execute(opened.db);
      await opened.db.destroy();
    },
  };
}

/** PostgreSQL: size again after a plain VACUUM (what autovacuum does in time), not VACUUM FULL. */
async function vacuumedBytes(store) {
  const { sql } = await import('kysely');
  await sql`VACUUM track_chunk`.execute(store.db);
  await sql`VACUUM track_hot`.execute(store.db);
  return (await store.usage()).bytes;
}

async function timed(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function run(kind) {
  const { store, peer, close } = await openOurs(kind);
  let positions = 0;
  let appendMs = 0;
  let compactMs = 0;
  let peerMs = 0;
  let first = Infinity;
  let last = 0;
  const vessels = new Set();
  const wall = performance.now();
  for (const { time, points } of traffic()) {
    if (points.length > 0) {
      appendMs += await timed(() => store.append(points));
      if (PEER) peerMs += await timed(() => peer.append(points));
      positions += points.length;
      for (const p of points) {
        vessels.add(p.mmsi);
        if (p.t < first) first = p.t;
        if (p.t > last) last = p.t;
      }
    }
    if (time % COMPACT_SECONDS === 0) compactMs += await timed(() => store.compact());
    if (time % 3600 === 0) {
      const hours = Math.round((time - first) / 3600);
      // Every 4 simulated hours, the size as the default compaction leaves it mid-run.
      const size =
        hours % 4 === 0
          ? `, ${((await store.usage()).bytes / positions).toFixed(2)} B/position`
          : '';
      process.stdout.write(`  ${kind}: ${hours} h, ${fmtN(positions)} positions${size}\r`);
    }
  }
  compactMs += await timed(() => store.compact());
  const wallS = (performance.now() - wall) / 1000;
  const usage = await store.usage();
  const peerBytes = PEER ? await peer.bytes() : NaN;
  const afterVacuum = kind === 'postgres' ? await vacuumedBytes(store) : undefined;

  // 24 h tracks of random vessels that moved, and 1 h vessels-in-area around Bergen.
  const ids = [...vessels];
  const pick = () => ids[Math.floor(Math.random() * ids.length)];
  const ourTrack = [];
  const peerTrack = [];
  let points24 = 0;
  for (let i = 0; i < QUERIES; i++) {
    const mmsi = pick();
    let got;
    ourTrack.push(await timed(async () => (got = await store.track(mmsi, last - 86_400, last))));
    points24 += got.length;
    if (PEER) peerTrack.push(await timed(() => peer.track(mmsi, last - 86_400, last)));
  }
  const ring = [
    [4.0, 59.8],
    [6.0, 59.8],
    [6.0, 61.0],
    [4.0, 61.0],
    [4.0, 59.8],
  ];
  const box = {
    minLat: 59.8 * 600_000,
    maxLat: 61 * 600_000,
    minLon: 4 * 600_000,
    maxLon: 6 * 600_000,
  };
  const ourArea = [];
  const peerArea = [];
  let hits = 0;
  for (let i = 0; i < QUERIES; i++) {
    const to = first + 3600 + Math.floor(Math.random() * (last - first - 3600));
    let got;
    ourArea.push(await timed(async () => (got = await store.vesselsInArea([ring], to - 3600, to))));
    hits += got.length;
    if (PEER) peerArea.push(await timed(() => peer.area(box, to - 3600, to)));
  }
  await close();
  return {
    kind,
    positions,
    simulatedHours: (last - first) / 3600,
    chunks: usage.chunks,
    bytesPerPosition: usage.bytes / usage.positions,
    peerBytesPerPosition: peerBytes / positions,
    appendRate: positions / (appendMs / 1000),
    peerAppendRate: positions / (peerMs / 1000),
    ingestRate: positions / ((appendMs + compactMs) / 1000),
    compactMs,
    afterVacuum: afterVacuum && afterVacuum / usage.positions,
    wallS,
    track: stats(ourTrack),
    peerTrack: PEER ? stats(peerTrack) : { median: NaN, p95: NaN },
    points24: points24 / QUERIES,
    area: stats(ourArea),
    peerArea: PEER ? stats(peerArea) : { median: NaN, p95: NaN },
    vesselsInArea: hits / QUERIES,
  };
}

console.log(
  `${VESSELS} simulated vessels, ${HOURS} simulated hours, appends every ${FLUSH_SECONDS} s, compaction every ${COMPACT_SECONDS} s\n`,
);
for (const kind of DATABASES) {
  const r = await run(kind);
  const perDay = (r.positions / r.simulatedHours) * 24;
  const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
  console.log(
    `\n${kind}: ${fmtN(r.positions)} positions in ${fmtN(r.chunks)} chunks (${r.wallS.toFixed(0)} s wall)`,
  );
  console.log(
    `  bytes/position      ours ${r.bytesPerPosition.toFixed(2)} B   peer ${r.peerBytesPerPosition.toFixed(2)} B   ours/peer ${ratio(r.bytesPerPosition, r.peerBytesPerPosition)}`,
  );
  console.log(
    `  growth              ${fmtN(perDay)} positions/day → ${((perDay * r.bytesPerPosition) / 1e6).toFixed(0)} MB/day, ${((perDay * 365 * r.bytesPerPosition) / 1e9).toFixed(1)} GB/year (peer ${((perDay * 365 * r.peerBytesPerPosition) / 1e9).toFixed(1)} GB/year)`,
  );
  console.log(
    `  append (hot table)  ours ${fmtN(r.appendRate)} positions/s   peer ${fmtN(r.peerAppendRate)} positions/s   ours/peer ${ratio(r.appendRate, r.peerAppendRate)}`,
  );
  console.log(
    `  append + compaction ${fmtN(r.ingestRate)} positions/s (compaction ${(r.compactMs / 1000).toFixed(1)} s in all)`,
  );
  if (r.afterVacuum)
    console.log(`  after VACUUM        ours ${r.afterVacuum.toFixed(2)} B/position`);
  console.log(
    `  24 h track          ours ${fmtMs(r.track.median)} median, ${fmtMs(r.track.p95)} p95   peer ${fmtMs(r.peerTrack.median)} / ${fmtMs(r.peerTrack.p95)}   (${fmtN(r.points24)} points on average)`,
  );
  console.log(
    `  1 h vessels in area ours ${fmtMs(r.area.median)} median, ${fmtMs(r.area.p95)} p95   peer ${fmtMs(r.peerArea.median)} / ${fmtMs(r.peerArea.p95)}   (${r.vesselsInArea.toFixed(0)} vessels on average)`,
  );
}
