// One week change of 1,200 aquaculture sites in Debian's Chromium (see README.md): feature
// state on the unchanged sites (ours) against setData of every site with the week's classes
// (peer), main-thread time until the map is idle, alternating rounds on one page.
//   npm run bench:aquaculture-week -w bench
/* global window */
import path from 'node:path';
import { launchChromium } from '../support/chromium.mjs';
import { servePage } from '../web-vessels/serve.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 12);
const SITES = Number(process.env.SITES ?? 1200);
/** `state` (the app's way) or `expression` (a week-keyed paint expression instead). */
const MODE = process.env.MODE ?? 'state';

const page = await servePage(path.join(import.meta.dirname, 'page.ts'));
const browser = await launchChromium();
try {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  tab.on('pageerror', (e) => console.error('page error', e));
  await tab.goto(`${page.origin}/?rounds=${ROUNDS}&sites=${SITES}&mode=${MODE}`);
  await tab.waitForFunction(() => 'benchResult' in window, undefined, { timeout: 600_000 });
  const result = await tab.evaluate(() => window.benchResult);
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `One week change of ${SITES} sites on a 1280×800 map, ${ROUNDS} rounds each, medians:`,
  );
  const how = MODE === 'expression' ? 'week-keyed expression set' : 'changed feature states set';
  console.log(`  ours (week summary parsed, ${how})  ${ms(result.oursMedian)}`);
  console.log(`  peer (sites with the week's classes through setData)  ${ms(result.peerMedian)}`);
  console.log(
    `  main-thread ratio ours/peer: ${(result.oursMedian / result.peerMedian).toFixed(2)}× (target ≤ 0.2×)`,
  );
  console.log(`  samples ours: ${result.ours.map((v) => v.toFixed(0)).join(' ')}`);
  console.log(`  samples peer: ${result.peer.map((v) => v.toFixed(0)).join(' ')}`);
  const rows = (list) => list.map(([c, f, n]) => `${c.toFixed(1)}+${f.toFixed(1)}/${n}`).join(' ');
  console.log(`  call ms + frames ms / frames, ours: ${rows(result.detail.ours)}`);
  console.log(`  call ms + frames ms / frames, peer: ${rows(result.detail.peer)}`);
} finally {
  await browser.close();
  await page.stop();
}
