// One week change of 1,200 aquaculture sites on one map, two ways, in alternating rounds (see
// README.md): ours, the app's way (the week's summary parsed, each site's classes set as
// feature state on the unchanged sites), and the peer, the sites with the week's classes
// baked into their properties parsed and handed to a GeoJSON source with setData.
// Main-thread time from the change until the map is idle again: the parse, the call and
// every MapLibre frame rendered meanwhile.
import * as maplibregl from 'maplibre-gl';
import type { Feature, FeatureCollection, Point } from 'geojson';
import { themes } from '../../packages/theme/src/index.js';
import { aquacultureLayers, themeColour } from '../../datasets/aquaculture/src/client/layers.js';
import {
  applyWeekStates,
  changedStates,
  weekStates,
  type SiteState,
} from '../../datasets/aquaculture/src/client/live.js';
import type { FishHealthWeek, SiteWeekHealth } from '../../datasets/aquaculture/src/manifest.js';
import { percentile, timeRenders } from '../web-vessels/page-support.js';

declare global {
  interface Window {
    benchResult?: unknown;
  }
}

const params = new URLSearchParams(location.search);
const rounds = Number(params.get('rounds') ?? 10);
const mode = params.get('mode') ?? 'state';
/** The states on the map, as the live part keeps them. */
const onMap = new Map<number, SiteState>();
/** The alternative (`mode=expression`): a week-keyed expression listing each class's sites. */
function weekColour(health: FishHealthWeek): maplibregl.ExpressionSpecification {
  const pd = health.localities.filter((s) => s.disease === 'pd').map((s) => s.localityNo);
  const isa = health.localities.filter((s) => s.disease === 'isa').map((s) => s.localityNo);
  return ['match', ['get', 'loknr'], pd, '#f5c400', isa, '#7b2fa8', '#ffffff'] as never;
}
const SITES = Number(params.get('sites') ?? 1200);

/** A small deterministic generator, so every run draws the same sites and weeks. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const next = random(42);
const sites: Feature<Point>[] = Array.from({ length: SITES }, (_, i) => {
  // Along the coast from Rogaland to Finnmark, as the register's sites lie.
  const t = next();
  const lat = 58.8 + t * 12;
  const lon = 5 + t * 19 + (next() - 0.5) * 2;
  return {
    type: 'Feature',
    id: 10000 + i,
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: { loknr: 10000 + i, name: `Site ${i}` },
  };
});
const siteCollection: FeatureCollection = { type: 'FeatureCollection', features: sites };

/** A week's summary in which about half the sites change class from the week before. */
function week(index: number): SiteWeekHealth[] {
  const pick = random(1000 + index);
  return sites.map((site) => {
    const roll = pick();
    return {
      localityNo: site.properties!['loknr'] as number,
      hasPd: roll < 0.2,
      hasIla: roll > 0.95,
      avgAdultFemaleLice: roll,
      hasReportedLice: true,
      isFallow: false,
      liceLimit: 0.5,
      disease: roll > 0.95 ? 'isa' : roll < 0.2 ? 'pd' : 'none',
      lice: roll > 0.5 ? 'aboveLimit' : 'belowLimit',
    };
  });
}
// What each path receives over the wire for a week: the summary, or the sites with classes.
const weekTexts = [0, 1, 2, 3].map((i) =>
  JSON.stringify({ year: 2026, week: i + 1, localities: week(i), demoData: false }),
);
const peerTexts = [0, 1, 2, 3].map((i) => {
  const byId = new Map(week(i).map((s) => [s.localityNo, s]));
  return JSON.stringify({
    type: 'FeatureCollection',
    features: sites.map((site) => {
      const health = byId.get(site.properties!['loknr'] as number)!;
      return { ...site, properties: { ...site.properties, disease: health.disease } };
    }),
  });
});

