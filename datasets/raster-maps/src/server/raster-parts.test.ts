import { testServerContext } from '@havkart/datasets-core/server/testing';
import { describe, expect, it } from 'vitest';
import { aerialToken, rasterServerParts } from './index.js';

const partOf = (id: string) => rasterServerParts.find((p) => p.datasetId === id)!;

describe('raster server parts', () => {
  it('serve demo tiles until a URL is set, then the Kartverket-style template', async () => {
    const demo = await partOf('nauticalchart').start(testServerContext());
    expect(demo.demoData).toBe(true);
    expect(demo.rasterTiles?.format).toBe('png');
    const template =
      'https://cache.kartverket.no/v1/wmts/1.0.0/sjokartraster/default/webmercator/{z}/{y}/{x}.png';
    const real = await partOf('nauticalchart').start(
      testServerContext({ settings: { URL: template } }),
    );
    expect(real.demoData).toBe(false);
    expect(real.rasterTiles?.upstreamUrl?.(7, 66, 35)).toBe(
      'https://cache.kartverket.no/v1/wmts/1.0.0/sjokartraster/default/webmercator/7/35/66.png',
    );
  });

  it('need a token for aerial tiles only', async () => {
    expect(
      (await partOf('nationalmap').start(testServerContext())).rasterTiles?.token,
    ).toBeUndefined();
    const aerial = await partOf('aerial').start(testServerContext());
    expect(aerial.rasterTiles?.format).toBe('jpg');
    const token = await aerial.rasterTiles!.token!.current();
    expect(aerial.rasterTiles!.token!.accepts(token)).toBe(true);
    expect(aerial.rasterTiles!.token!.accepts('nonsense')).toBe(false);
  });

  it('take the aerial token from the token service when TOKEN_URL is set, and fail with it', async () => {
    const up = aerialToken(
      testServerContext({
        settings: { TOKEN_URL: 'https://tokens.example/token' },
        fetch: () => Promise.resolve(new Response('abc')),
      }),
    );
    expect(await up.current()).toBe('abc');
    const down = aerialToken(
      testServerContext({ settings: { TOKEN_URL: 'https://tokens.example/token' } }),
    );
    await expect(down.current()).rejects.toThrow();
  });
});
