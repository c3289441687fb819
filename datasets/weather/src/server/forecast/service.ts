// The forecast service behind the routes: the current run, point and route forecasts, and
// wave tiles cut on request and kept per run and time.
import { createHash } from 'node:crypto';
import type { WaveGrid } from '../grid/grid.js';
import type { SeaMask } from '../model/sea-mask.js';
import { encodeWaveTile, waveTileFeatures } from '../tiles/wave-tile.js';
import type {
  ForecastRun,
  ForecastSourceKind,
  PointForecast,
  RoutePointInput,
  RoutePointValues,
} from './forecast-types.js';

/** A gzip-compressed tile and its strong, quoted entity tag. */
export interface WaveTile {
  data: Buffer;
  etag: string;
}

export interface WaveForecastService {
  readonly source: ForecastSourceKind;
  /** The latest run; rejects with ForecastUpstreamError while an upstream has given nothing. */
  currentRun(): Promise<ForecastRun>;
  /** The entity tag tile z/x/y of this run and time has, known without cutting it. */
  tileEtag(run: ForecastRun, time: number, z: number, x: number, y: number): string;
  /** The tile, or null where it has nothing to draw. `time` must be one of the run's times. */
  waveTile(
    run: ForecastRun,
    time: number,
    z: number,
    x: number,
    y: number,
  ): Promise<WaveTile | null>;
  pointForecast(lat: number, lon: number): Promise<PointForecast>;
  /** Values per route point at the forecast step nearest its passing time. */
  routeForecast(points: readonly RoutePointInput[]): Promise<RoutePointValues[]>;
}

/** Bumped when the tile cutting changes, so caches do not keep tiles of the old kind. */
const TILE_FORMAT = 1;

/** Keeps the most recently used entries, dropping the oldest past `limit`. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}

export interface TileCutterOptions {
  mask: () => SeaMask;
  /** The wave grid of a run's step. */
  grid: (run: ForecastRun, time: number) => Promise<WaveGrid | null>;
  /** Tiles kept in memory (default 4000, some 10–40 MB). */
  tileLimit?: number;
}

/** Tile cutting and its caches, shared by the demo and MET services. */
export function createTileCutter(options: TileCutterOptions) {
  const tiles = new LruCache<WaveTile | null>(options.tileLimit ?? 4000);
  const tileEtag = (run: ForecastRun, time: number, z: number, x: number, y: number) =>
    `"${createHash('sha1')
      .update(`${TILE_FORMAT}/${run.id}/${time}/${z}/${x}/${y}`)
      .digest('base64url')}"`;
  return {
    tileEtag,
    async waveTile(run: ForecastRun, time: number, z: number, x: number, y: number) {
      const key = `${run.id}/${time}/${z}/${x}/${y}`;
      const cached = tiles.get(key);
      if (cached !== undefined) return cached;
      const grid = await options.grid(run, time);
      const data = grid ? encodeWaveTile(waveTileFeatures(grid, options.mask(), z, x, y)) : null;
      const tile = data ? { data, etag: tileEtag(run, time, z, x, y) } : null;
      tiles.set(key, tile);
      return tile;
    },
  };
}

/**
 * The step of `times` nearest `at`, or null when `at` lies more than half an hour outside
 * them (past the forecast, or before the run).
 */
export function nearestTime(times: readonly number[], at: number): number | null {
  const first = times[0];
  const last = times[times.length - 1];
  if (first === undefined || last === undefined) return null;
  const halfHour = 1_800_000;
  if (at < first - halfHour || at > last + halfHour) return null;
  let best = first;
  for (const time of times) if (Math.abs(time - at) < Math.abs(best - at)) best = time;
  return best;
}
