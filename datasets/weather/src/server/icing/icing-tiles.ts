// Icing tiles: the spray-icing rate of the demo model on the wave grid's nodes for one forecast
// step, cut per tile into isobands of the spec's icing bands, cached per run and time.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { ICING_LIGHT_FROM, ICING_LIGHT_TO, ICING_MODERATE_TO } from '@havkart/domain';
import { fromGeojsonVt, type VtFeature } from 'vt-pbf';
import type { ForecastRun } from '../forecast/forecast-types.js';
import { LruCache, type WaveTile } from '../forecast/service.js';
import { sampleBilinear, WAVE_GRID_LAYOUT, type GridLayout } from '../grid/grid.js';
import { demoIcingInputField } from '../model/demo-model.js';
import { seaMask as committedSeaMask, type SeaMask } from '../model/sea-mask.js';
import { isobands, TILE_EXTENT } from '../tiles/isobands.js';
import { sprayIcingRate } from './overland.js';

/** Layer of the icing isobands: one feature per band present, `band`, `min` and `max` (cm/h). */
export const ICING_LAYER = 'icing';

/** The bands drawn (spec 02 §9); under `light` is no icing and nothing is drawn (A94). */
export const ICING_TILE_BANDS = [
  { band: 'light', min: ICING_LIGHT_FROM, max: ICING_LIGHT_TO },
  { band: 'moderate', min: ICING_LIGHT_TO, max: ICING_MODERATE_TO },
  { band: 'heavy', min: ICING_MODERATE_TO, max: null },
] as const;
const THRESHOLDS = ICING_TILE_BANDS.map((b) => b.min);

/** Bumped when the tile cutting changes, so caches do not keep tiles of the old kind. */
const TILE_FORMAT = 1;

export interface IcingGrid {
  readonly layout: GridLayout;
  readonly time: number;
  /** Icing rate, cm/h, per node (row-major from the south); NaN where no sea is near. */
  readonly rate: Float32Array;
}

/** The demo model's icing rate on every grid node near the sea at one step of a run. */
export function demoIcingGrid(time: number, runAt: number, mask: SeaMask): IcingGrid {
  const layout = WAVE_GRID_LAYOUT;
  const field = demoIcingInputField(time, runAt);
  const rate = new Float32Array(layout.cols * layout.rows).fill(Number.NaN);
  for (let row = 0; row < layout.rows; row++) {
    const lat = layout.south + row * layout.dLat;
    for (let col = 0; col < layout.cols; col++) {
      const lon = layout.west + col * layout.dLon;
      if (mask.seaShare(lat, lon) <= 0) continue;
      const { windSpeed, airTemperature, seaTemperature } = field(lat, lon);
      rate[row * layout.cols + col] = sprayIcingRate(windSpeed, airTemperature, seaTemperature);
    }
  }
  return { layout, time, rate };
}

/** The icing bands of tile z/x/y; empty where the tile has no icing at sea. */
export function icingTileFeatures(
  grid: IcingGrid,
  mask: SeaMask,
  z: number,
  x: number,
  y: number,
): VtFeature[] {
  return isobands(
    (lat, lon) => sampleBilinear(grid.layout, grid.rate, lat, lon),
    mask,
    z,
    x,
    y,
    THRESHOLDS,
  ).map(({ index, geometry }) => {
    const band = ICING_TILE_BANDS[index]!;
    const tags: Record<string, string | number> = { band: band.band, min: band.min };
    if (band.max !== null) tags['max'] = band.max;
    return { type: 3, geometry, tags } as VtFeature;
  });
}

/** The tile as gzip-compressed MVT, or null where it has nothing to draw. */
export function encodeIcingTile(features: VtFeature[]): Buffer | null {
  if (features.length === 0) return null;
  return gzipSync(
    fromGeojsonVt({ [ICING_LAYER]: { features } }, { version: 2, extent: TILE_EXTENT }),
  );
}

export interface IcingTileSource {
  /** The entity tag tile z/x/y of this run and time has, known without cutting it. */
  tileEtag(run: ForecastRun, time: number, z: number, x: number, y: number): string;
  /** The tile, or null where there is no icing to draw. `time` must be one of the run's. */
  icingTile(run: ForecastRun, time: number, z: number, x: number, y: number): WaveTile | null;
}

export interface IcingTileOptions {
  mask?: () => SeaMask;
  /** Tiles kept in memory (default 2000). */
  tileLimit?: number;
}

/**
 * Icing tiles for any run's times. The rate comes from the demo model's wind and air and sea
 * temperature, whichever service gives the times.
 */
export function createIcingTiles(options: IcingTileOptions = {}): IcingTileSource {
  const mask = options.mask ?? committedSeaMask;
  // A step's grid takes about as long as a wave grid; a slider moving back and forth reuses it.
  const grids = new LruCache<IcingGrid>(4);
  const tiles = new LruCache<WaveTile | null>(options.tileLimit ?? 2000);
  const tileEtag = (run: ForecastRun, time: number, z: number, x: number, y: number) =>
    `"${createHash('sha1')
      .update(`icing/${TILE_FORMAT}/${run.id}/${time}/${z}/${x}/${y}`)
      .digest('base64url')}"`;
  const gridOf = (run: ForecastRun, time: number) => {
    const key = `${run.id}/${time}`;
    let grid = grids.get(key);
    if (!grid) {
      grid = demoIcingGrid(time, run.runAt, mask());
      grids.set(key, grid);
    }
    return grid;
  };
  return {
    tileEtag,
    icingTile(run, time, z, x, y) {
      const key = `${run.id}/${time}/${z}/${x}/${y}`;
      const cached = tiles.get(key);
      if (cached !== undefined) return cached;
      const data = encodeIcingTile(icingTileFeatures(gridOf(run, time), mask(), z, x, y));
      const tile = data ? { data, etag: tileEtag(run, time, z, x, y) } : null;
      tiles.set(key, tile);
      return tile;
    },
  };
}
