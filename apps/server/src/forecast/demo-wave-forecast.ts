import type { WaveForecastSource } from './wave-forecast-source.js';

/** The demo model starts a run every 6 hours, at 00, 06, 12 and 18 UTC. */
export const DEMO_RUN_INTERVAL_HOURS = 6;

/** Hourly steps per run, as MET Norway's wave model gives (0 to 66 hours ahead). */
export const DEMO_FORECAST_HOURS = 66;

const HOUR_MS = 3_600_000;

/** `2026-11-23T12:00:00Z`: whole seconds, as the upstream writes times. */
export function forecastTime(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The forecast times of the latest demo run at `now`: hourly from the run's start to 66
 * hours ahead, oldest first.
 */
export function demoForecastTimes(now: Date): string[] {
  const runMs = DEMO_RUN_INTERVAL_HOURS * HOUR_MS;
  const runStart = Math.floor(now.getTime() / runMs) * runMs;
  return Array.from({ length: DEMO_FORECAST_HOURS + 1 }, (_, hour) =>
    forecastTime(runStart + hour * HOUR_MS),
  );
}

/** The default source: computed, so it works offline and in tests. */
export function createDemoWaveForecastSource(
  now: () => Date = () => new Date(),
): WaveForecastSource {
  return { kind: 'demo', availableTimes: async () => demoForecastTimes(now()) };
}
