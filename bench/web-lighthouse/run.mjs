// Lighthouse 12 against the built app in Debian's Chromium: performance and accessibility
// scores for desktop and mobile, the JavaScript shipped before the map's first render, and the
// time to that render (the `havkart:first-map-render` mark). FORM_FACTORS=desktop runs one;
// RUNS=n runs each form factor n times and prints each run and the median (the score moves with
// the machine's load, printed beside it). WEB_DIST_DIR serves another build than
// apps/web/dist. Lighthouse is fetched by npx, so a workspace install never pulls it (and
// puppeteer-core) in. Run after `npm run build`:
//   npm run bench:lighthouse -w bench
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from '../support/built-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = CHROMIUM_PATH;
const root = path.resolve(import.meta.dirname, '..', '..');
const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps', 'web', 'dist'));
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');

/**
 * A free port, chosen here: with PORT=0 the server's public URL (which the app is told to
 * fetch its AIS token from) would name port 0, and the page's refused request would count
 * against best practices.
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  return startBuiltServer({ PORT: String(port), WEB_DIST_DIR: webDist }, 'lighthouse');
}

function lighthouse(url, formFactor) {
  const out = path.join(os.tmpdir(), `havkart-lighthouse-${formFactor}.json`);
  execFileSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

function summarise(report) {
  const mark = report.audits['user-timings']?.details?.items?.find(
    (item) => item.name === 'havkart:first-map-render',
  );
  const requests = report.audits['network-requests'].details.items;
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const before = mark ? scripts.filter((item) => item.networkEndTime <= mark.startTime) : [];
  const kb = (items, field = 'transferSize') =>
    items.reduce((sum, item) => sum + (item[field] ?? 0), 0) / 1024;
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(report.audits[id]?.numericValue ?? NaN);
  // What the performance score lost points on, and the audits of the other categories that
  // failed: where to look next.
  const failing = Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
    .map((audit) => audit.id);
  const bootup = (report.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 4)
    .map((item) => `${path.basename(String(item.url))} ${Math.round(item.total)} ms`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    firstMapRenderMs: mark ? Math.round(mark.startTime) : null,
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    siMs: ms('speed-index'),
    jsBeforeMapKb: kb(before),
    jsBeforeMapUnpackedKb: kb(before, 'resourceSize'),
    jsTotalKb: kb(scripts),
    failing,
    bootup,
  };
}

/** Every script chunk the build holds, unpacked: what a visit could load at most. */
function builtScriptsKb() {
  const assets = path.join(webDist, 'assets');
  return (
    fs
      .readdirSync(assets)
      .filter((name) => /\.m?js$/.test(name))
      .reduce((sum, name) => sum + fs.statSync(path.join(assets, name)).size, 0) / 1024
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const built = builtScriptsKb();
const server = await startServer();
try {
  console.log(`${LIGHTHOUSE} in ${CHROMIUM} against ${server.origin}/ (${webDist})\n`);
  for (const formFactor of (process.env.FORM_FACTORS ?? 'desktop,mobile').split(',')) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const loadBefore = load();
      const s = summarise(lighthouse(`${server.origin}/`, formFactor));
      runs.push(s);
      console.log(`${formFactor} run ${run + 1} (load ${loadBefore} before, ${load()} after):`);
      console.log(
        `  performance ${s.performance}, accessibility ${s.accessibility}, ` +
          `best practices ${s.bestPractices}, SEO ${s.seo}`,
      );
      console.log(
        `  FCP ${s.fcpMs} ms, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls.toFixed(3)}, ` +
          `speed index ${s.siMs} ms, first map render ${s.firstMapRenderMs ?? 'not seen'} ms`,
      );
      console.log(`  main-thread time by script: ${s.bootup.join('; ')}`);
      console.log(`  audits under 0.9: ${s.failing.join(', ') || 'none'}`);
      console.log(
        `  JS before first map render ${s.jsBeforeMapKb.toFixed(0)} kB over the wire ` +
          `(${s.jsBeforeMapUnpackedKb.toFixed(0)} kB unpacked, ` +
          `${((s.jsBeforeMapUnpackedKb / built) * 100).toFixed(0)} % of the ${built.toFixed(0)} kB built); ` +
          `the whole visit loaded ${s.jsTotalKb.toFixed(0)} kB\n`,
      );
    }
    if (RUNS > 1) {
      const m = (field) => median(runs.map((s) => s[field]));
      console.log(
        `${formFactor} median of ${RUNS}: performance ${m('performance')}, accessibility ` +
          `${m('accessibility')}, best practices ${m('bestPractices')}, SEO ${m('seo')}, ` +
          `FCP ${m('fcpMs')} ms, LCP ${m('lcpMs')} ms, TBT ${m('tbtMs')} ms, CLS ${m('cls').toFixed(3)}\n`,
      );
    }
  }
} finally {
  await server.stop();
}
