import { describe, expect, it } from 'vitest';
import type { DatasetGroupManifest, DatasetManifest } from './manifest.js';
import {
  createDatasetRegistry,
  datasetLayerId,
  DatasetRegistryError,
  mapOrderingProblems,
} from './registry.js';
import { APP_ROUTE_NAMES, EMBED_PATH_PREFIX, SERVER_PATH_SEGMENTS } from './reserved-ids.js';

const group: DatasetGroupManifest = {
  id: 'weather',
  name: { 'nb-NO': 'Vær', 'en-US': 'Weather' },
  order: 2,
  collapsedDefault: false,
};

function dataset(overrides: Partial<DatasetManifest> = {}): DatasetManifest {
  return {
    id: 'icecharts',
    group: 'weather',
    name: { 'nb-NO': 'Iskart', 'en-US': 'Ice charts' },
    featureKey: { field: 'class' },
    sources: [{ dataUrl: '/tiles/icecharts/{z}/{x}/{y}.pbf' }],
    mapZIndex: 3,
    baseMap: false,
    polar: true,
    zoom: { min: 0, max: 12 },
    prioritised: false,
    updateMode: 'static',
    enabledByDefault: false,
    accessEnabled: true,
    needsApiKey: true,
    demoData: true,
    ...overrides,
  };
}

function build(datasets: DatasetManifest[], groups: DatasetGroupManifest[] = [group]) {
  return createDatasetRegistry({ groups, datasets });
}

