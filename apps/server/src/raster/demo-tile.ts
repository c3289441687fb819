// Demo raster tiles: the base map's land and sea drawn in the raster dataset's colours, with
// a faint "DEMO" watermark, so a site without the real charts still sees where land is and
// that the picture is not a chart. Land comes from the base map's vector tile (layer `land`,
// polygons in tile units of 4096), filled by even-odd scanlines.
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import type { RasterDemoLook } from '@havkart/datasets-core/server';
import { encodePng } from './png.js';

export const DEMO_TILE_SIZE = 256;

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Rings of the tile's land polygons in pixels, or none for a tile without land. */
export function landRings(mvt: Buffer | null): { x: number; y: number }[][] {
  if (!mvt) return [];
  const bytes = mvt[0] === 0x1f && mvt[1] === 0x8b ? gunzipSync(mvt) : mvt;
  const layer = new VectorTile(new Pbf(bytes)).layers['land'];
  if (!layer) return [];
  const rings: { x: number; y: number }[][] = [];
  for (let i = 0; i < layer.length; i += 1) {
    const feature = layer.feature(i);
    const scale = DEMO_TILE_SIZE / feature.extent;
    for (const ring of feature.loadGeometry()) {
      rings.push(ring.map((p) => ({ x: p.x * scale, y: p.y * scale })));
    }
  }
  return rings;
}

/** Which pixels of each row lie inside the rings (even-odd), sampled at pixel centres. */
function fillMask(rings: { x: number; y: number }[][]): Uint8Array {
  const size = DEMO_TILE_SIZE;
  const mask = new Uint8Array(size * size);
  for (let row = 0; row < size; row += 1) {
    const y = row + 0.5;
    const crossings: number[] = [];
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i += 1) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        if (a.y <= y !== b.y <= y) crossings.push(a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x));
      }
    }
    crossings.sort((p, q) => p - q);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil(crossings[k]! - 0.5));
      const to = Math.min(size - 1, Math.floor(crossings[k + 1]! - 0.5));
      for (let x = from; x <= to; x += 1) mask[row * size + x] = mask[row * size + x]! ^ 1;
    }
  }
  return mask;
}

// "DEMO" in a 5 × 7 pixel font, drawn faintly and repeated across the tile.
const GLYPHS = [
  ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
];
const SCALE = 3;

function watermark(pixels: Uint8Array, at: [number, number]): void {
  GLYPHS.forEach((glyph, g) => {
    glyph.forEach((line, gy) => {
      for (let gx = 0; gx < 5; gx += 1) {
        if (line[gx] !== '1') continue;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1) {
            const x = at[0] + (g * 6 + gx) * SCALE + dx;
            const y = at[1] + gy * SCALE + dy;
            if (x >= DEMO_TILE_SIZE || y >= DEMO_TILE_SIZE) continue;
            const i = (y * DEMO_TILE_SIZE + x) * 4;
            // Darken by an eighth: visible on a close look, never in the way.
            for (let c = 0; c < 3; c += 1) pixels[i + c] = Math.round(pixels[i + c]! * 0.875);
          }
        }
      }
    });
  });
}

/** A demo tile as PNG bytes from the base map's tile at the same place (null: all sea). */
export function renderDemoTile(landTile: Buffer | null, look: RasterDemoLook): Buffer {
  const size = DEMO_TILE_SIZE;
  const mask = fillMask(landRings(landTile));
  const land = rgb(look.land);
  const sea = rgb(look.sea);
  const pixels = new Uint8Array(size * size * 4);
  for (let i = 0; i < size * size; i += 1) {
    pixels.set(mask[i] ? land : sea, i * 4);
    pixels[i * 4 + 3] = 255;
  }
  watermark(pixels, [24, 40]);
  watermark(pixels, [136, 168]);
  return encodePng(size, size, pixels);
}
