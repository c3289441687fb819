import { describe, expect, it } from 'vitest';
import type { DatasetServerContext } from '@havkart/datasets-core/server';
import { serverPart } from './part.js';

function context(settings: Record<string, string>): DatasetServerContext {
  const ignore = () => undefined;
  return {
    settings,
    logger: { info: ignore, warn: ignore, error: ignore },
    tileCacheBytes: 1_000_000,
    fetch,
  };
}

describe('the base map server part', () => {
  it('serves the embedded tiles in our own schema by default', async () => {
    const services = await serverPart.start(context({}));
    try {
      expect(services.tileSchema).toBe('havkart');
      // Stored to 12, served to 14: the server cuts 13–14 from the z12 tiles.
      expect([services.tiles?.minZoom, services.tiles?.maxZoom]).toEqual([0, 14]);
      expect(await services.tiles?.getTile(0, 0, 0)).not.toBeNull();
      // Bergen's z14 tile has land and coastline, not an empty "sea" answer.
      expect(await services.tiles?.getTile(14, 8434, 4722)).not.toBeNull();
    } finally {
      await services.close?.();
    }
  });

  it('reads BASEMAP_URL and BASEMAP_SCHEMA', () => {
    expect(serverPart.envAliases).toEqual({ URL: 'BASEMAP_URL', SCHEMA: 'BASEMAP_SCHEMA' });
  });

  it('refuses to start on a missing archive or an unknown schema, naming them', async () => {
    await expect(serverPart.start(context({ URL: '/nonexistent/site.pmtiles' }))).rejects.toThrow(
      /nonexistent\/site\.pmtiles/,
    );
    await expect(
      serverPart.start(context({ URL: '/nonexistent/site.pmtiles', SCHEMA: 'esri' })),
    ).rejects.toThrow(/BASEMAP_SCHEMA must be one of havkart, openmaptiles, protomaps, not "esri"/);
  });
});