describe('dataset registry', () => {
  it('finds a registered dataset by id', () => {
    const registry = build([dataset()]);
    expect(registry.get('icecharts')?.name['en-US']).toBe('Ice charts');
    expect(registry.get('missing')).toBeUndefined();
  });

  it('refuses a dataset id registered twice', () => {
    expect(() => build([dataset(), dataset()])).toThrow(
      new DatasetRegistryError('Dataset id "icecharts" is registered twice'),
    );
  });

  it('refuses a group id registered twice', () => {
    expect(() => build([], [group, group])).toThrow(/Group id "weather" is registered twice/);
  });

  // A dataset's id is the first path segment of /{datasetId}/{featureId}: a server path, an
  // app route or the embed prefix as id would make that route mean two things.
  it.each([...SERVER_PATH_SEGMENTS.filter((s) => !s.includes('.')), ...APP_ROUTE_NAMES])(
    'refuses the reserved id %s',
    (id) => {
      expect(() => build([dataset({ id })])).toThrow(/the id is reserved/);
    },
  );

  it('refuses the embed prefix and the service worker path as ids', () => {
    expect(() => build([dataset({ id: EMBED_PATH_PREFIX })])).toThrow(/the id is reserved/);
    // sw.js cannot even pass the id pattern; either way it is refused.
    expect(() => build([dataset({ id: 'sw.js' })])).toThrow(DatasetRegistryError);
  });

  it('reserves the server paths, the spec routes and the embed prefix', () => {
    expect(SERVER_PATH_SEGMENTS).toEqual(
      expect.arrayContaining(['api', 'bwapi', 'live', 'v1', 'auth', 'tiles', 'fonts', 'assets']),
    );
    expect(APP_ROUTE_NAMES).toEqual(
      expect.arrayContaining(['events', 'point', 'fleets', 'vessel', 'forecast', 'caching']),
    );
    expect(EMBED_PATH_PREFIX).toBe('embed');
  });

  it.each(['Ais', '1ais', 'ais data', '', 'a'.repeat(41)])(
    'refuses the malformed id "%s"',
    (id) => {
      expect(() => build([dataset({ id })])).toThrow(/must be lower case/);
    },
  );

  it('refuses an unknown group', () => {
    expect(() => build([dataset({ group: 'nowhere' })])).toThrow(/unknown group "nowhere"/);
  });

  it('refuses a missing name in either language', () => {
    expect(() => build([dataset({ name: { 'nb-NO': 'Iskart', 'en-US': ' ' } })])).toThrow(
      /no name in en-US/,
    );
    expect(() => build([dataset({ name: { 'nb-NO': '', 'en-US': 'Ice' } })])).toThrow(
      /no name in nb-NO/,
    );
  });

  it('refuses a dataset without sources or with a data URL that is not a path or http(s)', () => {
    expect(() => build([dataset({ sources: [] })])).toThrow(/has no source/);
    expect(() => build([dataset({ sources: [{ dataUrl: 'javascript:alert(1)' }] })])).toThrow(
      /neither a path nor an http\(s\) URL/,
    );
  });

  it.each([
    [-1, 10],
    [0, 23],
    [12, 10],
  ])('refuses the zoom range %i–%i', (min, max) => {
    expect(() => build([dataset({ zoom: { min, max } })])).toThrow(/zoom range/);
  });

  it('refuses downloads declared without formats or with a format twice', () => {
    expect(() => build([dataset({ download: { formats: [] } })])).toThrow(/distinct formats/);
    expect(() => build([dataset({ download: { formats: ['gpx', 'gpx'] } })])).toThrow(
      /distinct formats/,
    );
    expect(
      build([dataset({ download: { formats: ['gpx', 'csv'] } })]).get('icecharts'),
    ).toBeDefined();
  });

  it('refuses a periodic dataset without an interval and a fractional mapZIndex', () => {
    expect(() => build([dataset({ updateMode: 'periodic' })])).toThrow(/no updateIntervalMs/);
    expect(() => build([dataset({ mapZIndex: 1.5 })])).toThrow(/mapZIndex/);
  });

  it('lists per app variant only the datasets and groups meant for it, groups by order', () => {
    const base: DatasetGroupManifest = {
      id: 'background',
      name: { 'nb-NO': 'Bakgrunn', 'en-US': 'Background' },
      order: 1,
      collapsedDefault: true,
    };
    const empty: DatasetGroupManifest = { ...group, id: 'empty', order: 0 };
    const registry = build(
      [
        dataset({ id: 'basemap', group: 'background', baseMap: true }),
        dataset({ appVariants: ['nais'] }),
      ],
      [group, base, empty],
    );
    const nais = registry.forApp('nais');
    expect(nais.groups.map((g) => g.id)).toEqual(['background', 'weather']);
    expect(nais.datasets.map((d) => d.id)).toEqual(['basemap', 'icecharts']);
    const other = registry.forApp('havkart');
    // A group with nothing in it for this app is not listed at all.
    expect(other.groups.map((g) => g.id)).toEqual(['background']);
    expect(other.datasets.map((d) => d.id)).toEqual(['basemap']);
  });

  it('shows a dataset by default in the variants that name it, and only there', () => {
    const registry = build([dataset({ enabledByDefault: false, enabledByDefaultIn: ['nais'] })]);
    expect(registry.forApp('nais').datasets[0]?.enabledByDefault).toBe(true);
    expect(registry.forApp('havkart').datasets[0]?.enabledByDefault).toBe(false);
    expect(registry.get('icecharts')?.enabledByDefault).toBe(false);
  });
});

describe('map ordering', () => {
  it('reports datasets without ordering and duplicate values; base maps are exempt', () => {
    const problems = mapOrderingProblems([
      dataset({ id: 'a', mapZIndex: 1 }),
      dataset({ id: 'b', mapZIndex: 1 }),
      dataset({ id: 'c', mapZIndex: undefined }),
      dataset({ id: 'base', baseMap: true, mapZIndex: undefined }),
      dataset({ id: 'd', mapZIndex: 2 }),
    ]);
    expect(problems).toEqual([
      { message: 'Map ordering: property missing', datasetIds: ['c'] },
      { message: 'Map ordering: duplicate values', datasetIds: ['a', 'b'] },
    ]);
  });

  it('reports nothing for distinct orders', () => {
    expect(mapOrderingProblems([dataset({ id: 'a', mapZIndex: 1 }), dataset({ id: 'b' })])).toEqual(
      [],
    );
  });

  it('derives layer ids from the dataset id and the layer role', () => {
    expect(datasetLayerId('basemap', 'land')).toBe('basemap:land');
  });
});
