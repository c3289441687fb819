// Base-map tile serving: our pre-tiled archive against the obvious alternative, a geojson-vt
// index built from the same land polygons at start-up. Prints start-up cost, per-tile time
// and HTTP response times of the real server, with ratios. Run after `npm run build`:
//   npm run bench:tiles -w bench
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync, gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import GeoJSONVT from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import { DEFAULT_BASEMAP_PATH, openBasemapTiles } from '@havkart/dataset-basemap/server';

const SAMPLE = Number(process.env.SAMPLE ?? 400);
const root = path.resolve(import.meta.dirname, '..', '..');

function stats(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}

const fmt = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);

function sampleTiles() {
  const db = new Database(DEFAULT_BASEMAP_PATH, { readonly: true });
  const rows = db
    .prepare(
      `SELECT zoom_level AS z, tile_column AS x, tile_row AS tmsY FROM tiles
       WHERE zoom_level BETWEEN 6 AND 12 ORDER BY random() LIMIT ?`,
    )
    .all(SAMPLE);
  db.close();
  return rows.map(({ z, x, tmsY }) => ({ z, x, y: (1 << z) - 1 - tmsY }));
}

function timeEach(tiles, fn) {
  return tiles.map((t) => {
    const start = performance.now();
    fn(t);
    return performance.now() - start;
  });
}

const tiles = sampleTiles();
console.log(`${tiles.length} random existing tiles at z6–12\n`);

// Ours: open the archive; read each tile cold (empty cache) and again warm.
let start = performance.now();
const archive = openBasemapTiles(DEFAULT_BASEMAP_PATH, { cacheBytes: 64 * 1024 * 1024 });
const oursOpen = performance.now() - start;
const oursCold = stats(timeEach(tiles, (t) => archive.getTile(t.z, t.x, t.y)));
const oursWarm = stats(timeEach(tiles, (t) => archive.getTile(t.z, t.x, t.y)));

// Peer: index the committed land polygons with geojson-vt at start-up, cut on demand.
start = performance.now();
const land = JSON.parse(
  gunzipSync(readFileSync(path.join(root, 'datasets/basemap/data/land.geojson.gz'))).toString(),
);
const index = new GeoJSONVT(land, { maxZoom: 12, indexMaxZoom: 5, extent: 2048, buffer: 32 });
const peerOpen = performance.now() - start;
const cut = (t) => {
  const tile = index.getTile(t.z, t.x, t.y);
  if (tile) gzipSync(fromGeojsonVt({ land: tile }, { version: 2, extent: 2048 }));
};
const peerCold = stats(timeEach(tiles, cut));
const peerWarm = stats(timeEach(tiles, cut));

console.log('start-up       ours (archive)   peer (geojson-vt)   ratio');
console.log(
  `  open/index   ${fmt(oursOpen).padStart(12)}   ${fmt(peerOpen).padStart(16)}   ${(peerOpen / oursOpen).toFixed(0)}× faster`,
);
console.log('per tile (median / p95)');
for (const [name, a, b] of [
  ['first read', oursCold, peerCold],
  ['second read', oursWarm, peerWarm],
]) {
  console.log(
    `  ${name.padEnd(12)} ${`${fmt(a.median)} / ${fmt(a.p95)}`.padStart(20)}   ${`${fmt(b.median)} / ${fmt(b.p95)}`.padStart(20)}   ${(b.median / a.median).toFixed(1)}× faster`,
  );
}
archive.close();

// The real server over HTTP (keep-alive), as a browser would fetch tiles.
const dataDir = path.join(os.tmpdir(), `havkart-bench-${process.pid}`);
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let origin;
for await (const chunk of server.stdout) {
  const match = /listening on (http:\/\/\S+)/.exec(String(chunk));
  if (match) {
    origin = match[1].replace('localhost', '127.0.0.1');
    break;
  }
}
async function fetchAll() {
  const times = [];
  for (const t of tiles) {
    const begin = performance.now();
    const response = await fetch(`${origin}/tiles/basemap/${t.z}/${t.x}/${t.y}.pbf`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    await response.arrayBuffer();
    times.push(performance.now() - begin);
  }
  return stats(times);
}
const httpCold = await fetchAll();
const httpWarm = await fetchAll();
console.log('HTTP response time (median / p95), real server on loopback');
console.log(`  first request  ${fmt(httpCold.median)} / ${fmt(httpCold.p95)}`);
console.log(`  cached         ${fmt(httpWarm.median)} / ${fmt(httpWarm.p95)}`);
server.kill('SIGTERM');
await once(server, 'exit');
