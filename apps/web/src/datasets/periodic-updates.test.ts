// @vitest-environment happy-dom
import { themes } from '@havkart/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicTasks } from '../app/startup/periodic-tasks.js';
import { MapComposer } from '../map/composer.js';
import { DatasetServices } from './dataset-services.js';
import { datasetUpdateTaskId, updatePeriodically } from './periodic-updates.js';
import { catalogueDataset, geojsonPart, hostDeps } from './test-support.js';

const collection = (id: number) => ({
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: { type: 'Point', coordinates: [10, 60] }, properties: { id } },
  ],
});
const WARNINGS_URL = '/api/v1/datasets/warnings/geojson';

/** Warnings refetched every minute, drawn by a real composer; each fetch answers the next. */
function warningsOnMap(answers: (() => Promise<unknown>)[]) {
  const composer = new MapComposer(themes.day);
  const dataset = catalogueDataset('warnings', {
    updateMode: 'periodic',
    updateIntervalMs: 60_000,
  });
  let call = 0;
  const fake = hostDeps(
    [geojsonPart('warnings')],
    { [WARNINGS_URL]: () => answers[Math.min(call++, answers.length - 1)]!() },
    { composer },
  );
  const catalogue = {
    groups: [{ id: 'test', name: 'Test', order: 0, collapsedDefault: false }],
    datasets: { warnings: dataset },
  };
  const services = new DatasetServices(catalogue, fake.deps);
  return { ...fake, composer, service: services.get('warnings')!, services };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a periodic dataset’s update', () => {
  it('fetches its data again and puts it in place, without taking the dataset off the map', async () => {
    const { service, composer } = warningsOnMap([
      async () => collection(1),
      async () => collection(2),
    ]);
    await service.activate();
    const remove = vi.spyOn(composer, 'remove');
    await service.update();
    expect(service.data).toEqual(collection(2));
    expect(remove).not.toHaveBeenCalled();
    expect(service.flags).toMatchObject({ active: true, updating: false });
  });

  it('keeps what is drawn when the fetch fails, and says so', async () => {
    const { service } = warningsOnMap([
      async () => collection(1),
      () => Promise.reject(new Error('503')),
    ]);
    await service.activate();
    await expect(service.update()).rejects.toThrow('503');
    expect(service.data).toEqual(collection(1));
    expect(service.flags.active).toBe(true);
  });

  it('asks for nothing while the dataset is off', async () => {
    const { service, fetched } = warningsOnMap([async () => collection(1)]);
    await service.update();
    expect(fetched).toEqual([]);
  });

  it('drops an answer that arrives after the dataset was switched off', async () => {
    let release!: (value: unknown) => void;
    const { service } = warningsOnMap([
      async () => collection(1),
      () => new Promise((resolve) => (release = resolve)),
    ]);
    await service.activate();
    const update = service.update();
    await service.deactivate();
    release(collection(2));
    await update;
    expect(service.data).toBeNull();
    expect(service.flags.active).toBe(false);
  });
});

describe('updatePeriodically', () => {
  it('fetches a periodic dataset again at its interval while it is on', async () => {
    vi.useFakeTimers();
    const { service, services, fetched } = warningsOnMap([
      async () => collection(1),
      async () => collection(2),
    ]);
    const tasks = new PeriodicTasks(() => undefined);
    updatePeriodically(services.services.values(), tasks);
    tasks.start();
    await service.activate();
    expect(fetched).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetched).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetched).toHaveLength(2);
    expect(service.data).toEqual(collection(2));
    tasks.stop();
  });

  it('gives no timer to a static dataset or one without an interval', () => {
    const registered: string[] = [];
    const registry = { register: (task: { id: string }) => registered.push(task.id) > 0 };
    const make = (id: string, overrides: Parameters<typeof catalogueDataset>[1]) => ({
      id,
      dataset: catalogueDataset(id, overrides),
      update: () => Promise.resolve(),
    });
    updatePeriodically(
      [
        make('rocks', { updateMode: 'static' }),
        make('warnings', { updateMode: 'periodic', updateIntervalMs: 60_000 }),
        make('odd', { updateMode: 'periodic' }),
      ] as never,
      registry,
    );
    expect(registered).toEqual([datasetUpdateTaskId('warnings')]);
  });
});
