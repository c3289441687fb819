// Cuts geojson-vt indexes into gzip-compressed MVT tiles and walks the tile pyramid,
// skipping empty subtrees and writing all-land subtrees without re-clipping them.
import { gzipSync } from 'node:zlib';
import type GeoJSONVT from 'geojson-vt';
import type { LegacyFeature } from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import type { BBox } from '../src/manifest.js';
import type { MbtilesWriter } from './mbtiles.js';

/**
 * MVT tile extent (tile-local units) and clip buffer used for every index. 2048 is a
 * quarter pixel on a 512 px tile and still one pixel when z12 is overzoomed to z14, and
 * it encodes ~7% smaller than the usual 4096.
 */
export const EXTENT = 2048;
export const BUFFER = 32;

/** A zoom range cut from one pair of indexes (land is required, coastline optional). */
export interface Band {
  readonly minZoom: number;
  readonly maxZoom: number;
  readonly land: GeoJSONVT;
  readonly coastline: GeoJSONVT | null;
  /** Only tiles touching this box are written; null = the whole world. */
  readonly bounds: BBox | null;
}

const MAX_LAT = 85.0511287798;

/** Inclusive XYZ tile index range covering `box` at zoom `z`. */
export function tileRange(box: BBox | null, z: number): [number, number, number, number] {
  const n = 1 << z;
  if (!box) return [0, 0, n - 1, n - 1];
  const tx = (lon: number): number => Math.min(n - 1, Math.floor(((lon + 180) / 360) * n));
  const ty = (lat: number): number => {
    const r = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
    const y = (1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2;
    return Math.min(n - 1, Math.max(0, Math.floor(y * n)));
  };
  return [tx(box[0]), ty(box[3]), tx(box[2]), ty(box[1])];
}

const LO = -BUFFER;
const HI = EXTENT + BUFFER;

/** A polygon covering the whole buffered tile, outer ring clockwise in tile space. */
const SOLID_FEATURE: LegacyFeature = {
  type: 3,
  tags: {},
  geometry: [
    [
      [LO, LO],
      [HI, LO],
      [HI, HI],
      [LO, HI],
      [LO, LO],
    ],
  ],
};

function isSolid(features: LegacyFeature[]): boolean {
  return features.some((f) => {
    if (f.type !== 3 || f.geometry.length !== 1) return false;
    const ring = f.geometry[0] ?? [];
    if (ring.length > 5) return false;
    const corners = new Set<string>();
    for (const [x, y] of ring) {
      if ((x !== LO && x !== HI) || (y !== LO && y !== HI)) return false;
      corners.add(`${x},${y}`);
    }
    return corners.size === 4;
  });
}

type Point = [number, number];

/** Tile-space lines (x or y, tile units) of the region's edges as they fall in tile z/x/y. */
function edgeLines(bounds: BBox, z: number, x: number, y: number): { xs: number[]; ys: number[] } {
  const n = 2 ** z;
  const tx = (lon: number): number => (((lon + 180) / 360) * n - x) * EXTENT;
  const ty = (lat: number): number => {
    const r = (lat * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n * EXTENT - y * EXTENT;
  };
  return { xs: [tx(bounds[0]), tx(bounds[2])], ys: [ty(bounds[1]), ty(bounds[3])] };
}

/**
 * The coastline is drawn over the land polygons' own rings; where a ring runs along the
 * region's edge it is a cut, not a shore, so those stretches are dropped from the lines.
 * Done after tiling, so the remaining vertices are exactly those of the fill.
 */
export function withoutRegionEdges(
  features: LegacyFeature[],
  bounds: BBox | null,
  z: number,
  x: number,
  y: number,
): LegacyFeature[] {
  if (!bounds || !features.length) return features;
  const { xs, ys } = edgeLines(bounds, z, x, y);
  const near = (v: number, lines: number[]): boolean => lines.some((l) => Math.abs(v - l) <= 1);
  const onEdge = ([ax, ay]: Point, [bx, by]: Point): boolean =>
    (near(ax, xs) && near(bx, xs) && Math.abs(ax - bx) <= 1) ||
    (near(ay, ys) && near(by, ys) && Math.abs(ay - by) <= 1);
  const out: LegacyFeature[] = [];
  for (const f of features) {
    if (f.type !== 2) {
      out.push(f);
      continue;
    }
    const parts: Point[][] = [];
    for (const line of f.geometry) {
      let part: Point[] = [];
      for (let i = 0; i < line.length; i++) {
        const p = line[i] as Point;
        const prev = line[i - 1];
        if (prev && onEdge(prev, p)) {
          if (part.length >= 2) parts.push(part);
          part = [];
        }
        part.push(p);
      }
      if (part.length >= 2) parts.push(part);
    }
    if (parts.length) out.push({ ...f, geometry: parts });
  }
  return out;
}

function encode(land: LegacyFeature[], coastline: LegacyFeature[]): Buffer {
  const layers: Record<string, { features: LegacyFeature[] }> = {};
  if (land.length) layers['land'] = { features: land };
  if (coastline.length) layers['coastline'] = { features: coastline };
  return gzipSync(fromGeojsonVt(layers, { version: 2, extent: EXTENT }), { level: 9 });
}

/** The all-land tile, identical at every zoom so it is stored once. */
export const SOLID_TILE = encode([SOLID_FEATURE], []);

/** Writes every non-empty tile of `band`; returns the number of tiles written. */
export function cutBand(band: Band, out: MbtilesWriter): number {
  let written = 0;
  const ranges = new Map<number, [number, number, number, number]>();
  for (let z = band.minZoom; z <= band.maxZoom; z++) ranges.set(z, tileRange(band.bounds, z));
  const inRange = (z: number, x: number, y: number): boolean => {
    const r = ranges.get(z);
    return !!r && x >= r[0] && x <= r[2] && y >= r[1] && y <= r[3];
  };

  const solidSubtree = (z: number, x: number, y: number): void => {
    if (!inRange(z, x, y)) return;
    out.put(z, x, y, SOLID_TILE);
    written++;
    if (z < band.maxZoom) {
      for (let i = 0; i < 4; i++) solidSubtree(z + 1, x * 2 + (i & 1), y * 2 + (i >> 1));
    }
  };

  const visit = (z: number, x: number, y: number): void => {
    if (!inRange(z, x, y)) return;
    const land = band.land.getTile(z, x, y)?.features ?? [];
    const coast = withoutRegionEdges(
      band.coastline?.getTile(z, x, y)?.features ?? [],
      band.bounds,
      z,
      x,
      y,
    );
    if (!land.length && !coast.length) return;
    if (!coast.length && isSolid(land)) {
      solidSubtree(z, x, y);
      return;
    }
    out.put(z, x, y, encode(land, coast));
    written++;
    if (z < band.maxZoom) {
      for (let i = 0; i < 4; i++) visit(z + 1, x * 2 + (i & 1), y * 2 + (i >> 1));
    }
  };

  const [x0, y0, x1, y1] = tileRange(band.bounds, band.minZoom);
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) visit(band.minZoom, x, y);
  return written;
}
