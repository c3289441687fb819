// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DatasetServices, POLAR_RELOAD_DELAY_MS } from './dataset-services.js';
import { sourceUrl, vectorData } from './dataset-service.js';
import { useDatasetSettings } from './settings.store.js';
import { catalogueDataset, geojsonPart, hostDeps, logRecorder } from './test-support.js';

const points = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: { type: 'Point', coordinates: [10, 60] }, properties: { id: 1 } },
  ],
};
const url = (id: string) => `/api/v1/datasets/${id}/geojson`;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function host(
  datasets: ReturnType<typeof catalogueDataset>[],
  answers: Record<string, () => Promise<unknown>> = {},
  overrides: Parameters<typeof hostDeps>[2] = {},
) {
  const parts = datasets.map((d) => geojsonPart(d.datasetId));
  const fake = hostDeps(parts, answers, overrides);
  const catalogue = {
    groups: [{ id: 'test', name: 'Test', order: 0, collapsedDefault: false }],
    datasets: Object.fromEntries(datasets.map((d) => [d.datasetId, d])),
  };
  return { ...fake, services: new DatasetServices(catalogue, fake.deps) };
}

beforeEach(() => {
  localStorage.clear();
  useDatasetSettings.setState({ datasets: {}, groups: {}, polarDisabled: [] });
});

describe('dataset lifecycle (spec 02 §4)', () => {
  it('activating fetches the data first, then sets active and draws it', async () => {
    const answer = deferred<unknown>();
    const { services, composer } = host([catalogueDataset('rocks')], {
      [url('rocks')]: () => answer.promise,
    });
    const service = services.get('rocks')!;
    const activation = service.activate();
    expect(service.flags).toMatchObject({ active: false, updating: true });
    expect(composer.has('rocks')).toBe(false);
    answer.resolve(points);
    await activation;
    expect(service.flags).toMatchObject({ active: true, initialized: true, updating: false });
    expect(service.data).toEqual(points);
    expect(composer.drawn.get('rocks')?.sources.data).toMatchObject({ data: points });
  });

  it('deactivating clears the data and takes it off the map', async () => {
    const { services, composer } = host([catalogueDataset('rocks')], {
      [url('rocks')]: async () => points,
    });
    const service = services.get('rocks')!;
    await service.activate();
    await service.deactivate();
    expect(service.data).toBeNull();
    expect(service.flags.active).toBe(false);
    expect(composer.has('rocks')).toBe(false);
  });

  it('disabling is separate from deactivating', async () => {
    const { services } = host([catalogueDataset('rocks')], { [url('rocks')]: async () => points });
    const service = services.get('rocks')!;
    await service.activate();
    service.disable();
    expect(service.flags).toMatchObject({ active: true, disabled: true });
    await service.deactivate();
    expect(service.flags).toMatchObject({ active: false, disabled: true });
  });

  it('a failed activation is logged and rejected, and leaves the dataset inactive', async () => {
    const { services, log } = host([catalogueDataset('rocks')], {
      [url('rocks')]: () => Promise.reject(new Error('502')),
    });
    const service = services.get('rocks')!;
    await expect(service.activate()).rejects.toThrow('502');
    expect(service.flags).toMatchObject({ active: false, updating: false });
    expect(log.lines).toContain('Activating dataset rocks failed');
  });

  it('a failed deactivation is logged and passed on', async () => {
    const { services, log, composer } = host([catalogueDataset('rocks')], {
      [url('rocks')]: async () => points,
    });
    const service = services.get('rocks')!;
    await service.activate();
    composer.remove = () => {
      throw new Error('map gone');
    };
    await expect(service.deactivate()).rejects.toThrow('map gone');
    expect(log.lines).toContain('Deactivating dataset rocks failed');
  });

  it("logs 'No dataset service for {id} found' for a dataset without one", async () => {
    const { services, log } = host([catalogueDataset('rocks')]);
    await services.setEnabled('ice', true);
    expect(log.lines).toContain('No dataset service for ice found');
  });

  it.each([
    ['enabled by default: re-activates', true, true],
    ['not enabled by default: deactivates', false, false],
  ])('reset, %s, and resets its filters', async (_name, enabledByDefault, active) => {
    const dataset = catalogueDataset('rocks', { enabledByDefault });
    const { services } = host([dataset], { [url('rocks')]: async () => points });
    await services.setEnabled('rocks', !enabledByDefault);
    const [name] = services.filters('rocks');
    await services.setFilters('rocks', [{ ...name!, active: true, value: 'skjær' }]);
    await services.reset('rocks');
    expect(services.get('rocks')!.flags.active).toBe(active);
    expect(services.filters('rocks')[0]).toMatchObject({ active: false, value: '' });
    expect(useDatasetSettings.getState().datasets.rocks?.enabled).toBe(enabledByDefault);
  });

  it('a data URL answering 204 or an empty body is empty data', async () => {
    for (const answer of [undefined, '']) {
      const { services } = host([catalogueDataset('rocks')], {
        [url('rocks')]: async () => answer,
      });
      await services.get('rocks')!.activate();
      expect(services.get('rocks')!.data).toEqual({ type: 'FeatureCollection', features: [] });
    }
  });

  it.each([[[1, 2]], [{ type: 'Point', coordinates: [1, 2] }], ['text']])(
    "vector data %j is logged as 'Invalid data type for GeoJSON source' and shows nothing",
    (answer) => {
      const log = logRecorder();
      expect(vectorData(answer, log)).toEqual({ type: 'FeatureCollection', features: [] });
      expect(log.lines).toEqual(['Invalid data type for GeoJSON source']);
    },
  );

  it('asks without the API key for datasets that need none', async () => {
    const { services, fetched } = host([catalogueDataset('open', { needsApiKey: false })], {
      [url('open')]: async () => points,
    });
    await services.get('open')!.activate();
    expect(fetched).toEqual([{ url: url('open'), apiKey: false }]);
  });

  it('keeps a dataset on by default on when its first saved setting is a filter', async () => {
    const { services } = host([catalogueDataset('gear', { enabledByDefault: true })], {
      [url('gear')]: async () => points,
    });
    expect(services.isEnabled('gear')).toBe(true);
    await services.setFilters('gear', [
      { ...services.filters('gear')[0]!, active: true, value: 'x' },
    ]);
    expect(useDatasetSettings.getState().datasets.gear?.enabled).toBe(true);
    expect(services.isEnabled('gear')).toBe(true);
  });

  it('hides a dataset whose service says access is not enabled', () => {
    const { services } = host([catalogueDataset('closed', { accessEnabled: false })]);
    expect(services.datasets).toEqual([]);
    expect(services.services.has('closed')).toBe(false);
  });
});

