// Loop under attack: the real built server on PostgreSQL with the default simulator, and
// GET /api/v1/timestamp sampled every 100 ms (in a process of its own) while each attack
// runs; prints the p99 per attack against the targets, and the server's CPU with 100 and
// with 1,000 streams open.
// Run after `npm run build`: npm run bench:loop -w bench
//   SERVER_MAIN=path/to/main.js points it at another build; SECONDS sets each phase's length.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { area } from './area.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const SERVER_MAIN = path.resolve(
  process.env.SERVER_MAIN ?? path.join(root, 'apps/server/dist/main.js'),
);
const dist = path.dirname(SERVER_MAIN);
const { chunkFromPoints } = await import(path.join(dist, 'tracks/chunk-plan.js'));
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/havkart_bench';
const SCHEMA = 'loop_under_attack';
const SECONDS = Number(process.env.SECONDS ?? 10);
/** Which attacks to run (letters of the phases below); the idle phase always runs. */
const PHASES = process.env.PHASES ?? 'ABCD';
/** Vessels with 7 days of history, one position a minute (about 10 k positions each). */
const HISTORY_VESSELS = Number(process.env.HISTORY_VESSELS ?? 500);
const STREAMS = Number(process.env.STREAMS ?? 1000);
/**
 * Client processes the streams are spread over: one Node process reading 1,000 busy streams
 * is itself the bottleneck on a loaded machine (it falls behind, the server's writes back
 * up), and the benchmark would measure the client, not the server.
 */
const CLIENT_PROCESSES = Number(process.env.CLIENT_PROCESSES ?? 4);
/** Extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
const SERVER_NODE_ARGS = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const COORD_SCALE = 600_000;
const WEEK = 7 * 86_400;

async function freePort() {
  const server = net.createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: DATABASE_URL.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  const name = new URL(DATABASE_URL).pathname.slice(1);
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  await db.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await db.end();
}

/** Seven days of history for HISTORY_VESSELS vessels, written as the store's chunks. */
async function seedHistory(now) {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  await db.query(`SET search_path TO ${SCHEMA}`);
  let seed = 11;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  let chunks = [];
  let positions = 0;
  const flush = async () => {
    if (chunks.length === 0) return;
    const col = (pick) => chunks.map(pick);
    await db.query(
      `INSERT INTO track_chunk (mmsi, t_first, t_last, n, min_lat, max_lat, min_lon, max_lon, points)
       SELECT * FROM unnest($1::int4[], $2::int8[], $3::int8[], $4::int4[], $5::int4[],
         $6::int4[], $7::int4[], $8::int4[], $9::bytea[])`,
      [
        col((c) => c.mmsi),
        col((c) => c.tFirst),
        col((c) => c.tLast),
        col((c) => c.count),
        col((c) => c.minLat),
        col((c) => c.maxLat),
        col((c) => c.minLon),
        col((c) => c.maxLon),
        col((c) => Buffer.from(c.points)),
      ],
    );
    chunks = [];
  };
  const start = now - WEEK - 3600;
  for (let v = 0; v < HISTORY_VESSELS; v++) {
    const mmsi = 258_000_000 + v;
    let lon = 2 + rand() * 9;
    let lat = 59 + rand() * 5;
    let course = rand() * 2 * Math.PI;
    for (let hour = start; hour < now - 3600; hour += 3600) {
      const points = [];
      for (let t = hour; t < hour + 3600; t += 60) {
        course += (rand() - 0.5) * 0.2;
        lon = Math.min(12, Math.max(1, lon + Math.cos(course) * 0.004));
        lat = Math.min(65, Math.max(58, lat + Math.sin(course) * 0.002));
        const p = {
          t,
          lat: Math.round(lat * COORD_SCALE),
          lon: Math.round(lon * COORD_SCALE),
          sog: 100,
          cog: 900,
          hdg: 90,
        };
        points.push(p);
      }
      positions += points.length;
      chunks.push(chunkFromPoints(mmsi, points));
      if (chunks.length >= 2000) await flush();
    }
  }
  await flush();
  await db.query('ANALYZE track_chunk');
  const { rows } = await db.query('SELECT count(*)::int AS n FROM track_chunk');
  await db.end();
  return { positions, chunks: rows[0].n };
}

