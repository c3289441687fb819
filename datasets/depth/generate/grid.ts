// The raster steps of the demo depth generator, pure and testable: land burned into a grid
// by scanlines, the distance from land by a two-pass chamfer transform, and a smooth seeded
// noise, so the synthetic depth grows away from the real coast without looking ruled.
import type { Position } from 'geojson';

/** A grid over a longitude/latitude box; row 0 is the northern edge. */
export interface GridSpec {
  readonly west: number;
  readonly north: number;
  /** Cell size, degrees. */
  readonly dLon: number;
  readonly dLat: number;
  readonly cols: number;
  readonly rows: number;
}

/** The grid over a box with cells about `cellM` metres on a side at its middle latitude. */
export function gridOver(
  box: { west: number; south: number; east: number; north: number },
  cellM: number,
): GridSpec {
  const dLat = cellM / 111_320;
  const dLon = dLat / Math.cos((((box.north + box.south) / 2) * Math.PI) / 180);
  return {
    west: box.west,
    north: box.north,
    dLon,
    dLat,
    cols: Math.ceil((box.east - box.west) / dLon),
    rows: Math.ceil((box.north - box.south) / dLat),
  };
}

/**
 * Marks cells whose centre lies inside any of the rings (each ring filled on its own, so
 * overlapping polygons and lakes drawn as separate rings all count as land). 1 = land.
 */
export function burnRings(grid: GridSpec, rings: readonly (readonly Position[])[]): Uint8Array {
  const land = new Uint8Array(grid.cols * grid.rows);
  for (const ring of rings) {
    const crossings = new Map<number, number[]>();
    for (let i = 0; i + 1 < ring.length; i++) {
      const [x1, y1] = ring[i] as [number, number];
      const [x2, y2] = ring[i + 1] as [number, number];
      if (y1 === y2) continue;
      // Rows whose centre line lies between the edge's ends (half-open, so a vertex counts once).
      const r1 = (grid.north - Math.max(y1, y2)) / grid.dLat - 0.5;
      const r2 = (grid.north - Math.min(y1, y2)) / grid.dLat - 0.5;
      for (let row = Math.max(0, Math.ceil(r1)); row <= Math.min(grid.rows - 1, r2); row++) {
        if (row === r2) continue;
        const y = grid.north - (row + 0.5) * grid.dLat;
        const x = x1 + ((y - y1) / (y2 - y1)) * (x2 - x1);
        const list = crossings.get(row) ?? [];
        list.push((x - grid.west) / grid.dLon - 0.5);
        crossings.set(row, list);
      }
    }
    for (const [row, xs] of crossings) {
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const from = Math.max(0, Math.ceil(xs[k]!));
        const to = Math.min(grid.cols - 1, Math.floor(xs[k + 1]!));
        for (let col = from; col <= to; col++) land[row * grid.cols + col] = 1;
      }
    }
  }
  return land;
}

/** Metres from each cell to the nearest land cell (chamfer 3-4 approximation; 0 on land). */
export function distanceFromLand(grid: GridSpec, land: Uint8Array, cellM: number): Float32Array {
  const { cols, rows } = grid;
  const d = new Float32Array(cols * rows).fill(Number.POSITIVE_INFINITY);
  for (let i = 0; i < land.length; i++) if (land[i]) d[i] = 0;
  const straight = cellM;
  const diagonal = cellM * Math.SQRT2;
  const relax = (i: number, j: number, cost: number) => {
    const v = d[j]! + cost;
    if (v < d[i]!) d[i] = v;
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      if (c > 0) relax(i, i - 1, straight);
      if (r > 0) {
        relax(i, i - cols, straight);
        if (c > 0) relax(i, i - cols - 1, diagonal);
        if (c + 1 < cols) relax(i, i - cols + 1, diagonal);
      }
    }
  }
  for (let r = rows - 1; r >= 0; r--) {
    for (let c = cols - 1; c >= 0; c--) {
      const i = r * cols + c;
      if (c + 1 < cols) relax(i, i + 1, straight);
      if (r + 1 < rows) {
        relax(i, i + cols, straight);
        if (c + 1 < cols) relax(i, i + cols + 1, diagonal);
        if (c > 0) relax(i, i + cols - 1, diagonal);
      }
    }
  }
  return d;
}

/** A seeded pseudo-random number in [0, 1) for integer lattice points. */
function hash(x: number, y: number, seed: number): number {
  let h = (x * 374_761_393 + y * 668_265_263 + seed * 2_147_483_647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

/** Smooth value noise in [0, 1): lattice every `scale` cells, smoothstep between. */
export function valueNoise(x: number, y: number, scale: number, seed: number): number {
  const gx = x / scale;
  const gy = y / scale;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const fx = gx - x0;
  const fy = gy - y0;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const top = hash(x0, y0, seed) * (1 - sx) + hash(x0 + 1, y0, seed) * sx;
  const bottom = hash(x0, y0 + 1, seed) * (1 - sx) + hash(x0 + 1, y0 + 1, seed) * sx;
  return top * (1 - sy) + bottom * sy;
}

/** Deepest synthetic depth, metres, and how fast the bottom falls away from land. */
export const MAX_DEMO_DEPTH_M = 420;
export const DEPTH_SCALE_M = 2_600;

/**
 * The synthetic depth of a water cell `distanceM` from land: deepening away from the coast
 * towards {@link MAX_DEMO_DEPTH_M}, varied ±35 % by the noise. Not a survey: demo only.
 */
export function syntheticDepth(distanceM: number, noise: number): number {
  const base = MAX_DEMO_DEPTH_M * (1 - Math.exp(-distanceM / DEPTH_SCALE_M));
  return base * (0.65 + 0.7 * noise);
}