describe('start-up order (spec 01 §4)', () => {
  it('loads enabled prioritised datasets first, the rest once the map is idle', async () => {
    const idle = deferred<void>();
    const { services, fetched } = host(
      [
        catalogueDataset('first', { prioritised: true, enabledByDefault: true }),
        catalogueDataset('later', { enabledByDefault: true }),
        catalogueDataset('off'),
      ],
      { [url('first')]: async () => points, [url('later')]: async () => points },
      { whenMapIdle: () => idle.promise },
    );
    const started = services.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(fetched.map((f) => f.url)).toEqual([url('first')]);
    idle.resolve();
    await started;
    expect(fetched.map((f) => f.url)).toEqual([url('first'), url('later')]);
  });

  it('draws one base map: the saved choice, not both', async () => {
    const tiles = { sources: [{ dataUrl: '/tiles/basemap/{z}/{x}/{y}.pbf' }] };
    const { services, composer } = host([
      catalogueDataset('standard', { ...tiles, baseMap: true, enabledByDefault: true }),
      catalogueDataset('simple', { ...tiles, baseMap: true }),
    ]);
    useDatasetSettings.getState().updateDataset('simple', { enabled: true });
    await services.start();
    expect([...composer.drawn.keys()]).toEqual(['simple']);
    await services.setEnabled('standard', true);
    expect([...composer.drawn.keys()]).toEqual(['standard']);
    expect(useDatasetSettings.getState().datasets.simple?.enabled).toBe(false);
  });

  it('never leaves the map without a base map: turning off and resetting keep one', async () => {
    const tiles = { sources: [{ dataUrl: '/tiles/basemap/{z}/{x}/{y}.pbf' }] };
    const { services, composer } = host([
      catalogueDataset('standard', { ...tiles, baseMap: true, enabledByDefault: true }),
      catalogueDataset('simple', { ...tiles, baseMap: true }),
    ]);
    await services.start();
    await services.setEnabled('standard', false);
    expect([...composer.drawn.keys()]).toEqual(['standard']);
    await services.setEnabled('simple', true);
    await services.reset('simple');
    expect([...composer.drawn.keys()]).toEqual(['standard']);
    expect(useDatasetSettings.getState().datasets.standard?.enabled).toBe(true);
  });
});

