import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatasetRegistry } from '@havkart/datasets-core';
import {
  datasetSettings,
  type DatasetServerPart,
  type DatasetServices,
} from '@havkart/datasets-core/server';

declare module 'fastify' {
  interface FastifyInstance {
    /** What each started dataset serves, by dataset id. */
    datasetServices: ReadonlyMap<string, DatasetServices>;
  }
}

export interface DatasetServicesOptions {
  registry: DatasetRegistry;
  parts: readonly DatasetServerPart[];
  /** HTTP client for upstreams; tests pass their own. */
  fetch?: typeof fetch;
}

/**
 * Starts every registered dataset's server part, in one loop: the server names no dataset.
 * Each part gets its `DATASET_{ID}_` settings, a logger bound to its id and an equal share
 * of the tile cache; parts are closed with the server.
 */
export function datasetServicesPlugin(options: DatasetServicesOptions) {
  return fp(
    async (app: FastifyInstance) => {
      const services = new Map<string, DatasetServices>();
      const cacheBytes = Math.floor(
        (app.config.tileCacheMb * 1024 * 1024) / Math.max(1, options.parts.length),
      );
      for (const part of options.parts) {
        if (!options.registry.get(part.datasetId)) {
          throw new Error(`Server part for "${part.datasetId}", which is no registered dataset`);
        }
        const log = app.log.child({ datasetId: part.datasetId });
        const started = await part.start({
          settings: datasetSettings(part.datasetId, app.config.datasetEnv, part.envAliases),
          logger: {
            info: (message, details) => log.info(details ?? {}, message),
            warn: (message, details) => log.warn(details ?? {}, message),
            error: (message, details) => log.error(details ?? {}, message),
          },
          tileCacheBytes: cacheBytes,
          fetch: options.fetch ?? fetch,
          // Timed polls go through the deployment's shared client where the server has one.
          ...(app.hasDecorator('pollingFetch') && !options.fetch
            ? { pollingFetch: app.pollingFetch }
            : {}),
        });
        services.set(part.datasetId, started);
      }
      app.decorate('datasetServices', services);
      app.addHook('onClose', async () => {
        for (const started of services.values()) await started.close?.();
      });
    },
    { name: 'dataset-services', dependencies: ['config'] },
  );
}
