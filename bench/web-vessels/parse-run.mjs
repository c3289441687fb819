// Parsing a 100,000-record `latest` answer on its own, several rounds, medians: JSON.parse on
// the main thread against the app's worker (datasets/ais/src/client/live/latest-parse.ts),
// whose main-thread cost is posting the text, receiving the columns and building the records
// a slice per turn. The answer is shaped like a real one: times spread over an hour (3,600
// distinct), a few destinations, a name per vessel, 17 fields. Then the store's own pass over
// the records (keeping them by MMSI), which both ways pay. Debian's Chromium, no GPU needed:
//   node --conditions=source --import tsx web-vessels/parse-run.mjs   (from bench/)
/* global Worker, columns -- page globals: the browser's, and the bundle's (globalName) */
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const root = path.resolve(import.meta.dirname, '..', '..');
const live = path.join(root, 'datasets', 'ais', 'src', 'client', 'live');

// The app's own functions, bundled for the page; the worker is made from the same bundle.
const { outputFiles } = await build({
  stdin: {
    contents: `export * from './latest-columns.ts'; export { buildInSlices } from './latest-parse.ts';`,
    resolveDir: live,
    loader: 'ts',
  },
  bundle: true,
  format: 'iife',
  globalName: 'columns',
  write: false,
});
const code = outputFiles[0].text;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
});
try {
  const page = await browser.newPage();
  await page.addScriptTag({ content: code });
  const result = await page.evaluate(
    async ({ code, rounds }) => {
      const N = 100_000;
      let seed = 7;
      const rnd = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
      const start = Date.UTC(2026, 10, 27, 6);
      const answer = Array.from({ length: N }, (_, i) => ({
        mmsi: 257_000_000 + i,
        msgtime: new Date(start + Math.floor(rnd() * 3600) * 1000).toISOString(),
        longitude: rnd() * 30,
        latitude: 55 + rnd() * 25,
        courseOverGround: rnd() * 360,
        trueHeading: Math.floor(rnd() * 360),
        speedOverGround: rnd() * 20,
        navigationalStatus: Math.floor(rnd() * 9),
        shipType: 60 + Math.floor(rnd() * 30),
        name: `VESSEL ${i}`,
        callSign: null,
        imoNumber: null,
        destination: ['BERGEN', 'TROMSO', 'OSLO', 'HAMMERFEST'][i % 4],
        dimensionA: 40,
        dimensionB: 10,
        dimensionC: 6,
        dimensionD: 6,
      }));
      const text = JSON.stringify(answer);
      const worker = new Worker(
        URL.createObjectURL(
          new Blob([
            `${code}\nonmessage = (e) => { const c = columns.toColumns(JSON.parse(e.data)); postMessage(c, columns.transferables(c)); };`,
          ]),
        ),
      );
      const keep = (records) => {
        const t = performance.now();
        const byMmsi = new Map();
        for (const r of records) byMmsi.set(r.mmsi, [r, Date.parse(r.msgtime)]);
        return performance.now() - t;
      };
      const out = { parse: [], store: [], worker: [], longest: [] };
      for (let round = 0; round < rounds; round++) {
        const t = performance.now();
        const parsed = JSON.parse(text);
        out.parse.push(performance.now() - t);
        out.store.push(keep(parsed));
        const holds = [];
        await new Promise((resolve) => {
          let t1 = performance.now();
          worker.postMessage(text);
          holds.push(performance.now() - t1);
          worker.onmessage = (e) => {
            t1 = performance.now();
            void columns
              .buildInSlices(e.data, async () => {
                holds.push(performance.now() - t1);
                await new Promise((next) => setTimeout(next, 0));
                t1 = performance.now();
              })
              .then((records) => {
                holds.push(performance.now() - t1);
                if (records.length !== N) throw new Error(`${records.length} records`);
                resolve();
              });
          };
        });
        out.worker.push(holds.reduce((sum, ms) => sum + ms, 0));
        out.longest.push(Math.max(...holds));
        await new Promise((next) => setTimeout(next, 300));
      }
      const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
      return Object.fromEntries(Object.entries(out).map(([key, v]) => [key, median(v)]));
    },
    { code, rounds: ROUNDS },
  );
  console.log(`100,000-record latest answer, median of ${ROUNDS} rounds:`);
  console.log(`  JSON.parse on the main thread: ${result.parse.toFixed(1)} ms, all at once`);
  console.log(
    `  worker: main-thread cost ${result.worker.toFixed(1)} ms (post, receive, build), ` +
      `longest hold ${result.longest.toFixed(1)} ms; ratio to JSON.parse ` +
      `${(result.worker / result.parse).toFixed(2)}x total, ${(result.longest / result.parse).toFixed(2)}x longest hold`,
  );
  console.log(`  then keeping the records by MMSI (either way): ${result.store.toFixed(1)} ms`);
} finally {
  await browser.close();
}