describe('polar switch (spec 02 §4)', () => {
  it('disables, deactivates and remembers non-polar datasets, restores them, reloads after 1.2 s', async () => {
    const { services, composer, timers } = host(
      [
        catalogueDataset('flat', { enabledByDefault: true }),
        catalogueDataset('arctic', { enabledByDefault: true, polar: true }),
      ],
      { [url('flat')]: async () => points, [url('arctic')]: async () => points },
    );
    await services.start();
    await services.setPolar(true);
    expect(services.get('flat')!.flags).toMatchObject({ disabled: true, active: false });
    expect(services.get('arctic')!.flags.active).toBe(true);
    expect(useDatasetSettings.getState().polarDisabled).toEqual(['flat']);
    expect(timers.map((t) => t.ms)).toEqual([POLAR_RELOAD_DELAY_MS]);
    await services.setPolar(false);
    expect(services.get('flat')!.flags).toMatchObject({ disabled: false, active: true });
    expect(composer.has('flat')).toBe(true);
    expect(useDatasetSettings.getState().polarDisabled).toEqual([]);
    expect(timers).toHaveLength(2);
  });
});

describe('start-up in polar view (R27.26, A38)', () => {
  it('disables every dataset without polar support and remembers the enabled ones', async () => {
    const { services, composer } = host(
      [
        catalogueDataset('flat', { enabledByDefault: true }),
        catalogueDataset('idle', { enabledByDefault: false }),
        catalogueDataset('arctic', { enabledByDefault: true, polar: true }),
      ],
      { [url('flat')]: async () => points, [url('arctic')]: async () => points },
    );
    await services.start(true);
    expect(services.get('flat')!.flags).toMatchObject({ disabled: true, active: false });
    expect(services.get('idle')!.flags).toMatchObject({ disabled: true, active: false });
    expect(services.get('arctic')!.flags).toMatchObject({ disabled: false, active: true });
    expect(composer.has('flat')).toBe(false);
    expect(composer.has('arctic')).toBe(true);
    expect(useDatasetSettings.getState().polarDisabled).toEqual(['flat']);
  });
});

describe('source choice (spec 02 §6)', () => {
  const sources = [
    { dataUrl: '/open' },
    { dataUrl: '/fiskinfo', requiredRoles: ['BwFiskinfo'] },
    { dataUrl: '/admin', requiredRoles: ['IS_AISADMIN'] },
  ];
  it.each([
    [[], '/open'],
    [['BwFiskinfo'], '/fiskinfo'],
    [['IS_AISADMIN'], '/admin'],
    [['BwFiskinfo', 'IS_AISADMIN'], '/admin'],
  ])('roles %j get %s: the last source whose roles the user holds', (roles, expected) => {
    expect(sourceUrl({ sources }, roles)).toBe(expected);
  });

  it('without known roles takes the last source the catalogue listed for the caller', () => {
    expect(sourceUrl({ sources }, undefined)).toBe('/admin');
  });
});

describe('filters on the map (spec 02 §7)', () => {
  it('hands the layers the active-filter body, so a dataset can filter what it draws', async () => {
    const { services } = host([catalogueDataset('rocks')], { [url('rocks')]: async () => points });
    const service = services.get('rocks')!;
    expect(service.layerContext().filters).toEqual({});
    const [name] = services.filters('rocks');
    await services.setFilters('rocks', [{ ...name!, active: true, value: 'skjær' }]);
    expect(service.layerContext().filters).toEqual({ name: 'skjær' });
  });
});
