// Vessel rendering benchmark in Debian's Chromium (see README.md). Part 1 bundles page.ts and
// measures, on one page and in alternating rounds, the main-thread time per update of our
// path against a plain `setData` of all 100,000 features, parsing a 100,000-record answer
// on and off the main thread, and frame intervals while panning. Part 2 runs the real server
// with a UDP feed and the built app at zoom 13, and times NMEA sentence → vessel moved on
// screen through the stream. Run after `npm run build`:  npm run bench:vessels -w bench
// Functions handed to page.evaluate run in the browser, where these exist.
/* global window, document, HTMLCanvasElement */
import dgram from 'node:dgram';
import { launchChromium } from '../support/chromium.mjs';
import { AisEncoder } from '@havkart/ais';
import { startBuiltServer } from '../support/built-server.mjs';
import { servePage } from './serve.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 8);
const SAMPLES = Number(process.env.E2E_SAMPLES ?? 20);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function pagePart(browser) {
  const server = await servePage('page.ts');
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => console.error('page error', e));
  await page.goto(`${server.origin}/?rounds=${ROUNDS}`);
  await page.waitForFunction(() => 'benchResult' in window, undefined, { timeout: 60_000 });
  const result = await page.evaluate(() => window.benchResult);
  await page.close();
  await server.stop();
  return result;
}

/** Frame intervals with 100,000 vessels and no updates, one renderer per page. */
async function framesPart(browser, mode) {
  const server = await servePage('frames-page.ts');
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => console.error('page error', e));
  await page.goto(`${server.origin}/?mode=${mode}`);
  await page.waitForFunction(() => 'benchResult' in window, undefined, { timeout: 60_000 });
  const result = await page.evaluate(() => window.benchResult);
  await page.close();
  await server.stop();
  return result;
}

async function freeUdpPort() {
  const socket = dgram.createSocket('udp4');
  await new Promise((r) => socket.bind(0, '127.0.0.1', r));
  const { port } = socket.address();
  await new Promise((r) => socket.close(r));
  return port;
}

/**
 * In the page: after every animation frame, reads the map's WebGL drawing buffer at a
 * watched point (still holding the frame just drawn) and notes when the vessel shows there.
 */
function installWatcher() {
  const original = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    const context = original.call(this, type, ...rest);
    if (type === 'webgl2' || type === 'webgl') window.__mapGl = { gl: context, canvas: this };
    return context;
  };
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    raf((time) => {
      callback(time);
      const watch = window.__watch;
      const target = window.__mapGl;
      if (!watch || watch.seenAt || !target) return;
      const { gl, canvas } = target;
      const scale = canvas.width / canvas.getBoundingClientRect().width;
      const x = Math.round(watch.x * scale);
      const y = Math.round(canvas.height - watch.y * scale);
      const size = Math.round(6 * scale);
      const pixels = new Uint8Array(size * size * 4);
      gl.readPixels(x - size / 2, y - size / 2, size, size, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      for (let i = 0; i < pixels.length; i += 4) {
        const d = Math.hypot(
          pixels[i] - watch.water[0],
          pixels[i + 1] - watch.water[1],
          pixels[i + 2] - watch.water[2],
        );
        if (d > 80) {
          watch.seenAt = Date.now();
          return;
        }
      }
    });
}

async function endToEndPart(browser) {
  const udpPort = await freeUdpPort();
  const server = await startBuiltServer({ AIS_SOURCES: `udp://127.0.0.1:${udpPort}` });
  const udp = dgram.createSocket('udp4');
  const encoder = new AisEncoder({ talker: 'AI' });
  const send = (lon, lat) => {
    const lines = encoder.encode({
      messageType: 1,
      mmsi: 257990100,
      longitude: lon,
      latitude: lat,
      speedOverGround: 0,
      courseOverGround: 90,
      trueHeading: 90,
      navigationalStatus: 0,
      timeStamp: 10,
    });
    for (const line of lines) udp.send(`${line}\r\n`, udpPort, '127.0.0.1');
  };
  const centre = { lon: 3.4, lat: 59.2 };
  send(centre.lon, centre.lat);
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'block',
  });
  await context.addInitScript(installWatcher);
  const page = await context.newPage();
  let streamBody = null;
  page.on('request', (r) => {
    if (r.url().endsWith('/sse/multiplex')) streamBody = r.postDataJSON();
  });
  await page.goto(`${server.origin}/#map=13/${centre.lat}/${centre.lon}`);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="map"]')?.dataset.mapState === 'idle',
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForFunction(() => window.__mapGl, undefined, { timeout: 30_000 });
  while (!streamBody) await new Promise((r) => setTimeout(r, 100));
  const box = await page.evaluate(() => {
    const r = document.querySelector('.maplibregl-canvas').getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  const metresPerPx = (40075016 * Math.cos((centre.lat * Math.PI) / 180)) / (512 * 2 ** 13);
  const lonPerPx = 360 / (512 * 2 ** 13);
  const latencies = [];
  for (let i = 0; i < SAMPLES; i++) {
    // Spots to the east and west in turn, each fresh: the downsampling window is per vessel,
    // so each sample uses its own MMSI.
    const dx = (i % 2 ? -1 : 1) * (40 + (i % 5) * 12);
    const dy = -200 + i * 20;
    const lon = centre.lon + dx * lonPerPx;
    const lat = centre.lat - dy * lonPerPx * Math.cos((centre.lat * Math.PI) / 180);
    await page.evaluate(
      ([x, y]) => {
        window.__watch = { x, y, water: [170, 211, 234], seenAt: 0 };
      },
      [box.width / 2 + dx, box.height / 2 + dy],
    );
    const lines = encoder.encode({
      messageType: 1,
      mmsi: 257990200 + i,
      longitude: lon,
      latitude: lat,
      speedOverGround: 0,
      courseOverGround: 90,
      trueHeading: 90,
      navigationalStatus: 0,
      timeStamp: 10,
    });
    const sentAt = Date.now();
    for (const line of lines) udp.send(`${line}\r\n`, udpPort, '127.0.0.1');
    let seenAt = 0;
    const deadline = Date.now() + 10_000;
    while (!seenAt && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 10));
      seenAt = await page.evaluate(() => window.__watch.seenAt);
    }
    latencies.push(seenAt ? seenAt - sentAt : Infinity);
    // Clear the spot for the next sample on the other side.
    await new Promise((r) => setTimeout(r, 300));
  }
  udp.close();
  await context.close();
  await server.stop();
  return { latencies, metresPerPx, streamBody };
}