const built = aquacultureLayers({
  theme: themes.day,
  language: 'en-US',
  depthUnit: 'meters',
  options: { theme: 'disease' },
  dataUrl: '',
  origin: location.origin,
});
const oursPaint = (built.layers[0]!.layer as { paint: Record<string, unknown> }).paint;
// The peer reads the class from the properties instead of the feature state.
const peerColour = JSON.parse(
  JSON.stringify(themeColour('disease')).replace('"feature-state"', '"get"'),
) as maplibregl.ExpressionSpecification;

maplibregl.setWorkerUrl('/maplibre/maplibre-gl-worker.mjs');
const map = new maplibregl.Map({
  container: 'map',
  center: [14, 65],
  zoom: 4.3,
  fadeDuration: 0,
  style: {
    version: 8,
    sources: {
      ours: { type: 'geojson', data: siteCollection, promoteId: 'loknr' },
      peer: { type: 'geojson', data: siteCollection, promoteId: 'loknr' },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#aad3ea' } },
      { id: 'ours', type: 'circle', source: 'ours', paint: oursPaint as never },
      {
        id: 'peer',
        type: 'circle',
        source: 'peer',
        layout: { visibility: 'none' },
        paint: { ...(oursPaint as object), 'circle-color': peerColour } as never,
      },
    ],
  },
});
const renders = timeRenders(map);
/** Per round: the call's own time, the frames' time and how many frames were drawn. */
const detail = { ours: [] as number[][], peer: [] as number[][] };
const idle = () => new Promise<void>((resolve) => map.once('idle', () => resolve()));

async function show(layer: 'ours' | 'peer') {
  map.setLayoutProperty(layer === 'ours' ? 'peer' : 'ours', 'visibility', 'none');
  map.setLayoutProperty(layer, 'visibility', 'visible');
  await idle();
}

async function oursChange(index: number): Promise<number> {
  await show('ours');
  renders.busy = 0;
  const done = idle();
  const start = performance.now();
  const health = JSON.parse(weekTexts[index]!) as FishHealthWeek;
  if (mode === 'expression') {
    map.setPaintProperty('ours', 'circle-color', weekColour(health));
  } else {
    // The live part's way: only the sites whose classes changed get a new state.
    const changed = changedStates(weekStates(siteCollection, health), onMap);
    applyWeekStates(map, 'ours', changed);
    for (const [id, state] of changed) onMap.set(id, state);
  }
  map.triggerRepaint();
  const call = performance.now() - start;
  renders.frames = 0;
  await done;
  detail.ours.push([call, renders.busy, renders.frames]);
  return call + renders.busy;
}

async function peerChange(index: number): Promise<number> {
  await show('peer');
  renders.busy = 0;
  const loaded = new Promise<void>((resolve) => {
    const onData = (event: maplibregl.MapSourceDataEvent) => {
      if (event.sourceId !== 'peer' || !map.isSourceLoaded('peer')) return;
      map.off('sourcedata', onData);
      void idle().then(resolve);
    };
    map.on('sourcedata', onData);
  });
  const start = performance.now();
  const data = JSON.parse(peerTexts[index]!) as FeatureCollection;
  (map.getSource('peer') as maplibregl.GeoJSONSource).setData(data);
  const call = performance.now() - start;
  renders.frames = 0;
  await loaded;
  detail.peer.push([call, renders.busy, renders.frames]);
  return call + renders.busy;
}

map.once('load', async () => {
  await idle();
  const ours: number[] = [];
  const peer: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // Another week each round, so neither path finds its week already on the map.
    const index = round % weekTexts.length;
    if (round % 2) {
      peer.push(await peerChange(index));
      ours.push(await oursChange(index));
    } else {
      ours.push(await oursChange(index));
      peer.push(await peerChange(index));
    }
  }
  window.benchResult = {
    ours,
    peer,
    oursMedian: percentile(ours, 50),
    peerMedian: percentile(peer, 50),
    detail,
  };
});
