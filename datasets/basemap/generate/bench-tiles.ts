// Measures BasemapTiles.getTile latency: `npx tsx datasets/basemap/generate/bench-tiles.ts`.
// "Cold" is a freshly opened file with an empty tile cache (the OS page cache may still
// hold the file); "warm" repeats the same tiles from the in-memory cache.
import Database from 'better-sqlite3';
import { DEFAULT_BASEMAP_PATH, openBasemapTiles } from '../src/server/tiles.js';

const SAMPLES = 500;

const db = new Database(DEFAULT_BASEMAP_PATH, { readonly: true });
const picks = db
  .prepare(
    `SELECT zoom_level AS z, tile_column AS x, (1 << zoom_level) - 1 - tile_row AS y
     FROM map WHERE zoom_level BETWEEN 6 AND 12 ORDER BY random() LIMIT ?`,
  )
  .all(SAMPLES) as { z: number; x: number; y: number }[];
db.close();

function run(label: string, tiles: ReturnType<typeof openBasemapTiles>): void {
  const times: number[] = [];
  for (const { z, x, y } of picks) {
    const t = process.hrtime.bigint();
    if (!tiles.getTile(z, x, y)) throw new Error(`missing tile ${z}/${x}/${y}`);
    times.push(Number(process.hrtime.bigint() - t) / 1000);
  }
  times.sort((a, b) => a - b);
  const at = (q: number): string => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1);
  console.log(
    `${label}: n=${times.length} median ${at(0.5)} µs, p95 ${at(0.95)} µs, max ${at(1)} µs`,
  );
}

const openStart = process.hrtime.bigint();
const tiles = openBasemapTiles();
console.log(`open: ${(Number(process.hrtime.bigint() - openStart) / 1e6).toFixed(1)} ms`);
run('cold (empty tile cache)', tiles);
run('warm (tile cache)', tiles);
tiles.close();
const uncached = openBasemapTiles(undefined, { cacheBytes: 0 });
run('no tile cache, SQLite pages warm', uncached);
uncached.close();
