// Node entry: the depth server part. The demo depths (synthetic, grown from the real coast)
// by default; with DATASET_DEPTH_URL the site's own data: vector tiles (a PMTiles archive or
// an MVT `{z}/{x}/{y}` URL, whose layer `depth` carries `kind` and `depth`) served as they
// are, or a GeoJSON collection in our schema read by the adapter.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { FeatureCollection } from 'geojson';
import {
  openExternalTiles,
  startGeoJsonDataset,
  type DatasetServerPart,
} from '@havkart/datasets-core/server';
import { manifest } from '../manifest.js';
import { depthFeatures, readDepth } from './adapter.js';

export * from './adapter.js';

/** Depths change seldom: a GeoJSON upstream is read once a day unless a site says otherwise. */
const DEFAULT_REFRESH_MS = 24 * 60 * 60 * 1000;

/** The committed demo collection (synthetic depths; see the README). */
export function demoDepth(): FeatureCollection {
  const path = new URL('../../data/depth-demo.geojson.gz', import.meta.url);
  return JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as FeatureCollection;
}

/** Whether the site's URL names vector tiles rather than a GeoJSON document. */
export function isTileLocation(location: string): boolean {
  return location.includes('{z}') || /\.pmtiles(\?|$)/i.test(location);
}

export const serverPart: DatasetServerPart = {
  datasetId: manifest.id,
  async start(context) {
    const location = context.settings['URL'];
    if (location && isTileLocation(location)) {
      const tiles = await openExternalTiles({
        location,
        minZoom: manifest.zoom.min,
        maxZoom: manifest.zoom.max,
        cacheBytes: context.tileCacheBytes,
        fetch: context.fetch,
      });
      context.logger.info(`Dataset ${manifest.id}: vector tiles from ${location}`);
      return { tiles, demoData: false, close: () => tiles.close() };
    }
    return startGeoJsonDataset(
      {
        manifest,
        demo: () => depthFeatures(demoDepth()).collection,
        adapter: (body) => {
          const read = readDepth(body);
          if (read.skipped > 0) {
            context.logger.warn(
              `Dataset ${manifest.id}: skipped ${read.skipped} of ` +
                `${read.skipped + read.collection.features.length} features: ${read.reasons.join('; ')}`,
            );
          }
          return read.collection;
        },
        defaultRefreshMs: DEFAULT_REFRESH_MS,
      },
      context,
    );
  },
};
