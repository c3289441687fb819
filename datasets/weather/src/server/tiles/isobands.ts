// Isobands of a gridded quantity under one vector tile, by marching squares over a lattice
// sampled across the tile (and a margin beyond it, so rings close outside and neighbours
// meet). Shared by the wave-height and icing tiles.
import { contours } from 'd3-contour';
import type { SeaMask } from '../model/sea-mask.js';
import { evenOddPolygons, type FlatRing } from './rings.js';

/** Tile coordinate extent, as MVT writes it. */
export const TILE_EXTENT = 4096;
/** Samples across a tile for the isobands: every 8 px of a 512-px tile. */
const CONTOUR_SAMPLES = 64;
/** Extra samples beyond each edge, so rings close outside the tile and neighbours meet. */
const MARGIN = 2;
/** Below every band: land and places the grid does not cover. */
const NO_VALUE = -1;

/** A tile position (0–4096, beyond for the margin) as longitude and latitude. */
export function tileToLonLat(
  z: number,
  x: number,
  y: number,
  px: number,
  py: number,
): [number, number] {
  const n = 2 ** z;
  const lon = ((x + px / TILE_EXTENT) / n) * 360 - 180;
  const my = Math.PI * (1 - (2 * (y + py / TILE_EXTENT)) / n);
  return [lon, (Math.atan(Math.sinh(my)) * 180) / Math.PI];
}

/** One band present in the tile: its index in the thresholds and its polygons' rings. */
export interface Isoband {
  readonly index: number;
  readonly geometry: [number, number][][];
}

/**
 * The bands of tile z/x/y: band i holds values from `thresholds[i]` up to the next threshold
 * (the last without an upper bound); thresholds ascending and non-negative. `sample` gives
 * the value at a place, null where there is none; land (by the sea mask) has none. Empty
 * where the tile has no sea with a value.
 */
export function isobands(
  sample: (lat: number, lon: number) => number | null,
  mask: SeaMask,
  z: number,
  x: number,
  y: number,
  thresholds: readonly number[],
): Isoband[] {
  const spacing = TILE_EXTENT / CONTOUR_SAMPLES;
  // One row and column of NO_VALUE all round, so every ring is interpolated, none runs
  // along the lattice's edge where rings of two levels could share a segment.
  const side = CONTOUR_SAMPLES + 1 + 2 * MARGIN + 2;
  const values = new Array<number>(side * side).fill(NO_VALUE);
  // Longitude depends on the column only and latitude on the row only (Web Mercator).
  const lons: number[] = [];
  const lats: number[] = [];
  for (let k = 1; k < side - 1; k++) {
    const [lon, lat] = tileToLonLat(
      z,
      x,
      y,
      (k - 1 - MARGIN) * spacing,
      (k - 1 - MARGIN) * spacing,
    );
    lons[k] = lon;
    lats[k] = lat;
  }
  // Each sample stands for the square around it: sea where most of that square is sea, so
  // at low zoom skerries and narrow sounds do not fray the bands into slivers.
  const halfLon = (spacing / TILE_EXTENT) * (180 / 2 ** z);
  let anySea = false;
  let highest = NO_VALUE;
  let lowest = Infinity;
  for (let j = 1; j < side - 1; j++) {
    const lat = lats[j]!;
    const halfLat = halfLon * Math.cos((lat * Math.PI) / 180);
    for (let i = 1; i < side - 1; i++) {
      const lon = lons[i]!;
      if (mask.seaFraction(lat - halfLat, lon - halfLon, lat + halfLat, lon + halfLon) < 0.5) {
        continue;
      }
      const height = sample(lat, lon);
      if (height === null) continue;
      values[j * side + i] = height;
      anySea = true;
      if (height > highest) highest = height;
      if (height < lowest) lowest = height;
    }
  }
  if (!anySea) return [];

  // d3-contour puts sample k at k + 0.5; our sample k (past the padding) sits at this pixel.
  const toTile = (c: number) => (c - 0.5 - 1 - MARGIN) * spacing;
  const generator = contours().size([side, side]);
  // Levels no higher than the calmest sea in the tile would only trace the coast again, a
  // hair's breadth off the sea's own outline (level 0): the band holding the calmest sea
  // reaches the coast instead, and the levels below it are not traced.
  const traced = (index: number) => index === 0 || thresholds[index]! > lowest;
  const ringsByLevel: FlatRing[][] = thresholds.map((threshold, index) => {
    const rings: FlatRing[] = [];
    // No sample reaches this level: no ring, and no need to scan for one.
    if (threshold > highest || !traced(index)) return rings;
    for (const polygon of generator.contour(values, threshold).coordinates) {
      for (const ring of polygon) {
        const flat: FlatRing = [];
        let lastX = NaN;
        let lastY = NaN;
        // d3 repeats the first point at the end; rounding to tile units merges near points.
        for (let k = 0; k < ring.length - 1; k++) {
          const px = Math.round(toTile(ring[k]![0]!));
          const py = Math.round(toTile(ring[k]![1]!));
          if (px === lastX && py === lastY) continue;
          flat.push(px, py);
          lastX = px;
          lastY = py;
        }
        if (flat.length >= 2 && flat[0] === lastX && flat[1] === lastY) flat.length -= 2;
        rings.push(flat);
      }
    }
    return rings;
  });

  const bands: Isoband[] = [];
  thresholds.forEach((_, index) => {
    // A band wholly below the calmest sea has nothing in it.
    if (index + 1 < thresholds.length && !traced(index + 1)) return;
    const lower = traced(index) ? ringsByLevel[index]! : ringsByLevel[0]!;
    const polygons = evenOddPolygons([...lower, ...(ringsByLevel[index + 1] ?? [])]);
    if (polygons.length === 0) return;
    const geometry: [number, number][][] = [];
    for (const polygon of polygons) {
      for (const ring of polygon) {
        const points: [number, number][] = [];
        for (let k = 0; k < ring.length; k += 2) points.push([ring[k]!, ring[k + 1]!]);
        points.push([ring[0]!, ring[1]!]);
        geometry.push(points);
      }
    }
    bands.push({ index, geometry });
  });
  return bands;
}
