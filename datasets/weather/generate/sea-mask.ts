// Builds `data/sea-mask.bin.gz`, the sea mask of the demo forecast model, from the base map's
// land polygons (GSHHG full resolution, `datasets/basemap/data/land.geojson.gz`): one bit per
// cell, set where the cell's centre is at sea, rows from the south, gzip-compressed. Lakes
// (the polygons' holes) count as land, and so does water cut off from the sea in patches
// under MIN_SEA_PATCH cells: waves belong to the sea.
//
//   node --conditions=source --import tsx datasets/weather/generate/sea-mask.ts
//
// Run again only when the base map's land changes; the server reads the file as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { LandIndex, type Ring } from '@havkart/ais';
import { SEA_MASK_LAYOUT as L } from '../src/server/model/sea-mask-layout.js';

interface Geometry {
  type: string;
  coordinates: unknown;
}

const landPath = new URL('../../basemap/data/land.geojson.gz', import.meta.url);
const maskPath = new URL('../data/sea-mask.bin.gz', import.meta.url);

const land = JSON.parse(gunzipSync(readFileSync(landPath)).toString('utf8')) as {
  features: { geometry: Geometry | null }[];
};
const rings: Ring[] = [];
for (const { geometry } of land.features) {
  if (geometry?.type === 'Polygon') rings.push((geometry.coordinates as Ring[])[0]!);
  if (geometry?.type === 'MultiPolygon') {
    for (const polygon of geometry.coordinates as Ring[][]) rings.push(polygon[0]!);
  }
}
/** Smallest patch of connected water (8-neighbours) kept as sea, cells of about 1 km². */
const MIN_SEA_PATCH = 50;

// Parity is counted from the index's western edge, which must be open sea along its whole
// length: the mask's own western edge crosses Scotland, so the index reaches further west.
const index = new LandIndex(rings, {
  west: -12,
  south: L.south,
  east: L.west + L.cols * L.cellLon,
  north: L.south + L.rows * L.cellLat,
});

const water = new Uint8Array(L.cols * L.rows);
for (let row = 0; row < L.rows; row++) {
  const lat = L.south + (row + 0.5) * L.cellLat;
  for (let col = 0; col < L.cols; col++) {
    const lon = L.west + (col + 0.5) * L.cellLon;
    if (!index.contains(lon, lat)) water[row * L.cols + col] = 1;
  }
}

// Islands in lakes lie inside the outer ring around the lake, so they come out as water;
// they and other small cut-off patches go back to land.
const seen = new Uint8Array(water.length);
const bits = new Uint8Array(Math.ceil((L.cols * L.rows) / 8));
let sea = 0;
const stack: number[] = [];
for (let start = 0; start < water.length; start++) {
  if (!water[start] || seen[start]) continue;
  const patch: number[] = [];
  stack.push(start);
  seen[start] = 1;
  while (stack.length > 0) {
    const cell = stack.pop()!;
    patch.push(cell);
    const row = Math.floor(cell / L.cols);
    const col = cell % L.cols;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const r = row + dr;
        const c = col + dc;
        if (r < 0 || c < 0 || r >= L.rows || c >= L.cols) continue;
        const next = r * L.cols + c;
        if (water[next] && !seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
  }
  if (patch.length < MIN_SEA_PATCH) continue;
  for (const cell of patch) bits[cell >> 3]! |= 1 << (cell & 7);
  sea += patch.length;
}
const gz = gzipSync(bits, { level: 9 });
writeFileSync(maskPath, gz);
console.log(
  `sea mask: ${L.cols}×${L.rows} cells, ${((100 * sea) / (L.cols * L.rows)).toFixed(1)} % sea, ${gz.length} bytes`,
);
