// The default forecast service: the demo model, on a new run every six hours.
import { buildWaveGrid, WAVE_GRID_LAYOUT, type WaveGrid } from '../grid/grid.js';
import { demoConditions, demoWaveField } from '../model/demo-model.js';
import { seaMask as committedSeaMask, type SeaMask } from '../model/sea-mask.js';
import {
  isoTime,
  round,
  type ForecastRun,
  type ForecastStep,
  type RoutePointValues,
} from './forecast-types.js';
import { createTileCutter, LruCache, nearestTime, type WaveForecastService } from './service.js';

const HOUR_MS = 3_600_000;
/** A new demo run starts every 6 hours, at 00, 06, 12 and 18 UTC, as MET's wave model runs. */
export const DEMO_RUN_INTERVAL_HOURS = 6;
/** Hourly steps from the run's start to 66 hours ahead. */
export const DEMO_FORECAST_HOURS = 66;

/** The demo run current at `now`. */
export function demoRun(now: number): ForecastRun {
  const runMs = DEMO_RUN_INTERVAL_HOURS * HOUR_MS;
  const runAt = Math.floor(now / runMs) * runMs;
  return {
    id: `demo-${isoTime(runAt)}`,
    runAt,
    times: Array.from({ length: DEMO_FORECAST_HOURS + 1 }, (_, h) => runAt + h * HOUR_MS),
    updatedAt: runAt,
  };
}

export interface DemoServiceOptions {
  now?: () => number;
  mask?: () => SeaMask;
}

export function createDemoForecastService(options: DemoServiceOptions = {}): WaveForecastService {
  const now = options.now ?? Date.now;
  const mask = options.mask ?? committedSeaMask;
  // A step's grid takes some 100 ms to compute; a slider moving back and forth reuses them.
  const grids = new LruCache<WaveGrid>(8);
  const grid = async (run: ForecastRun, time: number) => {
    const key = `${run.id}/${time}`;
    let cached = grids.get(key);
    if (!cached) {
      const m = mask();
      const field = demoWaveField(time, run.runAt, m);
      // Nodes with no sea within reach are never drawn: left out, which halves the work.
      cached = buildWaveGrid(WAVE_GRID_LAYOUT, time, (lat, lon) =>
        m.seaShare(lat, lon) > 0 ? field(lat, lon) : null,
      );
      grids.set(key, cached);
    }
    return cached;
  };
  const cutter = createTileCutter({ mask, grid });

  const step = (lat: number, lon: number, time: number, runAt: number): ForecastStep => {
    const c = demoConditions(lat, lon, time, runAt, mask());
    const atSea = mask().isSea(lat, lon);
    return {
      time: isoTime(time),
      waves: atSea
        ? {
            height: round(c.waveHeight, 2),
            direction: Math.round(c.waveFromDirection) % 360,
            period: round(c.wavePeriod, 1),
          }
        : null,
      wind: {
        speed: round(c.windSpeed, 1),
        gust: round(c.windGust, 1),
        direction: Math.round(c.windFromDirection) % 360,
      },
      current: atSea
        ? { speed: round(c.currentSpeed, 2), direction: Math.round(c.currentToDirection) % 360 }
        : null,
      precipitation: round(c.precipitation, 1),
      airTemperature: round(c.airTemperature, 1),
    };
  };

  return {
    source: 'demo',
    currentRun: async () => demoRun(now()),
    tileEtag: cutter.tileEtag,
    waveTile: cutter.waveTile,
    async pointForecast(lat, lon) {
      const run = demoRun(now());
      return {
        lat,
        lon,
        source: 'demo',
        updatedAt: isoTime(run.updatedAt),
        series: run.times.map((time) => step(lat, lon, time, run.runAt)),
      };
    },
    async routeForecast(points) {
      const run = demoRun(now());
      return points.map((point): RoutePointValues => {
        const time = nearestTime(run.times, Date.parse(point.passingTime));
        const s = time === null ? null : step(point.lat, point.lon, time, run.runAt);
        return {
          forecastTime: time === null ? null : isoTime(time),
          waveHeight: s?.waves?.height ?? null,
          waveDirection: s?.waves?.direction ?? null,
          windSpeed: s?.wind?.speed ?? null,
          windDirection: s?.wind?.direction ?? null,
          currentSpeed: s?.current?.speed ?? null,
          currentDirection: s?.current?.direction ?? null,
        };
      });
    },
  };
}
