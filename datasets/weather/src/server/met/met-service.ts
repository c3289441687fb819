// The forecast service on MET Norway: point forecasts from Oceanforecast 2.0 and
// Locationforecast 2.0 `complete` at the place, and wave tiles from Oceanforecast sampled at
// sea points every 1° × 0.5° by a background sweep (bilinear between them).
import { createHash } from 'node:crypto';
import { sampleBilinear, sampleDirection, type GridLayout, type WaveGrid } from '../grid/grid.js';
import { seaMask as committedSeaMask, type SeaMask } from '../model/sea-mask.js';
import {
  ForecastUpstreamError,
  isoTime,
  round,
  type ForecastRun,
  type ForecastStep,
  type PointForecast,
  type RoutePointValues,
} from '../forecast/forecast-types.js';
import {
  createTileCutter,
  LruCache,
  nearestTime,
  type WaveForecastService,
} from '../forecast/service.js';
import {
  createMetClient,
  MetUnavailableError,
  OutsideModelError,
  type MetClient,
  type MetLog,
} from './met-client.js';
import { parseLocationforecast, parseOceanforecast, type OceanStep } from './met-parse.js';

export const OCEANFORECAST = 'MET Oceanforecast';
export const LOCATIONFORECAST = 'MET Locationforecast';

/** Sea points sampled for the tiles: every 1° × 0.5° over Norwegian waters. */
export const MET_GRID_LAYOUT: GridLayout = {
  west: -4,
  south: 57,
  dLon: 1,
  dLat: 0.5,
  cols: 45,
  rows: 49,
};

const HOUR_MS = 3_600_000;

interface SeaGrids {
  waves: WaveGrid;
  currentSpeed: Float32Array;
  currentTo: Float32Array;
}
const FORECAST_HOURS = 66;

export interface MetServiceOptions {
  oceanforecastUrl: string;
  locationforecastUrl: string;
  userAgent: string;
  log: MetLog;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  mask?: () => SeaMask;
  gridLayout?: GridLayout;
  /** Requests a second to each product, at most (MET asks for restraint; default 5). */
  maxPerSecond?: number;
  /** Pause between sweeps over the sample points (default 10 min). */
  sweepPauseMs?: number;
}

export interface MetForecastService extends WaveForecastService {
  /** One pass over the sample points, until `stopped` says so; the background sweep repeats it. */
  sweep(stopped?: () => boolean): Promise<void>;
  /** Starts the background sweep; returns its stop. */
  start(): () => void;
}

function rethrowAsUpstream(error: unknown): never {
  if (error instanceof MetUnavailableError) {
    throw new ForecastUpstreamError(error.upstream, error.message);
  }
  throw error;
}

