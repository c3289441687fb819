// The benchmark page: one MapLibre map with the vessel layers, 100,000 vessels, 5 % of them
// moved per update. Rounds alternate between our update path (the keyed store and
// `VesselView`, features sent by id) and the peer (`setData` of every feature of the same
// sources), so machine noise hits both alike. Bundled by run.mjs with esbuild.
import * as maplibregl from 'maplibre-gl';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { themes } from '@havkart/theme';
import { registerVesselIcons } from '../../datasets/ais/src/client/icons/index.js';
import { LiveStore } from '../../datasets/ais/src/client/live/store.js';
import type { VesselRecord } from '../../datasets/ais/src/client/live/records.js';
import { vesselLayers } from '../../datasets/ais/src/client/render/layers.js';
import type { LiveMap } from '../../datasets/ais/src/client/render/live-map.js';
import {
  DEFAULT_VIEW_OPTIONS,
  VesselView,
} from '../../datasets/ais/src/client/render/vessel-view.js';
import {
  vesselHull,
  vesselPoint,
  vesselVector,
} from '../../datasets/ais/src/client/render/features.js';

const VESSELS = 100_000;
const SHARE = 0.05;
// Spread over about nine tiles at the fitted zoom (~3): MapLibre's symbol placement fails
// once one tile holds more than 32,768 icons (opacity and layout vertex counts disagree).
const BOX = { west: -55, south: -35, east: 55, north: 35 };

/** A small deterministic random source, so both paths move the same vessels. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function record(mmsi: number, rnd: () => number, time: number): VesselRecord {
  return {
    mmsi,
    msgtime: new Date(time).toISOString(),
    longitude: BOX.west + rnd() * (BOX.east - BOX.west),
    latitude: BOX.south + rnd() * (BOX.north - BOX.south),
    courseOverGround: rnd() * 360,
    trueHeading: Math.floor(rnd() * 360),
    speedOverGround: rnd() * 20,
    shipType: 60 + Math.floor(rnd() * 30),
    name: `VESSEL ${mmsi}`,
    dimensionA: 40,
    dimensionB: 10,
    dimensionC: 6,
    dimensionD: 6,
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** Times every main-thread render of the map (MapLibre's frame function). */
function timeRenders(map: MapLibreMap) {
  const target = map as unknown as { _render(t: number): unknown };
  const original = target._render.bind(map);
  const state = { busy: 0, frames: 0 };
  target._render = (t: number) => {
    const start = performance.now();
    const result = original(t);
    state.busy += performance.now() - start;
    state.frames++;
    return result;
  };
  return state;
}

