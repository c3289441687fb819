// The benchmark page: one MapLibre map, 100,000 vessels, 5 % of them moved per update. Three
// update paths in alternating rounds on the same page, so machine noise hits all alike:
//  - gl: the keyed store and the custom WebGL vessel layer (typed arrays, changed slots
//    uploaded with bufferSubData; the GeoJSON vessel layers are hidden meanwhile);
//  - geojson: the keyed store and `VesselView` (only changed features, `updateData` by id);
//  - peer: a plain `setData` of every feature of the same three sources.
// Bundled by run.mjs with esbuild.
import { themes } from '@havkart/theme';
import { registerVesselIcons } from '../../datasets/ais/src/client/icons/index.js';
import { LiveStore } from '../../datasets/ais/src/client/live/store.js';
import type { VesselRecord } from '../../datasets/ais/src/client/live/records.js';
import { buildIconAtlas } from '../../datasets/ais/src/client/render/gl/atlas.js';
import { GlVesselView } from '../../datasets/ais/src/client/render/gl/gl-vessel-view.js';
import { vesselPalette } from '../../datasets/ais/src/client/render/layers.js';
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
import { parseInWorker } from './parse.js';
import {
  GEOJSON_LAYERS,
  percentile,
  random,
  record,
  rgba,
  timeRenders,
  vesselMap,
} from './page-support.js';

const VESSELS = 100_000;
const SHARE = 0.05;
// Spread over about nine tiles at the fitted zoom (~3): MapLibre's symbol placement fails
// once one tile holds more than 32,768 icons (opacity and layout vertex counts disagree).
const BOX = { west: -55, south: -35, east: 55, north: 35 };
const GL_LAYER = 'ais:gl-vessels';

async function run() {
  const theme = themes.day;
  const map = await vesselMap(theme, { bounds: [BOX.west, BOX.south, BOX.east, BOX.north] });
  await registerVesselIcons(map as unknown as LiveMap, theme, 1);
  const renders = timeRenders(map);

  const rnd = random(1);
  let clock = Date.now();
  const store = new LiveStore<VesselRecord>();
  const view = new VesselView(store, {
    map: () => map as unknown as LiveMap,
    mapId: (key) => `ais:${key}`,
    datasetId: 'ais',
    // Today's GeoJSON path, whatever the app uses.
    renderer: 'geojson',
    pathname: () => '/',
    requestFrame: (f) => requestAnimationFrame(f),
    now: () => Date.now(),
  });
  view.setOptions(DEFAULT_VIEW_OPTIONS);
  const glStore = new LiveStore<VesselRecord>();
  const gl = new GlVesselView(
    glStore,
    { layerId: GL_LAYER, requestFrame: (f) => requestAnimationFrame(f), now: () => Date.now() },
    rgba(vesselPalette(theme).line),
  );
  gl.setOptions(DEFAULT_VIEW_OPTIONS);
  gl.layer.setAtlas(await buildIconAtlas(theme, 1));

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
  /** The custom layer has nothing in between: the next rendered frame shows the update. */
  const whenDrawn = () => new Promise<void>((resolve) => map.once('render', () => resolve()));
  const idle = () => {
    const done = new Promise<void>((resolve) => map.once('idle', () => resolve()));
    map.triggerRepaint();
    return done;
  };
  /** Shows one path's layers only (unmeasured): the other's must not cost frame time. */
  const mode = async (which: 'gl' | 'geojson') => {
    for (const id of GEOJSON_LAYERS) {
      map.setLayoutProperty(id, 'visibility', which === 'geojson' ? 'visible' : 'none');
    }
    if (which === 'gl' && !map.getLayer(GL_LAYER)) map.addLayer(gl.layer as never);
    if (which === 'geojson' && map.getLayer(GL_LAYER)) map.removeLayer(GL_LAYER);
    await idle();
  };

  const all: VesselRecord[] = [];
  for (let i = 0; i < VESSELS; i++) all.push(record(257_000_000 + i, rnd, clock, BOX));
  const first = whenShown();
  store.upsert(all);
  view.flush();
  await first;
  glStore.upsert(all);
  gl.flush();

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
  const measure = async (apply: (batch: VesselRecord[]) => void, shown: () => Promise<void>) => {
    const batch = nextBatch();
    const done = shown();
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
  const glPath = (batch: VesselRecord[]) => {
    glStore.upsert(batch);
    gl.flush();
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

  const results = { gl: [] as Sample[], ours: [] as Sample[], peer: [] as Sample[] };
  type Sample = { main: number; wall: number; sync: number };
  const ROUNDS = Number(new URLSearchParams(location.search).get('rounds') ?? 8);
  for (let round = 0; round < ROUNDS; round++) {
    results.ours.push(await measure(ours, whenShown));
    results.peer.push(await measure(peer, whenShown));
    // The peer replaced the sources: our path sends everything once, unmeasured.
    const again = whenShown();
    view.resetSources();
    store.touchAll();
    view.flush();
    await again;
    await mode('gl');
    results.gl.push(await measure(glPath, whenDrawn));
    await mode('geojson');
  }

  const parse = await parseInWorker(all);

  // Frame intervals while panning, with updates arriving every second, on each path.
  const pan = async (update: (batch: VesselRecord[]) => void) => {
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
    const updates = setInterval(() => update(nextBatch()), 1000);
    for (let i = 0; i < 10; i++) {
      map.panBy([i % 2 ? -300 : 300, 80], { duration: 500 });
      await map.once('moveend');
    }
    panning = false;
    clearInterval(updates);
    return intervals.slice(1);
  };
  await mode('gl');
  const panGl = await pan(glPath);
  await mode('geojson');
  const panOurs = await pan(ours);

  const median = (list: Sample[], key: keyof Sample) =>
    percentile(
      list.map((s) => s[key]),
      50,
    );
  return {
    vessels: VESSELS,
    updated: VESSELS * SHARE,
    rounds: ROUNDS,
    paths: Object.fromEntries(
      Object.entries(results).map(([name, list]) => [
        name,
        {
          main: median(list, 'main'),
          wall: median(list, 'wall'),
          sync: median(list, 'sync'),
          all: list.map((s) => Math.round(s.main)),
        },
      ]),
    ),
    glLayerRenderMs: gl.layer.lastRenderMs,
    ...parse,
    pan: {
      gl: { p50: percentile(panGl, 50), p95: percentile(panGl, 95), frames: panGl.length },
      geojson: {
        p50: percentile(panOurs, 50),
        p95: percentile(panOurs, 95),
        frames: panOurs.length,
      },
    },
  };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run();
