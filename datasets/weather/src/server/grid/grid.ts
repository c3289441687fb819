// One forecast step as regular lon/lat grids of wave height and direction, and sampling
// between their nodes. The tiles are cut from these; a model only has to fill the nodes.

/** Node (0, 0) lies at (west, south); nodes go `dLon` east and `dLat` north. */
export interface GridLayout {
  readonly west: number;
  readonly south: number;
  readonly dLon: number;
  readonly dLat: number;
  readonly cols: number;
  readonly rows: number;
}

/**
 * Norwegian waters, North Sea to Barents Sea, every 0.1° × 0.05° (about 5 km): 441 × 489
 * nodes, 0.9 MB per quantity and step.
 */
export const WAVE_GRID_LAYOUT: GridLayout = {
  west: -4,
  south: 56.6,
  dLon: 0.1,
  dLat: 0.05,
  cols: 441,
  rows: 489,
};

export interface WaveGrid {
  readonly layout: GridLayout;
  /** Forecast time, epoch ms. */
  readonly time: number;
  /** Significant wave height, m, per node (row-major from the south); NaN where unknown. */
  readonly height: Float32Array;
  /** Direction waves come from, degrees; NaN where unknown. */
  readonly fromDirection: Float32Array;
}

/** Fills a grid from a function of the node's position. */
export function buildWaveGrid(
  layout: GridLayout,
  time: number,
  valueAt: (lat: number, lon: number) => { height: number; from: number } | null,
): WaveGrid {
  const size = layout.cols * layout.rows;
  const height = new Float32Array(size).fill(Number.NaN);
  const fromDirection = new Float32Array(size).fill(Number.NaN);
  for (let row = 0; row < layout.rows; row++) {
    const lat = layout.south + row * layout.dLat;
    for (let col = 0; col < layout.cols; col++) {
      const value = valueAt(lat, layout.west + col * layout.dLon);
      if (!value) continue;
      height[row * layout.cols + col] = value.height;
      fromDirection[row * layout.cols + col] = value.from;
    }
  }
  return { layout, time, height, fromDirection };
}

/**
 * Bilinear interpolation of `field` at a place, over the surrounding nodes that have a
 * value (weights renormalised, so a coast node without one does not pull towards zero);
 * null outside the grid or where no surrounding node has a value.
 */
export function sampleBilinear(
  layout: GridLayout,
  field: Float32Array,
  lat: number,
  lon: number,
): number | null {
  const x = (lon - layout.west) / layout.dLon;
  const y = (lat - layout.south) / layout.dLat;
  if (!(x >= 0 && y >= 0 && x <= layout.cols - 1 && y <= layout.rows - 1)) return null;
  const c0 = Math.min(Math.floor(x), layout.cols - 2);
  const r0 = Math.min(Math.floor(y), layout.rows - 2);
  const fx = x - c0;
  const fy = y - r0;
  // Written out rather than looped: this runs for every sample of every tile.
  const i = r0 * layout.cols + c0;
  const v00 = field[i]!;
  const v10 = field[i + 1]!;
  const v01 = field[i + layout.cols]!;
  const v11 = field[i + layout.cols + 1]!;
  const w00 = (1 - fx) * (1 - fy);
  const w10 = fx * (1 - fy);
  const w01 = (1 - fx) * fy;
  const w11 = fx * fy;
  let sum = 0;
  let weight = 0;
  if (w00 > 0 && v00 === v00) {
    sum += v00 * w00;
    weight += w00;
  }
  if (w10 > 0 && v10 === v10) {
    sum += v10 * w10;
    weight += w10;
  }
  if (w01 > 0 && v01 === v01) {
    sum += v01 * w01;
    weight += w01;
  }
  if (w11 > 0 && v11 === v11) {
    sum += v11 * w11;
    weight += w11;
  }
  return weight > 0 ? sum / weight : null;
}

/**
 * A direction (degrees) at a place, interpolated as a unit vector so 350° and 10° give 0°,
 * not 180°; null where {@link sampleBilinear} has nothing.
 */
export function sampleDirection(
  layout: GridLayout,
  field: Float32Array,
  lat: number,
  lon: number,
): number | null {
  const x = (lon - layout.west) / layout.dLon;
  const y = (lat - layout.south) / layout.dLat;
  if (!(x >= 0 && y >= 0 && x <= layout.cols - 1 && y <= layout.rows - 1)) return null;
  const c0 = Math.min(Math.floor(x), layout.cols - 2);
  const r0 = Math.min(Math.floor(y), layout.rows - 2);
  const fx = x - c0;
  const fy = y - r0;
  let sx = 0;
  let sy = 0;
  let any = false;
  const add = (c: number, r: number, w: number) => {
    const value = field[r * layout.cols + c]!;
    if (w > 0 && !Number.isNaN(value)) {
      sx += Math.sin((value * Math.PI) / 180) * w;
      sy += Math.cos((value * Math.PI) / 180) * w;
      any = true;
    }
  };
  add(c0, r0, (1 - fx) * (1 - fy));
  add(c0 + 1, r0, fx * (1 - fy));
  add(c0, r0 + 1, (1 - fx) * fy);
  add(c0 + 1, r0 + 1, fx * fy);
  if (!any) return null;
  return ((Math.atan2(sx, sy) * 180) / Math.PI + 360) % 360;
}
