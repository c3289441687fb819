// The sea mask of the demo model and the exposure derived from it. Read once, on first use,
// from the committed raster (see `generate/sea-mask.ts` for how it is built from the base
// map's land polygons).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { SEA_MASK_LAYOUT, type MaskLayout } from './sea-mask-layout.js';

/** Radius of the neighbourhood whose share of open water makes a place exposed, degrees. */
const EXPOSURE_HALF_LAT = 0.25;
const EXPOSURE_HALF_LON = 0.5;
/** Exposure is kept at this coarser step (about 5 km); bilinear between. */
const EXPOSURE_STEP = 5;

export interface SeaMask {
  readonly layout: MaskLayout;
  /** Whether a place is at sea; false outside the mask. */
  isSea(lat: number, lon: number): boolean;
  /**
   * Share of sea in a box, 0–1, counted over the mask cells it touches; 0 outside the
   * mask. What a map pixel at low zoom
   * covers: a skerry or a sound much smaller than the pixel does not decide it.
   */
  seaFraction(south: number, west: number, north: number, east: number): number;
  /**
   * Share of open water within about 28 km, 0–1: 1 far out at sea, about 0.5 on an open
   * coast, lower inside fjords and between islands. 0 outside the mask.
   */
  seaShare(lat: number, lon: number): number;
}

/** Builds a mask from its bits (one per cell, rows from the south, least significant first). */
export function createSeaMask(bits: Uint8Array, layout: MaskLayout = SEA_MASK_LAYOUT): SeaMask {
  const { cols, rows } = layout;
  if (bits.length !== Math.ceil((cols * rows) / 8)) {
    throw new Error(
      `Sea mask has ${bits.length} bytes; its layout needs ${Math.ceil((cols * rows) / 8)}`,
    );
  }
  const seaAt = (col: number, row: number): number => {
    const cell = row * cols + col;
    return (bits[cell >> 3]! >> (cell & 7)) & 1;
  };

  // Summed-area table of sea cells, so every neighbourhood share costs four look-ups.
  const sums = new Int32Array((cols + 1) * (rows + 1));
  for (let row = 0; row < rows; row++) {
    let rowSum = 0;
    for (let col = 0; col < cols; col++) {
      rowSum += seaAt(col, row);
      sums[(row + 1) * (cols + 1) + col + 1] = sums[row * (cols + 1) + col + 1]! + rowSum;
    }
  }
  const w = cols + 1;
  const halfCols = Math.round(EXPOSURE_HALF_LON / layout.cellLon);
  const halfRows = Math.round(EXPOSURE_HALF_LAT / layout.cellLat);
  const shareCols = Math.ceil(cols / EXPOSURE_STEP);
  const shareRows = Math.ceil(rows / EXPOSURE_STEP);
  const share = new Float32Array(shareCols * shareRows);
  for (let r = 0; r < shareRows; r++) {
    const row = Math.min(rows - 1, r * EXPOSURE_STEP);
    const r0 = Math.max(0, row - halfRows);
    const r1 = Math.min(rows, row + halfRows + 1);
    for (let c = 0; c < shareCols; c++) {
      const col = Math.min(cols - 1, c * EXPOSURE_STEP);
      const c0 = Math.max(0, col - halfCols);
      const c1 = Math.min(cols, col + halfCols + 1);
      const count =
        sums[r1 * w + c1]! - sums[r0 * w + c1]! - sums[r1 * w + c0]! + sums[r0 * w + c0]!;
      share[r * shareCols + c] = count / ((r1 - r0) * (c1 - c0));
    }
  }

  return {
    layout,
    seaFraction(south, west, north, east) {
      // Written out without helpers: this runs for every sample of every tile.
      let c0 = Math.floor((west - layout.west) / layout.cellLon);
      let c1 = Math.floor((east - layout.west) / layout.cellLon) + 1;
      let r0 = Math.floor((south - layout.south) / layout.cellLat);
      let r1 = Math.floor((north - layout.south) / layout.cellLat) + 1;
      if (c0 < 0) c0 = 0;
      if (r0 < 0) r0 = 0;
      if (c1 > cols) c1 = cols;
      if (r1 > rows) r1 = rows;
      if (c0 >= c1 || r0 >= r1) return 0;
      const count =
        sums[r1 * w + c1]! - sums[r0 * w + c1]! - sums[r1 * w + c0]! + sums[r0 * w + c0]!;
      return count / ((r1 - r0) * (c1 - c0));
    },
    isSea(lat, lon) {
      const col = Math.floor((lon - layout.west) / layout.cellLon);
      const row = Math.floor((lat - layout.south) / layout.cellLat);
      if (col < 0 || row < 0 || col >= cols || row >= rows) return false;
      return seaAt(col, row) === 1;
    },
    seaShare(lat, lon) {
      const x = (lon - layout.west) / layout.cellLon / EXPOSURE_STEP;
      const y = (lat - layout.south) / layout.cellLat / EXPOSURE_STEP;
      if (x < 0 || y < 0 || x > shareCols - 1 || y > shareRows - 1) return 0;
      const c0 = Math.min(Math.floor(x), shareCols - 2);
      const r0 = Math.min(Math.floor(y), shareRows - 2);
      const fx = x - c0;
      const fy = y - r0;
      const at = (c: number, r: number) => share[r * shareCols + c]!;
      return (
        (at(c0, r0) * (1 - fx) + at(c0 + 1, r0) * fx) * (1 - fy) +
        (at(c0, r0 + 1) * (1 - fx) + at(c0 + 1, r0 + 1) * fx) * fy
      );
    },
  };
}

let loaded: SeaMask | undefined;

/** The committed mask, read and indexed on first call (about 0.1 s), then shared. */
export function seaMask(): SeaMask {
  loaded ??= createSeaMask(
    gunzipSync(readFileSync(new URL('../../../data/sea-mask.bin.gz', import.meta.url))),
  );
  return loaded;
}
