// Runs in Chromium on the real server's origin (see run.mjs): the offline area download and
// the corrupt check of apps/web/src/offline against the plain Cache API doing the same work.
import type { CacheRecord } from '../../apps/web/src/offline/cache-records.js';
import { checkRecordsInWorker, expectedUrls } from '../../apps/web/src/offline/corrupt-check.js';
import { downloadAll, fetchInto } from '../../apps/web/src/offline/download.js';
import { tileUrl, tilesForBounds, type Bounds } from '../../apps/web/src/offline/tiles.js';

/** Norway's coast from Lindesnes to the Russian border, as a skipper would pick it. */
const COAST: Bounds = [4, 57.8, 31.5, 71.3];
const ROUNDS = Number(new URLSearchParams(location.search).get('rounds') ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function ours(urls: string[], name: string): Promise<number> {
  const bar = document.querySelector('progress') as HTMLProgressElement;
  const cache = await caches.open(name);
  const started = performance.now();
  const result = await downloadAll(
    urls,
    (url) => fetchInto(cache, url, fetch),
    (progress) => {
      bar.max = progress.total;
      bar.value = progress.fulfilled + progress.rejected;
    },
  );
  const ms = performance.now() - started;
  if (!result.ok) throw new Error(`ours: ${result.rejected} tiles failed`);
  return ms;
}

/**
 * `cache.addAll` of the same URLs. All 2,540 in one call fail in Chromium: it refuses that many
 * requests at once (net::ERR_INSUFFICIENT_RESOURCES), so the peer adds them in slices.
 */
const PEER_SLICE = 500;

async function peer(urls: string[], name: string): Promise<number> {
  const cache = await caches.open(name);
  const started = performance.now();
  for (let at = 0; at < urls.length; at += PEER_SLICE) {
    const slice = urls.slice(at, at + PEER_SLICE);
    await cache.addAll(slice.map((url) => new Request(url, { cache: 'no-store' })));
  }
  return performance.now() - started;
}

async function download() {
  const tiles = tilesForBounds(COAST, 0, 9);
  const template = `${location.origin}/tiles/basemap/{z}/{x}/{y}.pbf`;
  const times = { ours: [] as number[], peer: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    // A query value per round and path: neither is answered from the HTTP cache.
    for (const [path, run] of [
      ['ours', ours],
      ['peer', peer],
    ] as const) {
      const urls = tiles.map((tile) => `${tileUrl(template, tile)}?bench=${path}${round}`);
      const name = `bench-${path}-${round}`;
      times[path].push(await run(urls, name));
      await caches.delete(name);
    }
  }
  return { tiles: tiles.length, ours: median(times.ours), peer: median(times.peer), times };
}

async function corruptCheck() {
  const record: CacheRecord = {
    id: 'bench',
    areaId: 'bench',
    name: 'bench',
    datasetId: 'basemap',
    sourceType: 'vectortiles',
    baseUrl: `${location.origin}/tiles/basemap/{z}/{x}/{y}.pbf`,
    // Northern Europe at z0–9: 9,928 tiles, the check's 10,000 entries.
    bounds: [-12, 44, 44, 74],
    minZoom: 0,
    maxZoom: 9,
    fileCountTotal: 0,
    fileCountFulfilled: 0,
    fileCountRejected: 0,
    downloadTime: 0,
    lastUpdated: '',
    isCorrupt: false,
    sizeBytes: 0,
    cacheName: 'havkart-area-bench',
  };
  const urls = expectedUrls(record);
  const cache = await caches.open(record.cacheName);
  await Promise.all(urls.map((url) => cache.put(url, new Response('x'))));
  const longTasks: number[] = [];
  let watching = false;
  const observer = new PerformanceObserver((list) => {
    if (watching) for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const times = { ours: [] as number[], peer: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    // Ours as the app runs it: one keys() in a worker of its own.
    watching = true;
    let started = performance.now();
    const [checked] = await checkRecordsInWorker(
      [record],
      () => new Worker('/assets/check-worker.js', { type: 'module' }),
      caches,
    );
    times.ours.push(performance.now() - started);
    // Long tasks are reported after they end; give the observer a turn before stopping.
    await new Promise((resolve) => setTimeout(resolve, 100));
    watching = false;
    if (checked?.isCorrupt !== false) throw new Error('ours found a complete cache damaged');
    started = performance.now();
    for (const url of urls) if (!(await cache.match(url))) throw new Error(`peer: ${url} missing`);
    times.peer.push(performance.now() - started);
  }
  observer.disconnect();
  await caches.delete(record.cacheName);
  return {
    entries: urls.length,
    ours: median(times.ours),
    peer: median(times.peer),
    longestTaskMs: Math.max(0, ...longTasks),
    times,
  };
}

async function main() {
  try {
    const check = await corruptCheck();
    const fetchResult = await download();
    (window as unknown as { benchResult: unknown }).benchResult = { check, download: fetchResult };
  } catch (error) {
    (window as unknown as { benchResult: unknown }).benchResult = { error: String(error) };
  }
}

void main();
