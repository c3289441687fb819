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
    const coast = band.coastline?.getTile(z, x, y)?.features ?? [];
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
