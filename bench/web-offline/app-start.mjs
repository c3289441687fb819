// Offline start and worker-served tiles in Debian's Chromium, with the real built web app
// (WEB_DIST_DIR, default apps/web/dist) on the real server (see README.md):
//  - a base-map tile from a downloaded area through the worker, against the same tile from
//    the browser's HTTP cache in a context without a worker (p95 of fetch-and-read);
//  - an offline cold start to `havkart:first-map-render` with the server stopped, against an
//    online warm start of the same build in the same run.
// Run:  npm run bench:web-offline-start -w bench
/* global caches, location */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../support/chromium.mjs';
import { spawnServer } from '../../apps/server/dist/test-support/server-process.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const STARTS = Number(process.env.STARTS ?? 3);
const FETCHES = Number(process.env.FETCHES ?? 300);
const VIEW = '#map=9/60.3/5.2';
/** Bergen's surroundings at z9: the tiles the view above draws. */
const TILES = [];
for (let x = 261; x <= 265; x++)
  for (let y = 146; y <= 148; y++) TILES.push(`/tiles/basemap/9/${x}/${y}.pbf`);

const web = process.env.WEB_DIST_DIR ?? path.join(root, 'apps', 'web', 'dist');
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-bench-offline-start-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const server = spawnServer({ DATA_DIR: data, WEB_DIST_DIR: web, PORT: String(port) });
const origin = await server.url;

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

/** Timings of fetching and reading each tile, `FETCHES` times round the list, in the page. */
function timeTiles(page) {
  return page.evaluate(
    async ({ tiles, n }) => {
      const times = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        await (await fetch(tiles[i % tiles.length])).arrayBuffer();
        times.push(performance.now() - started);
      }
      return times;
    },
    { tiles: TILES, n: FETCHES },
  );
}

async function firstRender(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('havkart:first-map-render')[0]?.startTime,
    undefined,
    { timeout: 120_000 },
  );
  const ms = await handle.jsonValue();
  await page.close();
  return ms;
}

const browser = await launchChromium();
try {
  const settings = () => {
    localStorage.setItem('havkart.news', JSON.stringify(['welcome']));
    localStorage.setItem(
      'havkart.datasets',
      JSON.stringify({ ais: { enabled: false }, aton: { enabled: false } }),
    );
  };
  // The browser's HTTP cache, no worker: each tile read once, then timed.
  const plain = await browser.newContext({ serviceWorkers: 'block' });
  await plain.addInitScript(settings);
  const plainPage = await plain.newPage();
  await plainPage.goto(`${origin}/${VIEW}`);
  await plainPage.evaluate(async (tiles) => {
    for (const tile of tiles) await (await fetch(tile)).arrayBuffer();
  }, TILES);
  const httpCache = await timeTiles(plainPage);
  await plain.close();

  // The worker, the tiles in a downloaded area's cache.
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addInitScript(settings);
  const page = await context.newPage();
  await page.goto(`${origin}/${VIEW}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 120_000,
  });
  await page.evaluate(async (tiles) => {
    const cache = await caches.open('havkart-area-bench-basemap-1');
    await cache.addAll(tiles.map((tile) => new URL(tile, location.origin).href));
  }, TILES);
  const worker = await timeTiles(page);
  await page.close();

  // Starts: online and warm (the worker and its caches in place), then offline and cold.
  const online = [];
  for (let i = 0; i < STARTS; i++) online.push(await firstRender(context, `${origin}/${VIEW}`));
  await context.setOffline(true);
  server.kill('SIGTERM');
  await server.exit;
  const offline = [];
  for (let i = 0; i < STARTS; i++) offline.push(await firstRender(context, `${origin}/${VIEW}`));

  const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(`a z9 base-map tile, fetched and read ${FETCHES} times (${TILES.length} tiles):`);
  console.log(
    `  through the worker, from an area  p50 ${ms(median(worker))}  p95 ${ms(p95(worker))}`,
  );
  console.log(
    `  HTTP cache, no worker             p50 ${ms(median(httpCache))}  p95 ${ms(p95(httpCache))}`,
  );
  console.log(`  p95 ratio ${(p95(worker) / p95(httpCache)).toFixed(2)}× (target ≤ 1.5×)`);
  console.log(`start to havkart:first-map-render, median of ${STARTS}:`);
  console.log(
    `  offline, server stopped ${ms(median(offline))}  (${offline.map((v) => v.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  online, warm            ${ms(median(online))}  (${online.map((v) => v.toFixed(0)).join(', ')})`,
  );
  console.log(`  ratio ${(median(offline) / median(online)).toFixed(2)}× (target ≤ 1.2×)`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  fs.rmSync(data, { recursive: true, force: true });
}