const browser = await launchChromium();
try {
  const page = await pagePart(browser);
  const { gl, ours, peer } = page.paths;
  const ratio = (a, b) => `${(a / b).toFixed(3)}x`;
  console.log(
    `vessels ${page.vessels}, ${page.updated} updated per update, ${page.rounds} rounds each`,
  );
  console.log(`main-thread ms per update (median), data arrival → rendered frame:`);
  console.log(`  gl (store + custom WebGL layer): ${gl.main.toFixed(1)}  [${gl.all.join(', ')}]`);
  console.log(
    `  geojson (store + updateData by id): ${ours.main.toFixed(1)}  [${ours.all.join(', ')}]`,
  );
  console.log(
    `  peer (setData of all features): ${peer.main.toFixed(1)}  [${peer.all.join(', ')}]`,
  );
  console.log(
    `  ratio gl/peer: ${ratio(gl.main, peer.main)} (target ≤ 0.1x); geojson/peer: ${ratio(ours.main, peer.main)}`,
  );
  console.log(
    `  of which the update call itself: gl ${gl.sync.toFixed(1)}, geojson ${ours.sync.toFixed(1)}, peer ${peer.sync.toFixed(1)}; ` +
      `last custom-layer render ${page.glLayerRenderMs.toFixed(1)} ms`,
  );
  console.log(
    `wall ms to the rendered frame (median): gl ${gl.wall.toFixed(1)}, geojson ${ours.wall.toFixed(1)}, peer ${peer.wall.toFixed(1)}`,
  );
  console.log(
    `parse 100,000-record latest answer: main thread ${page.parseMainMs.toFixed(1)} ms; ` +
      `in a worker as columns, main-thread cost (post, receive, build records) ${page.parseWorkerMainMs.toFixed(1)} ms ` +
      `(${page.workerRecords} records), longest hold of the main thread ${page.parseWorkerLongestMs.toFixed(1)} ms ` +
      `(JSON.parse holds it for all of its time at once)`,
  );
  for (const [name, p] of Object.entries(page.pan)) {
    console.log(
      `frame interval while panning (${name}): p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms (${p.frames} frames)`,
    );
  }
  console.log(
    `pan p95 ratio gl / geojson: ${(page.pan.gl.p95 / page.pan.geojson.p95).toFixed(2)}x (target <= 1.0x)`,
  );
  for (const mode of ['gl', 'geojson']) {
    const f = await framesPart(browser, mode);
    console.log(
      `frame interval, no updates, map repainting (${mode}): p50 ${f.p50.toFixed(0)} ms, ` +
        `p95 ${f.p95.toFixed(0)} ms (${f.frames} frames), main thread ${f.mainPerFrame.toFixed(1)} ms per frame`,
    );
  }
  if (SAMPLES > 0) await endToEnd(browser);
} finally {
  await browser.close();
}

async function endToEnd(browser) {
  const e2e = await endToEndPart(browser);
  const finite = e2e.latencies.filter(Number.isFinite);
  console.log(
    `NMEA over udp:// → vessel on screen at zoom 13 (stream): p50 ${percentile(finite, 50)} ms, ` +
      `p95 ${percentile(finite, 95)} ms, max ${Math.max(...finite)} ms, ` +
      `${e2e.latencies.length - finite.length} of ${e2e.latencies.length} not seen (target p95 ≤ 250 ms)`,
  );
  console.log(`  stream request body: ${JSON.stringify(e2e.streamBody).slice(0, 160)}…`);
}
