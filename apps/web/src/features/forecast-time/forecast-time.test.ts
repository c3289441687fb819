// @vitest-environment happy-dom
import { FORECAST_TIME_REFRESH_MS } from '@havkart/domain';
import { themes } from '@havkart/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodicTasks } from '../../app/startup/periodic-tasks.js';
import { DatasetServices } from '../../datasets/dataset-services.js';
import { useDatasetSettings } from '../../datasets/settings.store.js';
import { catalogueDataset, geojsonPart, hostDeps } from '../../datasets/test-support.js';
import { refreshOnForecastTimeChange } from './forecast-time.datasets.js';
import { useForecastTime } from './forecast-time.store.js';
import { forecastTimesTask, FORECAST_TIMES_PATH } from './forecast-time.task.js';

const hours = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(2026, 10, 27, first + i)).toISOString(),
  );

beforeEach(() => {
  useForecastTime.setState({ times: [], selected: null, picked: false, playing: false });
  localStorage.clear();
  useDatasetSettings.setState({ datasets: {}, groups: {}, polarDisabled: [] });
});
afterEach(() => vi.useRealTimers());

describe('the selected forecast time, refreshed every 15 minutes (R15.01, R15.02, A69)', () => {
  it('refetches the times on the timer and follows now until the user picks one', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 27, 10, 5));
    let run = hours(10, 6);
    const asked: string[] = [];
    const api = {
      get: async <T>(path: string) => {
        asked.push(path);
        return { available_forecast_times: run } as T;
      },
    };
    useForecastTime.getState().setTimes(run, Date.now());
    expect(useForecastTime.getState().selected).toBe(run[0]);

    const tasks = new PeriodicTasks(() => undefined);
    tasks.register(forecastTimesTask(api));
    tasks.start();
    vi.setSystemTime(Date.UTC(2026, 10, 27, 11, 50));
    await vi.advanceTimersByTimeAsync(FORECAST_TIME_REFRESH_MS);
    expect(asked).toEqual([FORECAST_TIMES_PATH]);
    // 11:50 + 15 min is nearest 12:00.
    expect(useForecastTime.getState().selected).toBe(run[2]);

    useForecastTime.getState().step(2);
    expect(useForecastTime.getState()).toMatchObject({ selected: run[4], picked: true });
    await vi.advanceTimersByTimeAsync(FORECAST_TIME_REFRESH_MS);
    expect(useForecastTime.getState().selected).toBe(run[4]);

    // A new model run without the picked hour: back to the one nearest now.
    run = hours(15, 6);
    await vi.advanceTimersByTimeAsync(FORECAST_TIME_REFRESH_MS);
    expect(useForecastTime.getState()).toMatchObject({ selected: run[0], picked: false });
    tasks.stop();
  });

  it('"Now" goes back to the time nearest now and follows it again', () => {
    const times = hours(10, 6);
    useForecastTime.getState().setTimes(times, Date.UTC(2026, 10, 27, 10));
    useForecastTime.getState().pick(times[5]!);
    expect(useForecastTime.getState().picked).toBe(true);
    useForecastTime.getState().followNow(Date.UTC(2026, 10, 27, 12, 10));
    expect(useForecastTime.getState()).toMatchObject({ selected: times[2], picked: false });
  });

  it('ignores a picked time the model does not offer', () => {
    useForecastTime.getState().setTimes(hours(10, 2), Date.UTC(2026, 10, 27, 10));
    useForecastTime.getState().pick('2030-01-01T00:00:00.000Z');
    expect(useForecastTime.getState().selected).toBe(hours(10, 1)[0]);
  });
});

describe('datasets that follow the time (R15.17)', () => {
  function timeFollowingHost() {
    const stations = catalogueDataset('stations');
    const waves = catalogueDataset('waves', {
      sources: [{ dataUrl: '/api/v1/waves.json?time={time}&lang={lang}' }],
    });
    const plain = catalogueDataset('rocks');
    const parts = [
      { ...geojsonPart('stations'), followsSelectedTime: true },
      geojsonPart('waves'),
      geojsonPart('rocks'),
    ];
    const empty = async () => ({ type: 'FeatureCollection', features: [] });
    const fake = hostDeps(
      parts,
      new Proxy({} as Record<string, () => Promise<unknown>>, { get: () => empty }),
      {
        layerContext: () => ({
          theme: themes.day,
          language: 'en-US',
          depthUnit: 'meters',
          origin: 'http://localhost',
          selectedTime: useForecastTime.getState().selected,
          now: Date.UTC(2026, 10, 27, 10),
        }),
      },
    );
    const catalogue = {
      groups: [{ id: 'test', name: 'Test', order: 0, collapsedDefault: false }],
      datasets: { stations, waves, rocks: plain },
    };
    return { ...fake, services: new DatasetServices(catalogue, fake.deps) };
  }

  it('asks a {time} data URL for the selected time and refreshes the followers on a change', async () => {
    const times = hours(10, 3);
    useForecastTime.getState().setTimes(times, Date.UTC(2026, 10, 27, 10));
    const { services, fetched } = timeFollowingHost();
    for (const id of ['stations', 'waves', 'rocks']) await services.get(id)!.activate();
    expect(fetched.map((f) => f.url)).toContain(
      '/api/v1/waves.json?time=2026-11-27T10%3A00%3A00.000Z&lang=en',
    );
    expect(services.get('stations')!.followsSelectedTime()).toBe(true);
    expect(services.get('waves')!.followsSelectedTime()).toBe(true);
    expect(services.get('rocks')!.followsSelectedTime()).toBe(false);

    const stop = refreshOnForecastTimeChange(services);
    fetched.length = 0;
    useForecastTime.getState().step(1);
    await vi.waitFor(() => expect(fetched).toHaveLength(2));
    expect(fetched.map((f) => f.url).sort()).toEqual([
      '/api/v1/datasets/stations/geojson',
      '/api/v1/waves.json?time=2026-11-27T11%3A00%3A00.000Z&lang=en',
    ]);
    stop();
  });
});