/** The server's CPU time so far, seconds (user + system). */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function loadAverage() {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
await prepareDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-loop-'));
console.log(`server ${SERVER_MAIN} on ${origin}, PostgreSQL schema ${SCHEMA}`);
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL,
    DATABASE_SCHEMA: SCHEMA,
    LOG_LEVEL: 'warn',
    // The sampler and the attacks measure the event loop, not the rate limit.
    RATE_LIMIT_MAX: '1000000',
    LIVE_RATE_LIMIT_MAX: '1000000',
    // 1,000 streams come from one address here; the per-client cap is tested elsewhere.
    LIVE_MAX_STREAMS_PER_CLIENT: '5000',
    LIVE_MAX_STREAMS: '5000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
for (let i = 0; ; i++) {
  const ok = await fetch(`${origin}/api/v1/timestamp`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 600) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 200));
}
const now = Math.floor(Date.now() / 1000);
const seeded = await seedHistory(now);
console.log(
  `history: ${seeded.positions.toLocaleString('en')} positions in ${seeded.chunks.toLocaleString('en')} chunks over 7 days; load ${loadAverage()}`,
);

const sampler = fork(new URL('./sampler.mjs', import.meta.url), [origin]);
await new Promise((r) => sampler.once('message', r));
const results = [];

/** Runs `attack` for SECONDS while sampling; `attack(signal)` resolves once it has stopped. */
async function phase(name, attack, target) {
  const controller = new AbortController();
  // Sampling starts once the attack is under way (1,000 streams take a while to open).
  let started;
  const underWay = new Promise((resolve) => (started = resolve));
  const running = attack(controller.signal, started);
  await underWay;
  const load = loadAverage();
  const cpu0 = cpuSeconds(server.pid);
  sampler.send('start');
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  controller.abort();
  sampler.send('stop');
  const [sample, detail] = await Promise.all([
    new Promise((r) => sampler.once('message', r)),
    running,
  ]);
  const cpu = cpuSeconds(server.pid) - cpu0;
  const row = { name, ...sample, target, load, cpu, detail };
  results.push(row);
  console.log(
    `${name.padEnd(54)} p50 ${sample.p50.toFixed(1)} ms, p99 ${sample.p99.toFixed(1)} ms, max ${sample.max.toFixed(1)} ms (${sample.count} samples${sample.errors ? `, ${sample.errors} errors` : ''})${target ? ` target ≤ ${target} ms: ${sample.p99 <= target ? 'met' : 'missed'}` : ''}; server CPU ${cpu.toFixed(1)} s; load ${load}${detail ? `; ${detail.text}` : ''}`,
  );
  return row;
}

