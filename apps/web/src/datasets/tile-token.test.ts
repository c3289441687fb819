// @vitest-environment happy-dom
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { DatasetServices } from './dataset-services.js';
import { useDatasetSettings } from './settings.store.js';
import { catalogueDataset, hostDeps } from './test-support.js';

// Aerial imagery (R14.37, R14.38): the tile URL carries a token fetched before activation; a
// failed token fetch rejects the activation and is only logged.

const TILES = '/tiles/aerial/{z}/{x}/{y}.jpg';

const aerialPart: DatasetClientPart<never> = {
  datasetId: 'aerial',
  tileToken: '/api/v1/proxy/token',
  layers: (context) => ({
    sources: { raster: { type: 'raster', tiles: [context.dataUrl], tileSize: 256 } },
    layers: [{ role: 'raster', sourceKey: 'raster', layer: { type: 'raster' } }],
  }),
};

function host(fetchText?: (url: string) => Promise<string>) {
  const dataset = catalogueDataset('aerial', {
    sources: [{ dataUrl: TILES }],
    baseMap: true,
    needsApiKey: false,
  });
  const asked: { url: string; apiKey: boolean }[] = [];
  const fake = hostDeps(
    [aerialPart],
    {},
    {
      ...(fetchText
        ? {
            fetchText: (url: string, options: { apiKey: boolean }) => {
              asked.push({ url, ...options });
              return fetchText(url);
            },
          }
        : {}),
    },
  );
  const catalogue = { groups: [], datasets: { aerial: dataset } };
  return { ...fake, asked, services: new DatasetServices(catalogue, fake.deps) };
}

beforeEach(() => {
  localStorage.clear();
  useDatasetSettings.setState({ datasets: {}, groups: {}, polarDisabled: [] });
});

describe('tile token', () => {
  it('is fetched without the API key and appended to the tile URL as ?token=', async () => {
    const { services, composer, asked } = host(() => Promise.resolve('12345.a/b'));
    await services.get('aerial')!.activate();
    expect(asked).toEqual([{ url: '/api/v1/proxy/token', apiKey: false }]);
    expect(composer.drawn.get('aerial')?.sources['raster']).toMatchObject({
      tiles: [`${TILES}?token=12345.a%2Fb`],
    });
  });

  it('failing rejects the activation, logged and not drawn (R14.38)', async () => {
    const { services, composer, log } = host(() => Promise.reject(new Error('502')));
    await expect(services.get('aerial')!.activate()).rejects.toThrow('502');
    expect(composer.has('aerial')).toBe(false);
    expect(services.get('aerial')!.flags.active).toBe(false);
    expect(log.lines).toContain('Activating dataset aerial failed');
  });

  it('an empty token or no way to fetch one rejects too', async () => {
    await expect(
      host(() => Promise.resolve(' '))
        .services.get('aerial')!
        .activate(),
    ).rejects.toThrow();
    await expect(host().services.get('aerial')!.activate()).rejects.toThrow('token');
  });
});
