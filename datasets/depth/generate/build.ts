// Builds the demo depth data: synthetic depth areas, depth curves and soundings in three
// stretches of the Norwegian coast, grown away from the real GSHHG shoreline of the base map
// (the coast is real, the depths are not). Run once; the output is committed:
//   node node_modules/.bin/tsx datasets/depth/generate/build.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync, gunzipSync } from 'node:zlib';
import { contours } from 'd3-contour';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { DEPTH_AREA_STEPS, DEPTH_CURVES } from '../src/manifest.js';
import {
  burnRings,
  distanceFromLand,
  gridOver,
  syntheticDepth,
  valueNoise,
  type GridSpec,
} from './grid.js';
import { simplifyLine, splitAtBorder } from './lines.js';

/** The demo stretches: Bergen's approaches, Lofoten's Vestfjord side, the outer Oslofjord. */
export const DEMO_REGIONS = [
  { name: 'bergen', west: 4.6, south: 60.05, east: 5.45, north: 60.65 },
  { name: 'lofoten', west: 13.9, south: 67.95, east: 15.3, north: 68.35 },
  { name: 'oslofjord', west: 10.35, south: 59.05, east: 10.8, north: 59.55 },
] as const;

const CELL_M = 120;
/** Soundings: one per this many cells each way, where the water is deep enough to matter. */
const SOUNDING_STEP = 11;

const root = new URL('../', import.meta.url);
const landPath = process.argv[2] ?? new URL('../basemap/data/land.geojson.gz', root).pathname;
const outPath = new URL('data/depth-demo.geojson.gz', root).pathname;

const land = JSON.parse(gunzipSync(readFileSync(landPath)).toString('utf8')) as FeatureCollection;

function outerRings(box: (typeof DEMO_REGIONS)[number]): Position[][] {
  const margin = 0.05;
  const rings: Position[][] = [];
  for (const f of land.features) {
    const g = f.geometry;
    const polygons =
      g?.type === 'Polygon' ? [g.coordinates] : g?.type === 'MultiPolygon' ? g.coordinates : [];
    for (const polygon of polygons) {
      const outer = polygon[0];
      if (!outer) continue;
      let [w, s, e, n] = [180, 90, -180, -90];
      for (const [x, y] of outer as [number, number][]) {
        w = Math.min(w, x);
        e = Math.max(e, x);
        s = Math.min(s, y);
        n = Math.max(n, y);
      }
      if (e < box.west - margin || w > box.east + margin) continue;
      if (n < box.south - margin || s > box.north + margin) continue;
      rings.push(outer);
    }
  }
  return rings;
}

const round = (v: number) => Math.round(v * 1e5) / 1e5;

function toLonLat(grid: GridSpec, [x, y]: Position): Position {
  return [round(grid.west + x! * grid.dLon), round(grid.north - y! * grid.dLat)];
}

function region(box: (typeof DEMO_REGIONS)[number]): Feature[] {
  const grid = gridOver(box, CELL_M);
  const isLand = burnRings(grid, outerRings(box));
  const distance = distanceFromLand(grid, isLand, CELL_M);
  const depth = new Float64Array(grid.cols * grid.rows);
  for (let r = 0; r < grid.rows; r++) {
    for (let c = 0; c < grid.cols; c++) {
      const i = r * grid.cols + c;
      const noise = valueNoise(c, r, 40, 7) * 0.6 + valueNoise(c, r, 9, 11) * 0.4;
      depth[i] = isLand[i] ? -1 : syntheticDepth(distance[i]!, noise);
    }
  }
  const tolerance = grid.dLat * 0.6;
  const generator = contours().size([grid.cols, grid.rows]);
  const features: Feature[] = [];
  DEPTH_AREA_STEPS.forEach((step, k) => {
    const shape = generator.contour(Array.from(depth), step === 0 ? 1e-9 : step);
    const coordinates = shape.coordinates
      .map((polygon) =>
        polygon
          .map((ring) =>
            simplifyLine(
              ring.map((p) => toLonLat(grid, p)),
              tolerance,
            ),
          )
          .filter((ring) => ring.length >= 4),
      )
      .filter((polygon) => polygon.length > 0);
    if (coordinates.length === 0) return;
    const geometry: MultiPolygon = { type: 'MultiPolygon', coordinates };
    features.push({
      type: 'Feature',
      geometry,
      properties: { kind: 'area', depth: step, maxdepth: DEPTH_AREA_STEPS[k + 1] ?? null },
    });
    if (!(DEPTH_CURVES as readonly number[]).includes(step)) return;
    const lines = shape.coordinates
      .flat()
      .flatMap((ring) => splitAtBorder(ring, grid.cols, grid.rows))
      .map((line) =>
        simplifyLine(
          line.map((p) => toLonLat(grid, p)),
          tolerance,
        ),
      )
      .filter((line) => line.length >= 2);
    if (lines.length) {
      features.push({
        type: 'Feature',
        geometry: { type: 'MultiLineString', coordinates: lines },
        properties: { kind: 'curve', depth: step },
      });
    }
  });
  for (let r0 = 0; r0 < grid.rows; r0 += SOUNDING_STEP) {
    for (let c0 = 0; c0 < grid.cols; c0 += SOUNDING_STEP) {
      // One sounding somewhere in each block, as a survey leaves them: not on a lattice.
      const r = Math.min(grid.rows - 1, r0 + Math.floor(valueNoise(r0, c0, 1, 31) * SOUNDING_STEP));
      const c = Math.min(grid.cols - 1, c0 + Math.floor(valueNoise(c0, r0, 1, 37) * SOUNDING_STEP));
      const value = depth[r * grid.cols + c]!;
      if (value < 2) continue;
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: toLonLat(grid, [c + 0.5, r + 0.5]) },
        properties: { kind: 'sounding', depth: Math.round(value * 10) / 10 },
      });
    }
  }
  const areaCount = features.filter((f) => f.properties?.['kind'] === 'area').length;
  console.log(
    `${box.name}: ${grid.cols}×${grid.rows} cells, ${areaCount} areas, ` +
      `${features.length - areaCount} curves and soundings`,
  );
  return features;
}

const started = Date.now();
const collection: FeatureCollection = {
  type: 'FeatureCollection',
  features: DEMO_REGIONS.flatMap(region),
};
const json = JSON.stringify(collection);
const gz = gzipSync(json, { level: 9 });
writeFileSync(outPath, gz);
const vertices = collection.features.reduce(
  (n, f) => n + JSON.stringify((f.geometry as Polygon).coordinates).split('],[').length,
  0,
);
console.log(
  `${collection.features.length} features, ~${vertices} vertices, ` +
    `${(json.length / 1e6).toFixed(2)} MB JSON, ${(gz.length / 1e6).toFixed(2)} MB gzipped, ` +
    `${Date.now() - started} ms`,
);
