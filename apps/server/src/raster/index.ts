// Raster datasets on the server: one tile service for all of them, behind the raster tile
// and token routes.
import type { DatasetRegistry } from '@havkart/datasets-core';
import type { FastifyInstance } from 'fastify';
import { loadProxyConfig } from '../proxy/proxy-config.js';
import { rasterRoutes } from './raster-routes.js';
import { createRasterTileService } from './raster-tiles.js';

/** The base map whose land the demo raster tiles show. */
const BASE_MAP_ID = 'basemap';

export async function registerRasterRoutes(
  app: FastifyInstance,
  registry: DatasetRegistry,
  env: Readonly<Record<string, string | undefined>>,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const tiles = createRasterTileService({
    proxy: loadProxyConfig(env),
    cacheBytes: app.config.tileCacheMb * 1024 * 1024,
    fetch: fetchImpl,
    baseMap: app.datasetServices.get(BASE_MAP_ID)?.tiles,
  });
  await app.register(rasterRoutes(registry, tiles));
}

export { createRasterTileService, RasterUpstreamError } from './raster-tiles.js';
export { renderDemoTile } from './demo-tile.js';
