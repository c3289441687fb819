// The polar view's tiles (spec 02 §4, R27.24, A85): `/tiles/polar/{id}/{z}/{x}/{y}.pbf` for
// datasets whose tiles have a polar variant, from the committed polar archive. The grid is
// the Web Mercator one; what lies in it is EPSG:3575 scaled into that square.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { POLAR_BASEMAP_IDS } from '@havkart/dataset-basemap';
import {
  DEFAULT_POLAR_BASEMAP_PATH,
  openBasemapTiles,
  type BasemapTiles,
} from '@havkart/dataset-basemap/server';
import { Type } from 'typebox';
import { HttpProblem, problemResponses } from '../../plugins/problem-details.js';
import { sendTile } from './send-tile.js';
import { TileXyz, vectorTileResponses } from './tile-schema.js';

/** Polar tiles of the base maps; the archive opens on the first request. */
export function polarTileRoutes(
  archivePath: string = DEFAULT_POLAR_BASEMAP_PATH,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    let archive: BasemapTiles | null = null;
    app.addHook('onClose', async () => archive?.close());
    app.get(
      '/tiles/polar/:datasetId/:z/:x/:y.pbf',
      {
        config: { access: 'public' },
        schema: {
          tags: ['tiles'],
          summary: "A dataset's vector tile in the polar view (EPSG:3575), gzip MVT",
          params: Type.Object({
            datasetId: Type.String({ pattern: '^[a-z][a-z0-9_-]{0,39}$' }),
            ...TileXyz,
          }),
          response: {
            ...vectorTileResponses,
            ...problemResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const { datasetId } = request.params;
        if (!POLAR_BASEMAP_IDS.includes(datasetId)) {
          throw new HttpProblem(404, 'Not Found', `Dataset "${datasetId}" has no polar tiles`);
        }
        archive ??= openBasemapTiles(archivePath);
        const z = Number(request.params.z);
        const x = Number(request.params.x);
        const y = Number(request.params.y);
        const { minZoom, maxZoom } = archive.metadata;
        if (z > 30 || x >= 2 ** z || y >= 2 ** z || z < minZoom || z > maxZoom) {
          throw new HttpProblem(
            404,
            'Not Found',
            `Polar tiles exist for zoom ${minZoom}–${maxZoom} inside the tile grid only`,
          );
        }
        return sendTile(request, reply, archive.getTile(z, x, y));
      },
    );
  };
}
