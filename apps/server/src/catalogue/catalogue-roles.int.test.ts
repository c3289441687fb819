import { createDatasetRegistry, type DatasetManifest } from '@havkart/datasets-core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccessPlugin } from '../auth/route-access.js';
import type { Caller } from '../auth/verify.js';
import { loadConfig } from '../config/config.js';
import { configPlugin } from '../plugins/config.js';
import { problemDetailsPlugin } from '../plugins/problem-details.js';
import { catalogueRoutes } from './catalogue-routes.js';

const base: Omit<DatasetManifest, 'id' | 'sources'> = {
  group: 'fishery',
  name: { 'nb-NO': 'Fiske', 'en-US': 'Fishery' },
  featureKey: null,
  mapZIndex: 1,
  baseMap: false,
  polar: false,
  zoom: { min: 0, max: 12 },
  prioritised: false,
  updateMode: 'static',
  enabledByDefault: false,
  accessEnabled: true,
  needsApiKey: true,
  demoData: true,
};

// One dataset open to anyone with a richer source for fishers, one for researchers only.
const registry = createDatasetRegistry({
  groups: [{ id: 'fishery', name: base.name, order: 0, collapsedDefault: false }],
  datasets: [
    {
      ...base,
      id: 'gear',
      sources: [
        { dataUrl: '/tiles/gear/{z}/{x}/{y}.pbf' },
        { dataUrl: '/tiles/gear-extended/{z}/{x}/{y}.pbf', requiredRoles: ['BwYrkesfisker'] },
      ],
    },
    {
      ...base,
      id: 'surveys',
      mapZIndex: 2,
      sources: [{ dataUrl: '/tiles/surveys/{z}/{x}/{y}.pbf', requiredRoles: ['BwHavForsker'] }],
      download: { formats: ['gpx', 'csv'] },
    },
    {
      ...base,
      id: 'facilities',
      mapZIndex: 3,
      sources: [{ dataUrl: '/tiles/facilities/{z}/{x}/{y}.pbf' }],
      download: { formats: ['geojson', 'shape'], requiredRoles: ['BwDownloadFishingfacility'] },
    },
  ],
});

function caller(roles: string[]): Caller {
  return {
    kind: 'user',
    issuer: 'test',
    subject: roles.join('+') || 'none',
    userKey: roles.join('+') || 'none',
    clientId: undefined,
    scopes: [],
    roles,
    policies: [],
  };
}

describe('the dataset catalogue per caller', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(routeAccessPlugin);
    await app.register(configPlugin, loadConfig({ DATA_DIR: '/tmp', LOG_LEVEL: 'silent' }));
    await app.register(problemDetailsPlugin);
    // Tokens name the roles they stand for; the real verifier is tested with the identity.
    app.callerResolver = {
      verify: async (token) => caller(token === 'anonymous' ? [] : token.split('+')),
      restrictedAisValid: async () => false,
      aisOpenRequiresToken: false,
    };
    // Only datasets the server can write as files list their downloads.
    const writable = { geojson: () => ({ type: 'FeatureCollection' as const, features: [] }) };
    app.decorate(
      'datasetServices',
      new Map([
        ['surveys', writable],
        ['facilities', writable],
      ]),
    );
    await app.register(catalogueRoutes(registry));
    await app.ready();
  });
  afterAll(async () => app.close());

  async function catalogue(token?: string) {
    const response = await app.inject({
      url: '/api/v1/spadataset/data/havkart?lang=en',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json<
      Record<string, { sources: { dataUrl: string }[]; download?: { formats: string[] } }>
    >();
  }

  it('lists for an anonymous caller only what is open, with the open source', async () => {
    const open = await catalogue();
    expect(Object.keys(open)).toEqual(['gear', 'facilities']);
    expect(open.gear?.sources.map((s) => s.dataUrl)).toEqual(['/tiles/gear/{z}/{x}/{y}.pbf']);
  });

  it('gives a fisher the fisher source last, so it is the one used', async () => {
    const fisher = await catalogue('BwYrkesfisker');
    expect(Object.keys(fisher)).toEqual(['gear', 'facilities']);
    expect(fisher.gear?.sources.at(-1)?.dataUrl).toBe('/tiles/gear-extended/{z}/{x}/{y}.pbf');
  });

  it('shows a researcher the dataset only researchers may use', async () => {
    const researcher = await catalogue('BwHavForsker');
    expect(Object.keys(researcher)).toEqual(['gear', 'surveys', 'facilities']);
  });

  it('lists download formats only to callers holding the roles downloading needs', async () => {
    const researcher = await catalogue('BwHavForsker');
    expect(researcher.surveys?.download).toEqual({ formats: ['gpx', 'csv'] });
    expect(researcher.facilities?.download).toBeUndefined();
    expect(researcher.gear?.download).toBeUndefined();
    const downloader = await catalogue('BwDownloadFishingfacility');
    expect(downloader.facilities?.download).toEqual({ formats: ['geojson', 'shape'] });
  });

  it('refuses a malformed Authorization header', async () => {
    const response = await app.inject({
      url: '/api/v1/spadataset/data/havkart?lang=en',
      headers: { authorization: 'Basic abc' },
    });
    expect(response.statusCode).toBe(401);
  });
});
