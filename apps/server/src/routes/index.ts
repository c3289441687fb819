import type { FastifyInstance } from 'fastify';
import { timestampRoutes } from './api/v1/timestamp.js';
import { fontRoutes } from './fonts.js';
import { healthRoutes } from './health.js';
import { basemapTileRoutes } from './tiles/basemap.js';

/** Every route module, registered in one place. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(timestampRoutes);
  await app.register(basemapTileRoutes);
  await app.register(fontRoutes);
}
