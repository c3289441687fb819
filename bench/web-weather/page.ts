// One forecast step on the map, two ways, in alternating rounds on one page (see README.md):
// ours, the app's way (the next step's tiles fetched ahead, then the vector source pointed at
// the new time), and the peer, the step's whole-grid isobands handed to a GeoJSON source
// with setData. Main-thread time from the change until the map is idle again: the call
// itself plus every MapLibre frame rendered meanwhile.
import * as maplibregl from 'maplibre-gl';
import { WAVE_BAND_COLOURS } from '../../datasets/weather/src/client/waves/wave-layers.js';
import { percentile, timeRenders } from '../web-vessels/page-support.js';

declare global {
  interface Window {
    benchResult?: unknown;
  }
}

const params = new URLSearchParams(location.search);
const times = (params.get('times') ?? '').split(',').filter(Boolean);
const rounds = Number(params.get('rounds') ?? 6);
const tilesAt = (time: string) =>
  `${location.origin}/tiles/waveforecast/{z}/{x}/{y}.pbf?time=${encodeURIComponent(time)}`;

const fillColour: maplibregl.ExpressionSpecification = [
  'step',
  ['get', 'band'],
  WAVE_BAND_COLOURS[0]!,
  ...WAVE_BAND_COLOURS.slice(1).flatMap((colour, i) => [i + 1, colour]),
] as maplibregl.ExpressionSpecification;

maplibregl.setWorkerUrl('/maplibre/maplibre-gl-worker.mjs');
const map = new maplibregl.Map({
  container: 'map',
  center: [12, 66],
  zoom: 5.5,
  fadeDuration: 0,
  style: {
    version: 8,
    sources: {
      ours: { type: 'vector', tiles: [tilesAt(times[0]!)], minzoom: 0, maxzoom: 14 },
      peer: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#aad3ea' } },
      {
        id: 'ours',
        type: 'fill',
        source: 'ours',
        'source-layer': 'waveheight',
        paint: { 'fill-color': fillColour, 'fill-opacity': 0.75 },
      },
      {
        id: 'peer',
        type: 'fill',
        source: 'peer',
        layout: { visibility: 'none' },
        paint: { 'fill-color': fillColour, 'fill-opacity': 0.75 },
      },
    ],
  },
});
const renders = timeRenders(map);
const idle = () => new Promise<void>((resolve) => map.once('idle', () => resolve()));

/**
 * Resolves once the source has loaded data asked for after this call, and the map has then
 * drawn it and gone idle: a change is only done when its step is on the screen.
 */
function shown(sourceId: string): Promise<void> {
  return new Promise((resolve) => {
    const onData = (event: maplibregl.MapSourceDataEvent) => {
      if (event.sourceId !== sourceId || !map.isSourceLoaded(sourceId)) return;
      map.off('sourcedata', onData);
      void idle().then(resolve);
    };
    map.on('sourcedata', onData);
  });
}

/** The URLs of the tiles in view at the map's zoom, as the app fetches them ahead. */
function viewTiles(time: string): string[] {
  const z = Math.floor(map.getZoom());
  const n = 2 ** z;
  const b = map.getBounds();
  const x = (lon: number) => Math.min(n - 1, Math.max(0, Math.floor(((lon + 180) / 360) * n)));
  const y = (lat: number) => {
    const r = (lat * Math.PI) / 180;
    const v = ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n;
    return Math.min(n - 1, Math.max(0, Math.floor(v)));
  };
  const urls: string[] = [];
  for (let ty = y(b.getNorth()); ty <= y(b.getSouth()); ty++) {
    for (let tx = x(b.getWest()); tx <= x(b.getEast()); tx++) {
      urls.push(
        tilesAt(time)
          .replace('{z}', String(z))
          .replace('{x}', String(tx))
          .replace('{y}', String(ty)),
      );
    }
  }
  return urls;
}

async function oursStep(time: string): Promise<number> {
  map.setLayoutProperty('peer', 'visibility', 'none');
  map.setLayoutProperty('ours', 'visibility', 'visible');
  await idle();
  // Fetched ahead while the previous step showed, as the app does when it plays.
  await Promise.all(viewTiles(time).map((url) => fetch(url).then((r) => r.arrayBuffer())));
  renders.busy = 0;
  const done = shown('ours');
  const start = performance.now();
  (map.getSource('ours') as maplibregl.VectorTileSource).setTiles([tilesAt(time)]);
  const call = performance.now() - start;
  await done;
  return call + renders.busy;
}

async function peerStep(index: number): Promise<number> {
  map.setLayoutProperty('ours', 'visibility', 'none');
  map.setLayoutProperty('peer', 'visibility', 'visible');
  await idle();
  const data = (await (await fetch(`/peer/${index}.json`)).json()) as GeoJSON.FeatureCollection;
  renders.busy = 0;
  const done = shown('peer');
  const start = performance.now();
  (map.getSource('peer') as maplibregl.GeoJSONSource).setData(data);
  const call = performance.now() - start;
  await done;
  return call + renders.busy;
}

map.once('load', async () => {
  await idle();
  const ours: number[] = [];
  const peer: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // A different step each round, so neither path finds its step already on the map.
    const index = 1 + (round % (times.length - 1));
    if (round % 2) {
      peer.push(await peerStep(index));
      ours.push(await oursStep(times[index]!));
    } else {
      ours.push(await oursStep(times[index]!));
      peer.push(await peerStep(index));
    }
  }
  window.benchResult = {
    ours,
    peer,
    oursMedian: percentile(ours, 50),
    peerMedian: percentile(peer, 50),
  };
});