async function run() {
  maplibregl.setWorkerUrl('/maplibre/maplibre-gl-worker.mjs');
  const context = {
    theme: themes.day,
    language: 'en-US' as const,
    depthUnit: 'meters' as const,
    options: {},
    dataUrl: '',
    origin: location.origin,
  };
  const built = vesselLayers(context);
  const map = new maplibregl.Map({
    container: 'map',
    style: {
      version: 8,
      sources: Object.fromEntries(
        Object.entries(built.sources).map(([key, source]) => [`ais:${key}`, source]),
      ) as never,
      layers: [
        { id: 'water', type: 'background', paint: { 'background-color': themes.day.water } },
        ...built.layers
          .filter((l) => l.layer.type !== 'symbol' || l.role === 'positions')
          .map((l) => ({ ...l.layer, id: `ais:${l.role}`, source: `ais:${l.sourceKey}` }) as never),
      ],
    },
    bounds: [BOX.west, BOX.south, BOX.east, BOX.north],
    fadeDuration: 0,
    attributionControl: false,
  });
  await map.once('load');
  await registerVesselIcons(map as unknown as LiveMap, themes.day, 1);
  const renders = timeRenders(map);

  const rnd = random(1);
  let clock = Date.now();
  const store = new LiveStore<VesselRecord>();
  const view = new VesselView(store, {
    map: () => map as unknown as LiveMap,
    mapId: (key) => `ais:${key}`,
    datasetId: 'ais',
    pathname: () => '/',
    requestFrame: (f) => requestAnimationFrame(f),
    now: () => Date.now(),
  });
  view.setOptions(DEFAULT_VIEW_OPTIONS);
  const SOURCES = ['ais:vessels', 'ais:vectors', 'ais:hulls'];
  /**
   * Resolves with the frame that shows what the sources were last given: each source has
   * taken the update in its worker (`content`), its tiles are loaded again, then one render.
   * Listening starts before the update is handed over.
   */
  const whenShown = () => {
    const pending = new Set(SOURCES);
    return new Promise<void>((resolve) => {
      const onData = (e: { sourceId?: string; sourceDataType?: string }) => {
        if (e.sourceDataType === 'content' && e.sourceId) pending.delete(e.sourceId);
        if (pending.size > 0 || !SOURCES.every((id) => map.isSourceLoaded(id))) return;
        map.off('sourcedata', onData);
        map.once('render', () => resolve());
        map.triggerRepaint();
      };
      map.on('sourcedata', onData);
    });
  };

  const all: VesselRecord[] = [];
  for (let i = 0; i < VESSELS; i++) all.push(record(257_000_000 + i, rnd, clock));
  const first = whenShown();
  store.upsert(all);
  view.flush();
  await first;

  /** The next 5 % of vessels, moved a little. */
  let cursor = 0;
  const nextBatch = () => {
    clock += 1000;
    const batch: VesselRecord[] = [];
    for (let k = 0; k < VESSELS * SHARE; k++) {
      const i = (cursor = (cursor + 7919) % VESSELS);
      const previous = all[i]!;
      const moved = {
        ...previous,
        msgtime: new Date(clock).toISOString(),
        longitude: previous.longitude! + (rnd() - 0.5) * 0.01,
        latitude: previous.latitude! + (rnd() - 0.5) * 0.01,
      };
      all[i] = moved;
      batch.push(moved);
    }
    return batch;
  };

  const rules = () => ({ oldAfterHours: 6, polar: false, now: Date.now() });
  const measure = async (apply: (batch: VesselRecord[]) => void) => {
    const batch = nextBatch();
    const done = whenShown();
    const before = renders.busy;
    const start = performance.now();
    apply(batch);
    const sync = performance.now() - start;
    await done;
    const wall = performance.now() - start;
    return { main: sync + (renders.busy - before), wall, sync };
  };

  const ours = (batch: VesselRecord[]) => {
    store.upsert(batch);
    view.flush();
  };
  const peer = (_batch: VesselRecord[]) => {
    const r = rules();
    const points = [];
    const vectors = [];
    const hulls = [];
    for (const v of all) {
      const p = vesselPoint(v, r);
      if (p) points.push(p);
      const l = vesselVector(v, r);
      if (l) vectors.push(l);
      const h = vesselHull(v, r);
      if (h) hulls.push(h);
    }
    for (const [id, features] of [
      ['ais:vessels', points],
      ['ais:vectors', vectors],
      ['ais:hulls', hulls],
    ] as const) {
      (map.getSource(id) as unknown as { setData(d: unknown): void }).setData({
        type: 'FeatureCollection',
        features,
      });
    }
  };

  const results = {
    ours: [] as number[],
    peer: [] as number[],
    oursWall: [] as number[],
    peerWall: [] as number[],
    oursSync: [] as number[],
    peerSync: [] as number[],
  };
  const ROUNDS = Number(new URLSearchParams(location.search).get('rounds') ?? 8);
  for (let round = 0; round < ROUNDS; round++) {
    const a = await measure(ours);
    results.ours.push(a.main);
    results.oursWall.push(a.wall);
    results.oursSync.push(a.sync);
    const b = await measure(peer);
    results.peer.push(b.main);
    results.peerWall.push(b.wall);
    results.peerSync.push(b.sync);
    // The peer replaced the sources: our path sends everything once, unmeasured.
    const again = whenShown();
    view.resetSources();
    store.touchAll();
    view.flush();
    await again;
  }

  // Parsing a 100,000-record latest answer: on the main thread, and in a worker that hands
  // back typed arrays (only the transfer reaches the main thread).
  const text = JSON.stringify(all.map((v) => ({ ...v, callSign: null, imoNumber: null })));
  const parseStart = performance.now();
  const parsed = JSON.parse(text) as unknown[];
  const parseMain = performance.now() - parseStart;
  const workerSource = `onmessage = (e) => {
    const list = JSON.parse(e.data);
    const mmsi = new Float64Array(list.length), lon = new Float64Array(list.length), lat = new Float64Array(list.length);
    for (let i = 0; i < list.length; i++) { mmsi[i] = list[i].mmsi; lon[i] = list[i].longitude; lat[i] = list[i].latitude; }
    postMessage({ mmsi, lon, lat }, [mmsi.buffer, lon.buffer, lat.buffer]);
  };`;
  const worker = new Worker(URL.createObjectURL(new Blob([workerSource])));
  let received = 0;
  const workerMain = await new Promise<number>((resolve) => {
    const t0 = performance.now();
    worker.postMessage(text);
    const posted = performance.now() - t0;
    worker.onmessage = (e) => {
      const t1 = performance.now();
      received = (e.data as { mmsi: Float64Array }).mmsi.length;
      resolve(posted + (performance.now() - t1));
    };
  });

  // Frame intervals while panning, with updates arriving every second on our path.
  const intervals: number[] = [];
  let last = performance.now();
  let panning = true;
  const frame = () => {
    const now = performance.now();
    intervals.push(now - last);
    last = now;
    if (panning) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const updates = setInterval(() => ours(nextBatch()), 1000);
  for (let i = 0; i < 10; i++) {
    map.panBy([i % 2 ? -300 : 300, 80], { duration: 500 });
    await map.once('moveend');
  }
  panning = false;
  clearInterval(updates);

  return {
    vessels: VESSELS,
    updated: VESSELS * SHARE,
    rounds: ROUNDS,
    oursMainMs: percentile(results.ours, 50),
    peerMainMs: percentile(results.peer, 50),
    oursWallMs: percentile(results.oursWall, 50),
    oursSyncMs: percentile(results.oursSync, 50),
    peerSyncMs: percentile(results.peerSync, 50),
    peerWallMs: percentile(results.peerWall, 50),
    oursAll: results.ours.map((v) => Math.round(v)),
    peerAll: results.peer.map((v) => Math.round(v)),
    parseMainMs: parseMain,
    parsedRecords: parsed.length,
    parseWorkerMainMs: workerMain,
    workerRecords: received,
    panFrameP95Ms: percentile(intervals.slice(1), 95),
    panFrameP50Ms: percentile(intervals.slice(1), 50),
    panFrames: intervals.length,
  };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run();
