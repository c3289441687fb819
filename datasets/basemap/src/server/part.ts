// The base map's server part: the embedded GSHHG tiles by default, or the site's own
// vector tiles when BASEMAP_URL points at an MVT URL template or a PMTiles archive.
import {
  openExternalTiles,
  type DatasetServerPart,
  type TileSchema,
} from '@havkart/datasets-core/server';
import { BASEMAP_SERVED_MAX_ZOOM, basemapManifest } from '../manifest.js';
import { DEFAULT_BASEMAP_PATH, openBasemapTiles } from './tiles.js';

const SCHEMAS: readonly TileSchema[] = ['havkart', 'openmaptiles', 'protomaps'];

export const serverPart: DatasetServerPart = {
  datasetId: basemapManifest.id,
  envAliases: { URL: 'BASEMAP_URL', SCHEMA: 'BASEMAP_SCHEMA' },
  async start({ settings, tileCacheBytes, logger, fetch }) {
    const location = settings['URL'];
    if (location) {
      const named = settings['SCHEMA'];
      if (named !== undefined && !SCHEMAS.includes(named as TileSchema)) {
        throw new Error(`BASEMAP_SCHEMA must be one of ${SCHEMAS.join(', ')}, not "${named}"`);
      }
      const tiles = await openExternalTiles({
        location,
        ...(named ? { schema: named as TileSchema } : {}),
        cacheBytes: tileCacheBytes,
        fetch,
      });
      logger.info(`Base map from ${location} (${tiles.schema} schema)`);
      return { tiles, tileSchema: tiles.schema, demoData: false, close: () => tiles.close() };
    }
    // The file ends at z12; z13–14 (the standard base map's source max zoom) are cut from it.
    const archive = openBasemapTiles(DEFAULT_BASEMAP_PATH, {
      cacheBytes: tileCacheBytes,
      overzoomTo: BASEMAP_SERVED_MAX_ZOOM,
    });
    return {
      tiles: {
        minZoom: archive.metadata.minZoom,
        maxZoom: archive.servedMaxZoom,
        getTile: (z, x, y) => archive.getTile(z, x, y),
      },
      tileSchema: 'havkart',
      demoData: false,
      close: () => archive.close(),
    };
  },
};
