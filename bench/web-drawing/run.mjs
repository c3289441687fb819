// Drawing benchmark in Debian's Chromium (see README.md): bundles page.ts, serves it with
// MapLibre's files and the glyphs the labels need, and prints per-move medians of both paths
// and their ratio. Run:  npm run bench:drawing -w bench
// Functions handed to page.evaluate run in the browser, where `window` exists.
/* global window */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { launchChromium } from '../support/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const MOVES = Number(process.env.MOVES ?? 20);

/** Glyphs of the label font, as the app's server hands them out at /fonts/. */
const FONTS = path.join(root, 'node_modules', 'tileserver-gl-styles', 'fonts');
const MAPLIBRE = path.join(root, 'node_modules', 'maplibre-gl', 'dist');

async function serve() {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'page.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    define: { 'import.meta.env.DEV': 'false' },
    write: false,
    logLevel: 'error',
  });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/page.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(bundle.outputFiles[0].text);
    }
    const file = url.pathname.startsWith('/maplibre/')
      ? path.join(MAPLIBRE, path.basename(url.pathname))
      : url.pathname.startsWith('/fonts/')
        ? path.join(FONTS, decodeURIComponent(url.pathname.slice('/fonts/'.length)))
        : null;
    if (file) {
      if (!file.startsWith(MAPLIBRE) && !file.startsWith(FONTS)) return res.writeHead(404).end();
      if (!fs.existsSync(file)) return res.writeHead(404).end();
      const type = file.endsWith('.css')
        ? 'text/css'
        : file.endsWith('.pbf')
          ? 'application/x-protobuf'
          : 'text/javascript';
      res.writeHead(200, { 'content-type': type });
      return res.end(fs.readFileSync(file));
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><link rel="stylesheet" href="/maplibre/maplibre-gl.css">
<style>html,body,#map{margin:0;width:100%;height:100%}</style><div id="map"></div>
<script type="module" src="/page.js"></script>`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

const server = await serve();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => console.error('page error', error));
  // The page's progress lines; SwiftShader's driver notes are left out.
  page.on('console', (message) => {
    if (!message.text().includes('GL Driver')) console.error(`page: ${message.text()}`);
  });
  await page.goto(`${server.origin}/?rounds=${ROUNDS}&moves=${MOVES}`);
  await page.waitForFunction(() => 'benchResult' in window, undefined, { timeout: 600_000 });
  const result = await page.evaluate(() => window.benchResult);
  if (result.error) throw new Error(result.error);
  const ms = (value) => `${value.toFixed(2)} ms`;
  console.log(
    `drawing: drag one vertex of a ${1000}-vertex line, ${result.ours.moves} moves per path, ` +
      `${result.labels} labels; same labels on both paths: ${result.sameLabels}`,
  );
  console.log('                      ours        peer        ratio');
  for (const [key, name] of [
    ['updateMs', 'update (main)'],
    ['mainThreadMs', 'until drawn (main)'],
    ['wallMs', 'until drawn (wall)'],
    ['placementMs', '  of which placement'],
    ['paintMs', '  of which painting'],
  ]) {
    console.log(
      `${name.padEnd(20)}  ${ms(result.ours[key]).padStart(10)}  ${ms(result.peer[key]).padStart(10)}  ` +
        `${(result.ours[key] / result.peer[key]).toFixed(2)}×`,
    );
  }
  console.log(
    `${'frames until drawn'.padEnd(20)}  ${String(result.ours.frames).padStart(10)}  ` +
      `${String(result.peer.frames).padStart(10)}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
