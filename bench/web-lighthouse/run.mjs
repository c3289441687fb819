// Lighthouse 12 against the built app in Debian's Chromium: performance and accessibility
// scores for desktop and mobile, the JavaScript shipped before the map's first render, and the
// time to that render (the `havkart:first-map-render` mark). FORM_FACTORS=desktop runs one. Lighthouse is fetched by npx, so
// a workspace install never pulls it (and puppeteer-core) in. Run after `npm run build`:
//   npm run bench:lighthouse -w bench
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..', '..');
const serverMain = path.join(root, 'apps', 'server', 'dist', 'main.js');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
].join(' ');

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-lighthouse-'));
  const child = spawn(process.execPath, [serverMain], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise((resolve, reject) => {
    const collect = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    origin,
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
      '--only-categories=performance,accessibility',
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
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    firstMapRenderMs: mark ? Math.round(mark.startTime) : null,
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    jsBeforeMapKb: kb(before),
    jsBeforeMapUnpackedKb: kb(before, 'resourceSize'),
    jsTotalKb: kb(scripts),
  };
}

/** Every script chunk the build holds, unpacked: what a visit could load at most. */
function builtScriptsKb() {
  const assets = path.join(root, 'apps', 'web', 'dist', 'assets');
  return (
    fs
      .readdirSync(assets)
      .filter((name) => /\.m?js$/.test(name))
      .reduce((sum, name) => sum + fs.statSync(path.join(assets, name)).size, 0) / 1024
  );
}

const built = builtScriptsKb();
const server = await startServer();
try {
  console.log(`${LIGHTHOUSE} in ${CHROMIUM} against ${server.origin}/\n`);
  for (const formFactor of (process.env.FORM_FACTORS ?? 'desktop,mobile').split(',')) {
    const s = summarise(lighthouse(`${server.origin}/`, formFactor));
    console.log(`${formFactor}:`);
    console.log(`  performance ${s.performance}, accessibility ${s.accessibility}`);
    console.log(
      `  first map render ${s.firstMapRenderMs ?? 'not seen'} ms, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms`,
    );
    console.log(
      `  JS before first map render ${s.jsBeforeMapKb.toFixed(0)} kB over the wire ` +
        `(${s.jsBeforeMapUnpackedKb.toFixed(0)} kB unpacked, ` +
        `${((s.jsBeforeMapUnpackedKb / built) * 100).toFixed(0)} % of the ${built.toFixed(0)} kB built); ` +
        `the whole visit loaded ${s.jsTotalKb.toFixed(0)} kB\n`,
    );
  }
} finally {
  server.stop();
}
