// Offline areas in Debian's Chromium (see README.md). Starts the real built server on a web
// folder holding only this bench's page, so the page, the tiles and the Cache API share one
// origin, and prints ours against the plain Cache API. Run:  npm run bench:web-offline -w bench
/* global window */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { launchChromium } from '../support/chromium.mjs';
import { spawnServer } from '../../apps/server/dist/test-support/server-process.js';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const root = path.resolve(import.meta.dirname, '..', '..');

const web = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-bench-offline-web-'));
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-bench-offline-data-'));
const bundle = await build({
  entryPoints: [path.join(import.meta.dirname, 'page.ts')],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  conditions: ['source'],
  write: false,
  logLevel: 'error',
});
const worker = await build({
  entryPoints: [path.join(root, 'apps/web/src/offline/corrupt-check.worker.ts')],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  conditions: ['source'],
  write: false,
  logLevel: 'error',
});
fs.mkdirSync(path.join(web, 'assets'));
fs.writeFileSync(path.join(web, 'assets', 'bench.js'), bundle.outputFiles[0].text);
fs.writeFileSync(path.join(web, 'assets', 'check-worker.js'), worker.outputFiles[0].text);
fs.writeFileSync(
  path.join(web, 'index.html'),
  '<!doctype html><progress></progress><script type="module" src="/assets/bench.js"></script>',
);

const server = spawnServer({ DATA_DIR: data, WEB_DIST_DIR: web });
const origin = await server.url;
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error', error));
  let failures = 0;
  page.on('requestfailed', (request) => {
    if (failures++ < 3) console.error('request failed:', request.failure()?.errorText);
  });
  await page.goto(`${origin}/?rounds=${ROUNDS}`);
  await page.waitForFunction(() => 'benchResult' in window, undefined, { timeout: 900_000 });
  const result = await page.evaluate(() => window.benchResult);
  if (result.error) throw new Error(result.error);
  const ms = (value) => `${value.toFixed(0)} ms`.padStart(9);
  const { download, check } = result;
  console.log(
    `offline area download, ${download.tiles} base-map tiles at z0–9, median of ${ROUNDS}:`,
  );
  console.log(`  ours (10 at once, progress per tile, fail on any) ${ms(download.ours)}`);
  console.log(`  cache.addAll of the same URLs                     ${ms(download.peer)}`);
  console.log(`  ratio ${(download.ours / download.peer).toFixed(2)}× (target ≤ 1.2×)`);
  console.log(`corrupt check, ${check.entries} entries, median of ${ROUNDS}:`);
  console.log(`  ours (one keys(), in a worker) ${ms(check.ours)}`);
  console.log(`  a match() per entry           ${ms(check.peer)}`);
  console.log(
    `  ${(check.peer / check.ours).toFixed(1)}× faster (target ≥ 10×); longest main-thread task ` +
      `${check.longestTaskMs.toFixed(0)} ms during ours (0: none over 50 ms)`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await server.exit;
  fs.rmSync(web, { recursive: true, force: true });
  fs.rmSync(data, { recursive: true, force: true });
}
