// A server with the dataset routes alone, holding only the datasets a test brings: for tests of
// the routes' own behaviour (tiles, downloads, roles) with datasets the real registry lacks.
import { createDatasetRegistry, type DatasetManifest } from '@havkart/datasets-core';
import type { DatasetServerPart } from '@havkart/datasets-core/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { routeAccessPlugin } from '../../auth/route-access.js';
import { loadConfig } from '../../config/config.js';
import { configPlugin } from '../../plugins/config.js';
import { problemDetailsPlugin } from '../../plugins/problem-details.js';
import { datasetRoutes } from '../dataset-routes.js';
import { datasetServicesPlugin } from '../dataset-services.js';

/**
 * The routes on a fresh server (not yet ready, so a test may add its own routes and hooks),
 * configured from `env` over a quiet default.
 */
export async function datasetRoutesApp(options: {
  manifests: readonly DatasetManifest[];
  parts: readonly DatasetServerPart[];
  env?: Record<string, string>;
}): Promise<FastifyInstance> {
  const registry = createDatasetRegistry({
    groups: [
      {
        id: 'testgroup',
        name: { 'nb-NO': 'Test', 'en-US': 'Test' },
        order: 0,
        collapsedDefault: false,
      },
    ],
    datasets: options.manifests,
  });
  const app = Fastify({ logger: false });
  await app.register(routeAccessPlugin);
  await app.register(
    configPlugin,
    loadConfig({ DATA_DIR: '/tmp', LOG_LEVEL: 'silent', ...options.env }),
  );
  await app.register(problemDetailsPlugin);
  await app.register(datasetServicesPlugin({ registry, parts: options.parts }));
  await app.register(datasetRoutes(registry));
  return app;
}