export function createMetForecastService(options: MetServiceOptions): MetForecastService {
  const now = options.now ?? Date.now;
  const mask = options.mask ?? committedSeaMask;
  const layout = options.gridLayout ?? MET_GRID_LAYOUT;
  const common = {
    userAgent: options.userAgent,
    log: options.log,
    fetch: options.fetch,
    now,
    maxPerSecond: options.maxPerSecond,
  };
  const ocean: MetClient = createMetClient({
    ...common,
    upstream: OCEANFORECAST,
    url: options.oceanforecastUrl,
  });
  const location: MetClient = createMetClient({
    ...common,
    upstream: LOCATIONFORECAST,
    url: options.locationforecastUrl,
  });

  /** Latest answer per sample node; absent where MET has none (land, outside, failing). */
  const samples = new Map<number, { updatedAt: number; steps: Map<number, OceanStep> }>();
  let lastSweepError = 'no sea point sampled yet';

  async function sweep(stopped: () => boolean = () => false): Promise<void> {
    const m = mask();
    for (let row = 0; row < layout.rows; row++) {
      for (let col = 0; col < layout.cols; col++) {
        if (stopped()) return;
        const lat = layout.south + row * layout.dLat;
        const lon = layout.west + col * layout.dLon;
        if (m.seaShare(lat, lon) < 0.2) continue;
        const node = row * layout.cols + col;
        try {
          const parsed = parseOceanforecast(await ocean.get(lat, lon));
          samples.set(node, {
            updatedAt: parsed.updatedAt ?? now(),
            steps: new Map(parsed.steps.map((step) => [step.time, step])),
          });
        } catch (error) {
          if (error instanceof OutsideModelError) samples.delete(node);
          else lastSweepError = error instanceof Error ? error.message : String(error);
        }
      }
    }
  }

  function currentGridRun(): ForecastRun {
    if (samples.size === 0) throw new ForecastUpstreamError(OCEANFORECAST, lastSweepError);
    let updatedAt = 0;
    const counts = new Map<number, number>();
    for (const sample of samples.values()) {
      updatedAt = Math.max(updatedAt, sample.updatedAt);
      for (const time of sample.steps.keys()) counts.set(time, (counts.get(time) ?? 0) + 1);
    }
    // Hourly times most sample points have, from the current hour on, 66 hours at most.
    const fromHour = Math.floor(now() / HOUR_MS) * HOUR_MS;
    const times = [...counts]
      .filter(([time, count]) => count * 2 >= samples.size && time % HOUR_MS === 0)
      .map(([time]) => time)
      .filter((time) => time >= fromHour && time <= fromHour + FORECAST_HOURS * HOUR_MS)
      .sort((a, b) => a - b);
    const id = createHash('sha1')
      .update(`${updatedAt}/${samples.size}/${times[0] ?? ''}`)
      .digest('base64url')
      .slice(0, 12);
    return { id: `met-${id}`, runAt: times[0] ?? fromHour, times, updatedAt };
  }

  /** A step's sampled sea state as grids: waves for the tiles, currents for routes too. */
  const stepGrids = new LruCache<SeaGrids>(8);
  function seaGrids(run: ForecastRun, time: number): SeaGrids {
    const key = `${run.id}/${time}`;
    const cached = stepGrids.get(key);
    if (cached) return cached;
    const size = layout.cols * layout.rows;
    const grids: SeaGrids = {
      waves: {
        layout,
        time,
        height: new Float32Array(size).fill(Number.NaN),
        fromDirection: new Float32Array(size).fill(Number.NaN),
      },
      currentSpeed: new Float32Array(size).fill(Number.NaN),
      currentTo: new Float32Array(size).fill(Number.NaN),
    };
    for (const [node, sample] of samples) {
      const step = sample.steps.get(time);
      if (step?.waveHeight != null && step.waveFromDirection != null) {
        grids.waves.height[node] = step.waveHeight;
        grids.waves.fromDirection[node] = step.waveFromDirection;
      }
      if (step?.currentSpeed != null && step.currentToDirection != null) {
        grids.currentSpeed[node] = step.currentSpeed;
        grids.currentTo[node] = step.currentToDirection;
      }
    }
    stepGrids.set(key, grids);
    return grids;
  }

  const cutter = createTileCutter({
    mask,
    grid: async (run, time): Promise<WaveGrid> => seaGrids(run, time).waves,
  });

  /** Wind near a place at a time: Locationforecast on a 0.25° lattice, so a route's points share answers. */
  async function windNear(lat: number, lon: number, time: number) {
    const snapped = (value: number) => Math.round(value * 4) / 4;
    let document: unknown;
    try {
      document = await location.get(snapped(lat), snapped(lon));
    } catch (error) {
      if (error instanceof OutsideModelError) return null;
      return rethrowAsUpstream(error);
    }
    const steps = parseLocationforecast(document).steps;
    const at = nearestTime(
      steps.map((step) => step.time),
      time,
    );
    return steps.find((step) => step.time === at) ?? null;
  }

  async function pointForecast(lat: number, lon: number): Promise<PointForecast> {
    const [oceanDoc, weatherDoc] = await Promise.all([
      ocean.get(lat, lon).catch((error: unknown) => {
        if (error instanceof OutsideModelError) return null;
        return rethrowAsUpstream(error);
      }),
      location.get(lat, lon).catch((error: unknown) => {
        if (error instanceof OutsideModelError) return null;
        return rethrowAsUpstream(error);
      }),
    ]);
    const sea = oceanDoc === null ? null : parseOceanforecast(oceanDoc);
    const weather = weatherDoc === null ? null : parseLocationforecast(weatherDoc);
    const seaByTime = new Map(sea?.steps.map((step) => [step.time, step]));
    const weatherByTime = new Map(weather?.steps.map((step) => [step.time, step]));
    const first = Math.min(...seaByTime.keys(), ...weatherByTime.keys());
    const times = [...new Set([...seaByTime.keys(), ...weatherByTime.keys()])]
      .filter((time) => time <= first + FORECAST_HOURS * HOUR_MS)
      .sort((a, b) => a - b);
    const series = times.map((time): ForecastStep => {
      const s = seaByTime.get(time);
      const w = weatherByTime.get(time);
      return {
        time: isoTime(time),
        waves:
          s?.waveHeight != null && s.waveFromDirection != null
            ? { height: round(s.waveHeight, 2), direction: s.waveFromDirection, period: null }
            : null,
        wind:
          w?.windSpeed != null && w.windFromDirection != null
            ? { speed: w.windSpeed, gust: w.windGust, direction: w.windFromDirection }
            : null,
        current:
          s?.currentSpeed != null && s.currentToDirection != null
            ? { speed: s.currentSpeed, direction: s.currentToDirection }
            : null,
        precipitation: w?.precipitation ?? null,
        airTemperature: w?.airTemperature ?? null,
      };
    });
    const updated = Math.max(sea?.updatedAt ?? 0, weather?.updatedAt ?? 0);
    return {
      lat,
      lon,
      source: 'met',
      updatedAt: isoTime(updated || now()),
      series,
    };
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    source: 'met',
    currentRun: async () => currentGridRun(),
    tileEtag: cutter.tileEtag,
    waveTile: cutter.waveTile,
    pointForecast,
    async routeForecast(points) {
      // Waves and currents from the sampled grid, wind from Locationforecast near each point:
      // a long route costs a few dozen requests, not two per point.
      const run = currentGridRun();
      const m = mask();
      const values: RoutePointValues[] = [];
      for (const point of points) {
        const time = nearestTime(run.times, Date.parse(point.passingTime));
        if (time === null) {
          values.push({
            forecastTime: null,
            waveHeight: null,
            waveDirection: null,
            windSpeed: null,
            windDirection: null,
            currentSpeed: null,
            currentDirection: null,
          });
          continue;
        }
        const grids = seaGrids(run, time);
        const atSea = m.isSea(point.lat, point.lon);
        const sample = (field: Float32Array) =>
          atSea ? sampleBilinear(layout, field, point.lat, point.lon) : null;
        const direction = (field: Float32Array) =>
          atSea ? sampleDirection(layout, field, point.lat, point.lon) : null;
        const height = sample(grids.waves.height);
        const waveFrom = direction(grids.waves.fromDirection);
        const current = sample(grids.currentSpeed);
        const currentTo = direction(grids.currentTo);
        const wind = await windNear(point.lat, point.lon, time);
        values.push({
          forecastTime: isoTime(time),
          waveHeight: height === null ? null : round(height, 2),
          waveDirection: waveFrom === null ? null : Math.round(waveFrom) % 360,
          windSpeed: wind?.windSpeed ?? null,
          windDirection: wind?.windFromDirection ?? null,
          currentSpeed: current === null ? null : round(current, 2),
          currentDirection: currentTo === null ? null : Math.round(currentTo) % 360,
        });
      }
      return values;
    },
    sweep,
    start() {
      let stopped = false;
      const loop = async () => {
        await sweep(() => stopped);
        if (!stopped) timer = setTimeout(loop, options.sweepPauseMs ?? 10 * 60_000);
      };
      void loop();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
  };
}
