// Polar base-map tiles against Web Mercator ones from the same land (spec 02 §4): random
// stored tiles of each archive at the zooms both hold (0–8), read cold (empty tile cache) and
// over HTTP from the real server, median and p95 per tile, and their ratio (target: a polar
// tile's median ≤ 1.5× a Mercator tile's). Also the stored sizes. Run after `npm run build`:
//   node bench/basemap-tiles/polar.mjs
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { POLAR_BASEMAP_MAX_ZOOM } from '@havkart/dataset-basemap';
import {
  DEFAULT_BASEMAP_PATH,
  DEFAULT_POLAR_BASEMAP_PATH,
  openBasemapTiles,
} from '@havkart/dataset-basemap/server';

const SAMPLE = Number(process.env.SAMPLE ?? 400);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const root = path.resolve(import.meta.dirname, '..', '..');

const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
};
const fmt = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);

function sampleTiles(file) {
  const db = new Database(file, { readonly: true });
  const rows = db
    .prepare(
      `SELECT zoom_level AS z, tile_column AS x, tile_row AS tmsY, length(tile_data) AS bytes
       FROM tiles WHERE zoom_level <= ? ORDER BY random() LIMIT ?`,
    )
    .all(POLAR_BASEMAP_MAX_ZOOM, SAMPLE);
  db.close();
  return rows.map(({ z, x, tmsY, bytes }) => ({ z, x, y: (1 << z) - 1 - tmsY, bytes }));
}

const kinds = [
  { name: 'mercator', file: DEFAULT_BASEMAP_PATH, url: '/tiles/basemap' },
  { name: 'polar', file: DEFAULT_POLAR_BASEMAP_PATH, url: '/tiles/polar/basemap' },
];
for (const kind of kinds) kind.tiles = sampleTiles(kind.file);

// Cold reads, alternating the two archives each round so load falls on both alike.
for (const kind of kinds) kind.read = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const kind of kinds) {
    const archive = openBasemapTiles(kind.file, { cacheBytes: 0 });
    for (const t of kind.tiles) {
      const begin = performance.now();
      archive.getTile(t.z, t.x, t.y);
      kind.read.push(performance.now() - begin);
    }
    archive.close();
  }
}

const dataDir = path.join(os.tmpdir(), `havkart-bench-polar-${process.pid}`);
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
for (const kind of kinds) kind.http = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const kind of kinds) {
    for (const t of kind.tiles) {
      const begin = performance.now();
      const response = await fetch(`${origin}${kind.url}/${t.z}/${t.x}/${t.y}.pbf`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      await response.arrayBuffer();
      kind.http.push(performance.now() - begin);
    }
  }
}
server.kill('SIGTERM');
await once(server, 'exit');

const [mercator, polar] = kinds;
console.log(
  `${SAMPLE} random stored tiles of each archive at z0–${POLAR_BASEMAP_MAX_ZOOM}, ${ROUNDS} rounds`,
);
console.log(
  '                    mercator (median / p95)   polar (median / p95)   polar / mercator',
);
for (const [label, pick] of [
  ['archive read', (k) => stats(k.read)],
  ['HTTP response', (k) => stats(k.http)],
  ['stored bytes', (k) => stats(k.tiles.map((t) => t.bytes))],
]) {
  const a = pick(mercator);
  const b = pick(polar);
  const show = label === 'stored bytes' ? (v) => `${Math.round(v)} B` : fmt;
  console.log(
    `  ${label.padEnd(16)} ${`${show(a.median)} / ${show(a.p95)}`.padStart(24)}   ${`${show(b.median)} / ${show(b.p95)}`.padStart(20)}   ${(b.median / a.median).toFixed(2)}× (target ≤ 1.5×)`,
  );
}
