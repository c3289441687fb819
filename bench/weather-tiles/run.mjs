// Wave-forecast tiles: our per-tile contouring (the grid sampled under each tile, marching
// squares per band, MVT) against the obvious alternative, isobands of the whole grid built
// once per step and cut into tiles by geojson-vt and vt-pbf. Both are timed cold for the
// z6 tiles of Norwegian waters for one forecast step, in alternating rounds; the grid itself
// is shared and not timed. Also prints our tile size against the same features as GeoJSON.
//   npm run bench:weather-tiles -w bench
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import GeoJSONVT from 'geojson-vt';
import Pbf from 'pbf';
import { fromGeojsonVt } from 'vt-pbf';
import { buildWaveGrid, WAVE_GRID_LAYOUT } from '../../datasets/weather/src/server/grid/grid.ts';
import { demoWaveField } from '../../datasets/weather/src/server/model/demo-model.ts';
import { seaMask } from '../../datasets/weather/src/server/model/sea-mask.ts';
import { wholeGridIsobands } from './whole-grid-isobands.mjs';
import {
  encodeWaveTile,
  TILE_EXTENT,
  waveTileFeatures,
} from '../../datasets/weather/src/server/tiles/wave-tile.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const Z = 6;
const run = Date.parse('2026-11-23T12:00:00Z');
const time = run + 24 * 3_600_000;
const mask = seaMask();
const L = WAVE_GRID_LAYOUT;
const field = demoWaveField(time, run, mask);
const grid = buildWaveGrid(L, time, (lat, lon) =>
  mask.seaShare(lat, lon) > 0 ? field(lat, lon) : null,
);

const lonToX = (lon) => Math.floor(((lon + 180) / 360) * 2 ** Z);
const latToY = (lat) => {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** Z);
};
const east = L.west + (L.cols - 1) * L.dLon;
const north = L.south + (L.rows - 1) * L.dLat;
const candidates = [];
for (let x = lonToX(L.west); x <= lonToX(east); x++) {
  for (let y = latToY(north); y <= latToY(L.south); y++) candidates.push({ x, y });
}
// The tiles with sea in them: the ones a map of Norwegian waters asks for.
const tiles = candidates.filter(({ x, y }) =>
  encodeWaveTile(waveTileFeatures(grid, mask, Z, x, y)),
);

function ours() {
  const out = [];
  for (const { x, y } of tiles) out.push(encodeWaveTile(waveTileFeatures(grid, mask, Z, x, y)));
  return out;
}

/** The peer: whole-grid isobands as GeoJSON, indexed by geojson-vt, cut and encoded. */
function peer() {
  const collection = wholeGridIsobands(grid, mask);
  const index = new GeoJSONVT(collection, {
    maxZoom: Z,
    indexMaxZoom: Z,
    extent: TILE_EXTENT,
    buffer: 64,
  });
  const out = [];
  for (const { x, y } of tiles) {
    const tile = index.getTile(Z, x, y);
    out.push(
      tile
        ? gzipSync(fromGeojsonVt({ waveheight: tile }, { version: 2, extent: TILE_EXTENT }))
        : null,
    );
  }
  return out;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const oursMs = [];
const peerMs = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const [fn, into] of round % 2
    ? [
        [peer, peerMs],
        [ours, oursMs],
      ]
    : [
        [ours, oursMs],
        [peer, peerMs],
      ]) {
    const start = performance.now();
    fn();
    into.push(performance.now() - start);
  }
}

// Size: each of our tiles against its own features written as GeoJSON (lon/lat).
let mvtBytes = 0;
let gzBytes = 0;
let geojsonBytes = 0;
for (const [i, gz] of ours().entries()) {
  const { x, y } = tiles[i];
  const raw = new Uint8Array(Buffer.from(gz ? (await import('node:zlib')).gunzipSync(gz) : []));
  const vt = new VectorTile(new Pbf(raw));
  const features = [];
  for (const layer of Object.values(vt.layers)) {
    for (let f = 0; f < layer.length; f++) features.push(layer.feature(f).toGeoJSON(x, y, Z));
  }
  mvtBytes += raw.length;
  gzBytes += gz.length;
  geojsonBytes += Buffer.byteLength(JSON.stringify({ type: 'FeatureCollection', features }));
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const o = median(oursMs);
const p = median(peerMs);
console.log(
  `${tiles.length} z${Z} tiles with sea, one forecast step, cold; median of ${ROUNDS} alternating rounds`,
);
console.log(
  `  ours (per-tile contouring)              ${fmt(o).padStart(10)}  (${fmt(o / tiles.length)} a tile)`,
);
console.log(`  peer (whole-grid isobands, geojson-vt)  ${fmt(p).padStart(10)}`);
console.log(`  time ratio ours/peer: ${(o / p).toFixed(2)}× (target ≤ 0.5×)`);
// On a shared machine the fastest round is the one least disturbed by other work.
console.log(
  `  fastest rounds: ours ${fmt(Math.min(...oursMs))}, peer ${fmt(Math.min(...peerMs))}, ratio ${(Math.min(...oursMs) / Math.min(...peerMs)).toFixed(2)}×`,
);
console.log(
  `bytes per tile: MVT ${Math.round(mvtBytes / tiles.length)} (gzip ${Math.round(gzBytes / tiles.length)}), same features as GeoJSON ${Math.round(geojsonBytes / tiles.length)}`,
);
console.log(`  size ratio MVT/GeoJSON: ${(mvtBytes / geojsonBytes).toFixed(3)}× (target ≤ 0.3×)`);
