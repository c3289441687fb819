// Test helpers: decode stored tiles and ask "is this lon/lat inside a polygon of layer L?"
// in tile-local coordinates, without trusting any rendering library's polygon logic.
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';

/** A position inside a tile: XYZ tile index plus tile-local coordinates (y down). */
export interface TilePoint {
  readonly z: number;
  readonly x: number;
  readonly y: number;
  /** Fractional position within the tile, 0..1 from the west/north edge. */
  readonly fx: number;
  readonly fy: number;
}

/** Web Mercator tile containing a lon/lat (degrees) at zoom z. */
export function tilePointOf(lon: number, lat: number, z: number): TilePoint {
  const n = 2 ** z;
  const gx = ((lon + 180) / 360) * n;
  const r = (lat * Math.PI) / 180;
  const gy = ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n;
  const x = Math.floor(gx);
  const y = Math.floor(gy);
  return { z, x, y, fx: gx - x, fy: gy - y };
}

/** Decodes a gzip-compressed MVT. */
export function decodeTile(gzipped: Buffer): VectorTile {
  return new VectorTile(new Pbf(gunzipSync(gzipped)));
}

type Ring = readonly { x: number; y: number }[];

/**
 * Twice the signed area by the surveyor's formula in tile coordinates. The MVT spec makes
 * exterior rings positive (clockwise on screen, because y points down) and holes negative.
 */
export function signedArea2(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j] as Ring[number];
    const b = ring[i] as Ring[number];
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

/** Even–odd ray cast for a single ring; the ring may be open or closed. */
export function ringContains(ring: Ring, px: number, py: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as Ring[number];
    const b = ring[j] as Ring[number];
    if (a.y > py !== b.y > py && px < ((b.x - a.x) * (py - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

/**
 * Groups a feature's rings into polygons: each positive ring starts a polygon and the
 * negative rings after it are its holes.
 */
export function polygonsOf(rings: Ring[]): Ring[][] {
  const polygons: Ring[][] = [];
  for (const ring of rings) {
    const area = signedArea2(ring);
    if (area > 0) polygons.push([ring]);
    else if (area < 0) polygons[polygons.length - 1]?.push(ring);
  }
  return polygons;
}

/** True when the point lies inside some polygon (outside its holes) of `layer`. */
export function layerContains(tile: VectorTile, layer: string, p: TilePoint): boolean {
  const l = tile.layers[layer];
  if (!l) return false;
  const px = p.fx * l.extent;
  const py = p.fy * l.extent;
  for (let i = 0; i < l.length; i++) {
    const feature = l.feature(i);
    if (feature.type !== 3) continue;
    for (const [outer, ...holes] of polygonsOf(feature.loadGeometry())) {
      if (outer && ringContains(outer, px, py) && !holes.some((h) => ringContains(h, px, py))) {
        return true;
      }
    }
  }
  return false;
}
