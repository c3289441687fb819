import { describe, expect, it } from 'vitest';
import { catalogueDataset, catalogueGroup, sourcesFor } from './catalogue.js';
import type { DatasetManifest } from './manifest.js';

const navigation: DatasetManifest = {
  id: 'navigationinstallations',
  group: 'navigation',
  name: { 'nb-NO': 'Navigasjonsinstallasjoner', 'en-US': 'Navigation installations' },
  featureKey: { field: 'globalid', prefixes: ['fxd', 'flt', 'lgt'] },
  sources: [
    { dataUrl: '/tiles/navigationinstallations/{z}/{x}/{y}.pbf', requiredRoles: [] },
    {
      dataUrl: '/tiles/navigationinstallations-extended/{z}/{x}/{y}.pbf',
      requiredRoles: ['BwYrkesfisker'],
    },
  ],
  mapZIndex: 12,
  baseMap: false,
  polar: false,
  zoom: { min: 9, max: 16 },
  prioritised: false,
  updateMode: 'periodic',
  updateIntervalMs: 3_600_000,
  enabledByDefault: false,
  accessEnabled: true,
  needsApiKey: true,
  demoData: true,
};

describe('catalogue entries', () => {
  it('names a dataset in the language asked for and keeps what clients choose by', () => {
    expect(catalogueDataset(navigation, 'en-US')).toEqual({
      datasetId: 'navigationinstallations',
      name: 'Navigation installations',
      group: 'navigation',
      // An empty role list is the same as none: the source is open to anyone.
      sources: [
        { dataUrl: '/tiles/navigationinstallations/{z}/{x}/{y}.pbf' },
        {
          dataUrl: '/tiles/navigationinstallations-extended/{z}/{x}/{y}.pbf',
          requiredRoles: ['BwYrkesfisker'],
        },
      ],
      mapZIndex: 12,
      baseMap: false,
      featureKey: { field: 'globalid', prefixes: ['fxd', 'flt', 'lgt'] },
      polar: false,
      minZoom: 9,
      maxZoom: 16,
      prioritised: false,
      updateMode: 'periodic',
      updateIntervalMs: 3_600_000,
      enabledByDefault: false,
      accessEnabled: true,
      needsApiKey: true,
      demoData: true,
    });
    expect(catalogueDataset(navigation, 'nb-NO').name).toBe('Navigasjonsinstallasjoner');
  });

  it('leaves out an absent ordering rather than inventing one', () => {
    const { mapZIndex: _omitted, ...unordered } = navigation;
    expect(catalogueDataset(unordered, 'en-US')).not.toHaveProperty('mapZIndex');
  });

  it('names a group in the language asked for', () => {
    const group = {
      id: 'navigation',
      name: { 'nb-NO': 'Navigasjon', 'en-US': 'Navigation' },
      order: 3,
      collapsedDefault: true,
    };
    expect(catalogueGroup(group, 'nb-NO')).toEqual({
      id: 'navigation',
      name: 'Navigasjon',
      order: 3,
      collapsedDefault: true,
    });
  });
});

describe('sources per caller', () => {
  const fisher = '/tiles/navigationinstallations-extended/{z}/{x}/{y}.pbf';
  const open = '/tiles/navigationinstallations/{z}/{x}/{y}.pbf';

  it.each([
    [[], open],
    [['BwYrkesfisker'], fisher],
    [['BwDeveloper', 'BwYrkesfisker'], fisher],
  ])('with roles %j the last source left is %s', (roles, expected) => {
    expect(sourcesFor(navigation, roles)?.sources.at(-1)?.dataUrl).toBe(expected);
  });

  it('hides a dataset none of whose sources the caller may use', () => {
    const restricted: DatasetManifest = {
      ...navigation,
      sources: [{ dataUrl: '/tiles/x/{z}/{x}/{y}.pbf', requiredRoles: ['BwHavForsker'] }],
    };
    expect(sourcesFor(restricted, ['BwYrkesfisker'])).toBeNull();
    expect(sourcesFor(restricted, ['BwHavForsker'])?.sources).toHaveLength(1);
  });

  it('hides a source gated by a policy from callers without it, whatever their roles (R10.28)', () => {
    const gated: DatasetManifest = {
      ...navigation,
      sources: [
        { dataUrl: '/api/v1/admin/ais/basestations/geojson', requiredPolicies: ['BwAisAdmin'] },
      ],
    };
    expect(sourcesFor(gated, ['BwYrkesfisker', 'BwHavForsker'])).toBeNull();
    expect(sourcesFor(gated, [], ['BwSomethingElse'])).toBeNull();
    expect(sourcesFor(gated, [], ['BwAisAdmin'])?.sources).toHaveLength(1);
    expect(catalogueDataset(gated, 'en-US').sources).toEqual([
      { dataUrl: '/api/v1/admin/ais/basestations/geojson', requiredPolicies: ['BwAisAdmin'] },
    ]);
  });

  it('needs both the roles and the policies a source names', () => {
    const both: DatasetManifest = {
      ...navigation,
      sources: [{ dataUrl: '/x', requiredRoles: ['BwYrkesfisker'], requiredPolicies: ['P'] }],
    };
    expect(sourcesFor(both, ['BwYrkesfisker'])).toBeNull();
    expect(sourcesFor(both, [], ['P'])).toBeNull();
    expect(sourcesFor(both, ['BwYrkesfisker'], ['P'])).not.toBeNull();
  });

  it('reports the tiles and schema the running server has, and its demo flag', () => {
    const entry = catalogueDataset(navigation, 'nb-NO', {
      demoData: false,
      tiles: { minZoom: 0, maxZoom: 12 },
      tileSchema: 'protomaps',
    });
    expect(entry).toMatchObject({
      demoData: false,
      tileMinZoom: 0,
      tileMaxZoom: 12,
      tileSchema: 'protomaps',
    });
  });

  it("reports tiles only up to the dataset's own max zoom", () => {
    const entry = catalogueDataset({ ...navigation, zoom: { min: 0, max: 12 } }, 'nb-NO', {
      tiles: { minZoom: 0, maxZoom: 14 },
    });
    expect(entry).toMatchObject({ maxZoom: 12, tileMaxZoom: 12 });
  });
});
