import { DEFAULT_BASEMAP_PATH, openBasemapTiles } from '@havkart/dataset-basemap/server';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../plugins/problem-details.js';
import { sendTile } from './send-tile.js';

const TileParams = Type.Object({
  z: Type.Integer({ minimum: 0, maximum: 30 }),
  x: Type.Integer({ minimum: 0 }),
  y: Type.Integer({ minimum: 0 }),
});

/**
 * Base-map vector tiles (land polygons and coastlines), read from the pre-tiled archive that
 * ships with the dataset: nothing is indexed at start-up.
 */
export async function basemapTileRoutes(app: FastifyInstance): Promise<void> {
  const tiles = openBasemapTiles(DEFAULT_BASEMAP_PATH, {
    cacheBytes: app.config.tileCacheMb * 1024 * 1024,
  });
  app.addHook('onClose', async () => tiles.close());

  app.get<{ Params: { z: number; x: number; y: number } }>(
    '/tiles/basemap/:z/:x/:y.pbf',
    {
      schema: {
        tags: ['tiles'],
        summary: 'Base-map vector tile (Mapbox Vector Tile, gzip)',
        params: TileParams,
      },
    },
    async (request, reply) => {
      const { z, x, y } = request.params;
      if (x >= 2 ** z || y >= 2 ** z) {
        return sendProblem(reply, {
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          detail: `Tile ${z}/${x}/${y} is outside the tile grid`,
        });
      }
      return sendTile(request, reply, tiles.getTile(z, x, y));
    },
  );
}
