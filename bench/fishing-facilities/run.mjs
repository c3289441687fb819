// Fishing-gear tiles at 50,000 facilities: our gear layer (an anonymised and an extended
// view, each with its own tiles) against `startGeoJsonDataset` on the raw data, in the same
// run. Prints warm tile throughput of each (ratio ours : peer, goal ≥ 0.9) and the time to
// build both views against one (goal ≤ 2×). Run: npm run bench:fishing-facilities -w bench
import { performance } from 'node:perf_hooks';
import {
  gearServicesOf,
  readFishingFacilities,
  serverPart,
} from '@havkart/dataset-fishing-facilities/server';
import { manifest as gearManifest } from '@havkart/dataset-fishing-facilities';
import { startGeoJsonDataset } from '@havkart/datasets-core/server';

const FACILITIES = Number(process.env.FACILITIES ?? 50_000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const ZOOM = Number(process.env.ZOOM ?? 8);

/** Deterministic pseudo-random numbers, so runs compare. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function upstreamBody() {
  const next = random(42);
  const codes = ['NETS', 'LONGLINE', 'CRABPOT', 'DANPURSEINE', 'GENERIC', 'SENSORBUOY'];
  const fishingFacilities = [];
  for (let i = 0; i < FACILITIES; i++) {
    const lon = 4 + next() * 27;
    const lat = 57.5 + next() * 13.5;
    const line = next() < 0.7;
    fishingFacilities.push({
      toolId: `bench-${i}`,
      toolTypeCode: codes[i % codes.length],
      setupDateTime: '2026-02-20T06:30:00Z',
      vesselName: `BENCH VESSEL ${i % 3000}`,
      ircs: `LB${i % 3000}`,
      mmsi: String(257000000 + (i % 3000)),
      contactPhone: '+4799999999',
      comment: 'Bench gear',
      geometry: line
        ? {
            type: 'LineString',
            coordinates: [
              [lon, lat],
              [lon + 0.02 + next() * 0.05, lat + next() * 0.02],
            ],
          }
        : { type: 'Point', coordinates: [lon, lat] },
    });
  }
  return JSON.stringify({ updatedTimestamp: '2026-02-22T06:00:00Z', fishingFacilities });
}

const context = (body) => ({
  settings: { URL: 'https://bench.invalid/fishingfacility' },
  logger: { info() {}, warn() {}, error: (m) => console.error(m) },
  tileCacheBytes: 256 * 1024 * 1024,
  fetch: async () => new Response(body),
});

/** Every tile of the zoom over Norwegian waters. */
function tilesAt(z) {
  const n = 2 ** z;
  const x = (lon) => Math.floor(((lon + 180) / 360) * n);
  const y = (lat) => {
    const r = (lat * Math.PI) / 180;
    return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
  };
  const tiles = [];
  for (let tx = x(4); tx <= x(31); tx++)
    for (let ty = y(71); ty <= y(57.5); ty++) tiles.push([z, tx, ty]);
  return tiles;
}

async function warmThroughput(tiles, source) {
  for (const t of tiles) await source.getTile(...t);
  const started = performance.now();
  let served = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of tiles) {
      await source.getTile(...t);
      served++;
    }
  }
  return served / ((performance.now() - started) / 1000);
}

const body = upstreamBody();
const raw = readFishingFacilities(body).collection;
const tiles = tilesAt(ZOOM);
console.log(`${FACILITIES} facilities, ${tiles.length} tiles at z${ZOOM}, ${ROUNDS} warm rounds`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const builds = { ours: [], peer: [] };
const rates = { ours: [], extended: [], peer: [] };
/** One view of the raw data, read from the same answer by the same adapter. */
async function buildPeer() {
  const started = performance.now();
  const peer = await startGeoJsonDataset(
    {
      manifest: gearManifest,
      demo: () => raw,
      adapter: (text) => readFishingFacilities(text).collection,
      defaultRefreshMs: 0,
    },
    context(body),
  );
  await peer.tiles.getTile(...tiles[0]);
  builds.peer.push(performance.now() - started);
  return peer;
}

/** Ours: read, anonymise, both views' tile indexes. */
async function buildOurs() {
  const started = performance.now();
  const ours = gearServicesOf(await serverPart.start(context(body)));
  await ours.anonymous.tiles.getTile(...tiles[0]);
  await ours.extended.tiles.getTile(...tiles[0]);
  builds.ours.push(performance.now() - started);
  return ours;
}

const RUNS = Number(process.env.RUNS ?? 6);
for (let run = 0; run < RUNS; run++) {
  // Alternate which goes first, so warm-up and GC do not favour one side.
  if (run % 2 === 0) {
    const peer = await buildPeer();
    rates.peer.push(await warmThroughput(tiles, peer.tiles));
    const ours = await buildOurs();
    rates.ours.push(await warmThroughput(tiles, ours.anonymous.tiles));
    rates.extended.push(await warmThroughput(tiles, ours.extended.tiles));
  } else {
    const ours = await buildOurs();
    rates.ours.push(await warmThroughput(tiles, ours.anonymous.tiles));
    rates.extended.push(await warmThroughput(tiles, ours.extended.tiles));
    const peer = await buildPeer();
    rates.peer.push(await warmThroughput(tiles, peer.tiles));
  }
}

const fmt = (n) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
console.log(`build, peer (one view, raw):      ${fmt(median(builds.peer))} ms`);
console.log(
  `build, ours (read + both views):  ${fmt(median(builds.ours))} ms  (${(median(builds.ours) / median(builds.peer)).toFixed(2)}×, goal ≤ 2×)`,
);
console.log(`warm tiles/s, peer:               ${fmt(median(rates.peer))}`);
console.log(
  `warm tiles/s, ours anonymised:    ${fmt(median(rates.ours))}  (${(median(rates.ours) / median(rates.peer)).toFixed(2)}×, goal ≥ 0.9×)`,
);
console.log(
  `warm tiles/s, ours extended:      ${fmt(median(rates.extended))}  (${(median(rates.extended) / median(rates.peer)).toFixed(2)}×)`,
);
