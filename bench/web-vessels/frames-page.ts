// Frame cost without updates: 100,000 vessels drawn by one renderer (mode=gl or geojson),
// the map asked to repaint on every frame for a few seconds; the interval between frames is
// what the GPU side (SwiftShader here) and the main thread cost together.
import { themes } from '@havkart/theme';
import { registerVesselIcons } from '../../datasets/ais/src/client/icons/index.js';
import { LiveStore } from '../../datasets/ais/src/client/live/store.js';
import type { VesselRecord } from '../../datasets/ais/src/client/live/records.js';
import { buildIconAtlas } from '../../datasets/ais/src/client/render/gl/atlas.js';
import { GlVesselView } from '../../datasets/ais/src/client/render/gl/gl-vessel-view.js';
import type { LiveMap } from '../../datasets/ais/src/client/render/live-map.js';
import {
  DEFAULT_VIEW_OPTIONS,
  VesselView,
} from '../../datasets/ais/src/client/render/vessel-view.js';
import {
  GEOJSON_LAYERS,
  percentile,
  random,
  record,
  timeRenders,
  vesselMap,
} from './page-support.js';

const BOX = { west: -55, south: -35, east: 55, north: 35 };
const query = new URLSearchParams(location.search);
const mode = query.get('mode') ?? 'gl';
const count = Number(query.get('vessels') ?? 100_000);

async function run() {
  const theme = themes.day;
  const map = await vesselMap(theme, { bounds: [BOX.west, BOX.south, BOX.east, BOX.north] });
  await registerVesselIcons(map as unknown as LiveMap, theme, 1);
  const rnd = random(1);
  const all: VesselRecord[] = [];
  for (let i = 0; i < count; i++) all.push(record(257_000_000 + i, rnd, Date.now(), BOX));
  const store = new LiveStore<VesselRecord>();
  store.upsert(all);
  if (mode === 'gl') {
    for (const id of GEOJSON_LAYERS) map.setLayoutProperty(id, 'visibility', 'none');
    const gl = new GlVesselView(store, {
      layerId: 'ais:gl-vessels',
      requestFrame: (f) => requestAnimationFrame(f),
      now: Date.now,
    });
    gl.setOptions(DEFAULT_VIEW_OPTIONS);
    gl.layer.style.iconScale = Number(query.get('scale') ?? 1);
    gl.layer.setAtlas(await buildIconAtlas(theme, 1));
    map.addLayer(gl.layer as never);
    gl.flush();
  } else {
    const view = new VesselView(store, {
      map: () => map as unknown as LiveMap,
      mapId: (key) => `ais:${key}`,
      datasetId: 'ais',
      pathname: () => '/',
      requestFrame: (f) => requestAnimationFrame(f),
      now: Date.now,
      renderer: 'geojson',
    });
    view.setOptions(DEFAULT_VIEW_OPTIONS);
    view.flush();
  }
  await new Promise((r) => map.once('idle', r));
  const renders = timeRenders(map);
  const intervals: number[] = [];
  let last = performance.now();
  // Long enough for a few frames of several seconds each under software WebGL.
  const end = last + 15_000;
  await new Promise<void>((resolve) => {
    const frame = () => {
      const now = performance.now();
      intervals.push(now - last);
      last = now;
      if (now > end) return resolve();
      map.triggerRepaint();
      requestAnimationFrame(frame);
    };
    map.triggerRepaint();
    requestAnimationFrame(frame);
  });
  return {
    mode,
    count,
    p50: percentile(intervals.slice(1), 50),
    p95: percentile(intervals.slice(1), 95),
    frames: renders.frames,
    mainPerFrame: renders.busy / Math.max(1, renders.frames),
  };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run();
