// Keeps the forecast's times fresh (R15.02): refetched every 15 minutes, the selected time
// following now unless the user picked one (A69).
import { FORECAST_TIME_REFRESH_MS } from '@havkart/domain';
import type { PeriodicTask } from '../../app/startup/periodic-tasks.js';
import { useForecastTime } from './forecast-time.store.js';

export const FORECAST_TIMES_PATH = '/bwapi/v1/geodata/waveforecast/available/all';

export interface ForecastTimesApi {
  get<T>(path: string): Promise<T | undefined>;
}

/** The periodic task; a failed fetch keeps the times there are and is logged by the registry. */
export function forecastTimesTask(api: ForecastTimesApi, now = () => Date.now()): PeriodicTask {
  return {
    id: 'forecastTimes',
    intervalMs: FORECAST_TIME_REFRESH_MS,
    run: async () => {
      const answer = await api.get<{ available_forecast_times?: unknown }>(FORECAST_TIMES_PATH);
      const times = answer?.available_forecast_times;
      if (!Array.isArray(times)) throw new Error('No available_forecast_times in the answer');
      useForecastTime.getState().setTimes(times, now());
    },
  };
}
