// One wave-forecast step in Debian's Chromium (see README.md): the app's way (tiles cut by
// the real server, the next step's fetched ahead, the vector source pointed at the new time)
// against the step's whole-grid isobands handed to a GeoJSON source, main-thread time until
// the map is idle, in alternating rounds on one page. Run after `npm run build`:
//   npm run bench:web-weather -w bench
/* global window */
import http from 'node:http';
import path from 'node:path';
import { launchChromium } from '../support/chromium.mjs';
import { buildWaveGrid, WAVE_GRID_LAYOUT } from '../../datasets/weather/src/server/grid/grid.ts';
import { demoWaveField } from '../../datasets/weather/src/server/model/demo-model.ts';
import { seaMask } from '../../datasets/weather/src/server/model/sea-mask.ts';
import { startBuiltServer } from '../support/built-server.mjs';
import { wholeGridIsobands } from '../weather-tiles/whole-grid-isobands.mjs';
import { servePage } from '../web-vessels/serve.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 10);

const server = await startBuiltServer({ AIS_SOURCES: '' }, 'bench-web-weather');
try {
  const times = (
    await (await fetch(`${server.origin}/api/v1/geodata/waveforecast/available/all`)).json()
  ).available_forecast_times.slice(0, ROUNDS + 2);
  // The same demo model the server runs: the run starts at its first time.
  const run = Date.parse(times[0]);
  const mask = seaMask();
  const peers = times.map((time) => {
    const field = demoWaveField(Date.parse(time), run, mask);
    const grid = buildWaveGrid(WAVE_GRID_LAYOUT, Date.parse(time), (lat, lon) =>
      mask.seaShare(lat, lon) > 0 ? field(lat, lon) : null,
    );
    return JSON.stringify(wholeGridIsobands(grid, mask));
  });

  /** Tiles and the API go to the real server; the peer's steps come from here. */
  const proxy = (req, res, url) => {
    const peer = /^\/peer\/(\d+)\.json$/.exec(url.pathname);
    if (peer) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(peers[Number(peer[1])]);
      return true;
    }
    if (!url.pathname.startsWith('/tiles/') && !url.pathname.startsWith('/api/')) return false;
    const upstream = http.request(`${server.origin}${url.pathname}${url.search}`, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    upstream.end();
    return true;
  };
  const page = await servePage(path.join(import.meta.dirname, 'page.ts'), proxy);
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    tab.on('pageerror', (e) => console.error('page error', e));
    await tab.goto(
      `${page.origin}/?rounds=${ROUNDS}&times=${times.map(encodeURIComponent).join(',')}`,
    );
    await tab.waitForFunction(() => 'benchResult' in window, undefined, { timeout: 600_000 });
    const result = await tab.evaluate(() => window.benchResult);
    const ms = (v) => `${v.toFixed(1)} ms`;
    console.log(`One forecast step on a 1280×800 map at zoom 5.5, ${ROUNDS} rounds each, medians:`);
    console.log(
      `  ours (tiles fetched ahead, source pointed at the step)  ${ms(result.oursMedian)}`,
    );
    console.log(
      `  peer (whole-grid isobands through setData)              ${ms(result.peerMedian)}`,
    );
    console.log(
      `  main-thread ratio ours/peer: ${(result.oursMedian / result.peerMedian).toFixed(2)}× (target ≤ 0.25×)`,
    );
    console.log(`  samples ours: ${result.ours.map((v) => v.toFixed(0)).join(' ')}`);
    console.log(`  samples peer: ${result.peer.map((v) => v.toFixed(0)).join(' ')}`);
  } finally {
    await browser.close();
    await page.stop();
  }
} finally {
  await server.stop();
}
