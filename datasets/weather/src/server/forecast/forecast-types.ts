// What the forecast service answers: runs, point series and route points, SI units.

export type ForecastSourceKind = 'demo' | 'met';

/** One model run: the forecast times it offers and when its data last changed. */
export interface ForecastRun {
  /** Changes with every new run or new upstream data; tile URLs and ETags carry it. */
  readonly id: string;
  /** Start of the run, epoch ms. */
  readonly runAt: number;
  /** Hourly forecast times, epoch ms, oldest first. */
  readonly times: readonly number[];
  /** When the data was last updated, epoch ms. */
  readonly updatedAt: number;
}

export interface WaveValues {
  /** Significant wave height, m. */
  height: number;
  /** Where the waves come from, degrees. */
  direction: number;
  /** Wave period, s; null where the upstream gives none. */
  period: number | null;
}

export interface WindValues {
  speed: number;
  gust: number | null;
  /** Where the wind comes from, degrees. */
  direction: number;
}

export interface CurrentValues {
  speed: number;
  /** Where the current goes, degrees. */
  direction: number;
}

/** One hour of a point forecast; waves and current null on land or outside the sea model. */
export interface ForecastStep {
  time: string;
  waves: WaveValues | null;
  wind: WindValues | null;
  current: CurrentValues | null;
  /** mm in the hour. */
  precipitation: number | null;
  /** °C. */
  airTemperature: number | null;
}

export interface PointForecast {
  lat: number;
  lon: number;
  source: ForecastSourceKind;
  /** ISO time the data was last updated. */
  updatedAt: string;
  series: ForecastStep[];
}

/** A route point as BarentsWatch's route forecast takes it; other fields are passed back. */
export interface RoutePointInput {
  lat: number;
  lon: number;
  passingTime: string;
  [field: string]: unknown;
}

export interface RoutePointValues {
  /** The forecast step used (nearest the passing time), or null past the forecast. */
  forecastTime: string | null;
  waveHeight: number | null;
  waveDirection: number | null;
  windSpeed: number | null;
  windDirection: number | null;
  currentSpeed: number | null;
  currentDirection: number | null;
}

/** The upstream has not answered usefully yet: nothing to serve. */
export class ForecastUpstreamError extends Error {
  constructor(
    readonly upstream: string,
    message: string,
  ) {
    super(message);
    this.name = 'ForecastUpstreamError';
  }
}

/** `2026-11-23T12:00:00Z`: whole seconds, as the upstreams write times. */
export function isoTime(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Rounds to `digits` decimals; what the API sends (the model has no more precision). */
export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
