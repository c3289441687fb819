import type { AppConfiguration } from '@havkart/domain';
import type { ApiClient } from '../../api/api-client.js';
import type { StartupCatalogue } from './dataset-services-hook.js';
import type { PreloadTask } from './preload.js';

export interface PreloadContext {
  readonly api: ApiClient;
  /** The app variant's name: the `{app}` of the configuration paths. */
  readonly app: string;
  readonly language: string;
  readonly embedded: boolean;
  readonly signedIn: boolean;
  /** Embedded, the AIS token is a required preload (spec 01 §8). */
  readonly fetchAisToken: (signal: AbortSignal) => Promise<string>;
}

/** The preloads of spec 01 §4 step 4 for this start. */
export function preloadTasks(context: PreloadContext): PreloadTask[] {
  const { api, app, language } = context;
  const query = { lang: language };
  const path = encodeURIComponent(app);
  const tasks: PreloadTask[] = [
    {
      id: 'appConfig',
      required: true,
      run: (signal) => api.get<AppConfiguration>(`/bwapi/v1/spadata/${path}`, { query, signal }),
    },
    {
      id: 'datasetGroups',
      required: true,
      run: (signal) =>
        api.get<StartupCatalogue['groups']>(`/bwapi/v1/spadataset/groups/${path}`, {
          query,
          signal,
        }),
    },
    {
      id: 'datasets',
      required: true,
      run: (signal) =>
        api.get<StartupCatalogue['datasets']>(`/bwapi/v1/spadataset/data/${path}`, {
          query,
          signal,
        }),
    },
    {
      id: 'forecastTimes',
      required: true,
      run: async (signal) => {
        const answer = await api.get<{ available_forecast_times?: unknown }>(
          '/bwapi/v1/geodata/waveforecast/available/all',
          { signal },
        );
        const times = answer?.available_forecast_times;
        if (!Array.isArray(times)) throw new Error('No available_forecast_times in the answer');
        return times.filter((time): time is string => typeof time === 'string');
      },
    },
  ];
  if (context.embedded) {
    tasks.push({ id: 'aisToken', required: true, run: (signal) => context.fetchAisToken(signal) });
  }
  if (context.signedIn) {
    tasks.push({
      id: 'restrictedAisProfile',
      required: false,
      run: (signal) => api.get('/live/v1/user/userpermissions/', { signal }),
    });
  }
  return tasks;
}
