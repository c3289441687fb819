// What the forecast page draws, as pure functions of the answer, the user's units and now:
// the step nearest now, the chart columns in the chosen units, and the hours to list.
import {
  convertReading,
  nearestForecastTime,
  type WeatherQuantity,
  type WeatherUnits,
} from '@havkart/domain';
import type { ForecastStep, PointForecast } from './forecast.api.js';

/** The page shows the first 66 hours of the series (spec 01 §2: 0–66 h). */
export const FORECAST_HOURS = 66;

/** The hours the page shows: from the hour nearest now, at most 66 hours on. */
export function shownSteps(forecast: PointForecast, now: number): ForecastStep[] {
  const times = forecast.series.map((step) => step.time);
  const first = nearestForecastTime(times, now);
  const start = first === null ? 0 : times.indexOf(first);
  const end = Date.parse(forecast.series[start]?.time ?? '') + FORECAST_HOURS * 3_600_000;
  return forecast.series.slice(start).filter((step) => Date.parse(step.time) <= end);
}

/** Whether the point has no wave forecast at all (land, or outside the wave model). */
export function hasNoWaves(steps: readonly ForecastStep[]): boolean {
  return steps.every((step) => step.waves === null);
}

/** A reading in the user's unit; null stays null (a gap in the chart, "–" in the table). */
export function inUnit<Q extends WeatherQuantity>(
  quantity: Q,
  value: number | null | undefined,
  units: WeatherUnits,
): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const converted = convertReading(quantity, value, units[quantity]);
  return Number.isFinite(converted) ? converted : null;
}

/** The chart columns: x in Unix seconds, as uPlot takes it, then each quantity. */
export interface ForecastColumns {
  readonly time: number[];
  readonly waveHeight: (number | null)[];
  readonly wavePeriod: (number | null)[];
  readonly windSpeed: (number | null)[];
  readonly windGust: (number | null)[];
  readonly currentSpeed: (number | null)[];
  readonly rain: (number | null)[];
  readonly temperature: (number | null)[];
}

export function forecastColumns(
  steps: readonly ForecastStep[],
  units: WeatherUnits,
): ForecastColumns {
  return {
    time: steps.map((step) => Date.parse(step.time) / 1000),
    waveHeight: steps.map((step) => inUnit('waveHeight', step.waves?.height, units)),
    wavePeriod: steps.map((step) => step.waves?.period ?? null),
    windSpeed: steps.map((step) => inUnit('windSpeed', step.wind?.speed, units)),
    windGust: steps.map((step) => inUnit('windSpeed', step.wind?.gust, units)),
    currentSpeed: steps.map((step) => inUnit('seaCurrent', step.current?.speed, units)),
    rain: steps.map((step) => inUnit('rain', step.precipitation, units)),
    temperature: steps.map((step) => inUnit('temperature', step.airTemperature, units)),
  };
}

const COMPASS = ['N', 'NØ', 'Ø', 'SØ', 'S', 'SV', 'V', 'NV'] as const;
const COMPASS_EN = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** A direction as an eight-point compass name in the language, e.g. 'SV' or 'SW'. */
export function compassPoint(degrees: number, language: 'nb-NO' | 'en-US'): string {
  const index = Math.round((((degrees % 360) + 360) % 360) / 45) % 8;
  return (language === 'en-US' ? COMPASS_EN : COMPASS)[index]!;
}