const agent = new http.Agent({ keepAlive: true });
function post(urlPath, body) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      `${origin}${urlPath}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/** The same request back to back, one at a time, until stopped. */
const loop = (urlPath, body) => async (signal, started) => {
  const statuses = {};
  const times = [];
  started();
  while (!signal.aborted) {
    const r = await post(urlPath, body);
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    times.push(r.ms);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  return {
    statuses,
    text: `${times.length} requests, answers ${JSON.stringify(statuses)}, median ${median.toFixed(1)} ms each`,
  };
};

/** The server's own stream counters: events written to streams, and skipped for full ones. */
async function hubStats() {
  const response = await fetch(`${origin}/api/v1/ais/status`);
  return (await response.json()).streams;
}

/**
 * Opens `count` streams, spread over CLIENT_PROCESSES client processes (at most one per 25
 * streams), and holds them until stopped. Reports the events the clients received, the
 * events the server wrote and skipped (its own counters), and how busy the clients were.
 */
const streams =
  (count, bodies, urlPath = '/live/v1/sse/combined') =>
  async (signal, started) => {
    const processes = Math.max(1, Math.min(CLIENT_PROCESSES, Math.floor(count / 25)));
    const children = Array.from({ length: processes }, (_, i) => {
      const share = Math.floor(count / processes) + (i < count % processes ? 1 : 0);
      return fork(new URL('./clients.mjs', import.meta.url), [
        JSON.stringify({ origin, path: urlPath, count: share, bodies, seed: 7 + i }),
      ]);
    });
    const readies = await Promise.all(
      children.map((child) => new Promise((r) => child.once('message', r))),
    );
    const sum = (list, key) => list.reduce((n, item) => n + (item[key] ?? 0), 0);
    const ready = {
      open: sum(readies, 'open'),
      refused: sum(readies, 'refused'),
      pending: sum(readies, 'pending'),
    };
    /** Events received and CPU seconds used so far, over every client process. */
    const ask = async () => {
      const answers = await Promise.all(
        children.map(
          (child) =>
            new Promise((r) => {
              child.once('message', r);
              child.send('count');
            }),
        ),
      );
      return { events: sum(answers, 'events'), cpu: sum(answers, 'cpu') };
    };
    const before = await ask();
    const hub0 = await hubStats();
    started();
    const cpu0 = cpuSeconds(server.pid);
    const t0 = performance.now();
    await new Promise((r) => signal.addEventListener('abort', r, { once: true }));
    const cpu = cpuSeconds(server.pid) - cpu0;
    const seconds = (performance.now() - t0) / 1000;
    const hub1 = await hubStats();
    const after = await ask();
    for (const child of children) child.send('exit');
    const events = after.events - before.events;
    const clientsBusy = (after.cpu - before.cpu) / seconds / processes;
    const written = hub1.delivered - hub0.delivered;
    const skipped = hub1.skipped - hub0.skipped;
    return {
      open: ready.open,
      refused: ready.refused,
      events,
      written,
      seconds,
      cpu,
      text:
        `${ready.open} open, ${ready.refused} refused${ready.pending ? `, ${ready.pending} unanswered after a minute` : ''}; ` +
        `server wrote ${Math.round(written / seconds)} events/s and skipped ${Math.round(skipped / seconds)}/s for full streams; ` +
        `clients received ${Math.round(events / seconds)}/s in ${processes} processes, each ${(clientsBusy * 100).toFixed(0)} % of a core busy`,
    };
  };

const big = JSON.stringify({ geometry: area(60_000) });
const limit = JSON.stringify({ geometry: area(1000) });
const history = (corners) =>
  JSON.stringify({
    msgTimeFrom: new Date((now - WEEK + 60) * 1000).toISOString(),
    msgTimeTo: new Date(now * 1000).toISOString(),
    polygon: area(corners),
  });
console.log(
  `60,000-vertex body ${(big.length / 1024).toFixed(0)} KB; phases of ${SECONDS} s each; ${os.cpus().length} cores`,
);

const idle = await phase('idle (simulator only)', async (signal, started) => started());
if (PHASES.includes('A'))
  await phase(
    'A: POST latest/combined, 60,000 vertices, back to back',
    loop('/live/v1/latest/combined', big),
    50,
  );
if (PHASES.includes('A'))
  await phase(
    'A: POST latest/combined, 1,000 vertices, back to back',
    loop('/live/v1/latest/combined', limit),
    50,
  );
if (PHASES.includes('B'))
  await phase('B: 3 SSE streams, 60,000 vertices', streams(3, 'area:60000'), 50);
if (PHASES.includes('B'))
  await phase('B: 3 SSE streams, 1,000 vertices', streams(3, 'area:1000'), 50);
if (PHASES.includes('C'))
  await phase(
    'C: PostgreSQL mmsiinarea 7 days, 9,990 vertices',
    loop('/api/v1/historic/mmsiinarea', history(9990)),
    50,
  );
if (PHASES.includes('C'))
  await phase(
    'C: PostgreSQL mmsiinarea 7 days, 1,000 vertices',
    loop('/api/v1/historic/mmsiinarea', history(1000)),
    50,
  );
// The server's CPU with the streams open, beside the idle server's: what holding and feeding
// them costs. CPU per event is not worked out here: the simulator's own CPU, which differs
// between phases on a loaded machine, is as large as the streams' at 100 of them, so the
// difference would be noise. `sse/fanout.mjs` measures it tick by tick.
const idleRate = idle.cpu / SECONDS;
const cost = (row) =>
  `${((row.detail.cpu / row.detail.seconds) * 1000).toFixed(0)} ms CPU a second (idle ${(idleRate * 1000).toFixed(0)})`;
if (PHASES.includes('D')) {
  const hundred = await phase(
    `D: ${STREAMS / 10} SSE streams, map-view boxes`,
    streams(STREAMS / 10, 'boxes'),
  );
  const thousand = await phase(
    `D: ${STREAMS} SSE streams, map-view boxes`,
    streams(STREAMS, 'boxes'),
    250,
  );
  console.log(
    `server with ${STREAMS / 10} streams ${cost(hundred)}; with ${STREAMS} ${cost(thousand)}`,
  );
}
if (process.env.UNFILTERED === '1') {
  const h = await phase(`E: ${STREAMS / 10} SSE streams, no area`, streams(STREAMS / 10, 'none'));
  const k = await phase(`E: ${STREAMS} SSE streams, no area`, streams(STREAMS, 'none'), 250);
  console.log(`server with ${STREAMS / 10} streams ${cost(h)}; with ${STREAMS} ${cost(k)}`);
}
sampler.send('exit');
stop();
agent.destroy();
process.exit(0);
