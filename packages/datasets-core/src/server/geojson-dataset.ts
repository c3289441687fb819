// The server part of a GeoJSON dataset in one call: its demo data by default, its real
// upstream when the site sets DATASET_{ID}_URL, served as tiles and as GeoJSON.
import type { FeatureCollection } from 'geojson';
import type { DatasetManifest } from '../manifest.js';
import { asFeatureCollection, INVALID_GEOJSON_MESSAGE, outlineLargePolygons } from './geojson.js';
import { createGeoJsonTiles } from './geojson-tiles.js';
import { pollingFetchOf, type DatasetServerContext, type DatasetServices } from './part.js';
import { createUpstreamSource, type UpstreamAdapter } from './upstream.js';

export interface GeoJsonDatasetOptions {
  readonly manifest: DatasetManifest;
  /** Demo data shipped with the dataset, served while no upstream URL is set. */
  readonly demo: () => unknown;
  /** Reads the upstream's own format into GeoJSON. */
  readonly adapter: UpstreamAdapter;
  /** Refresh interval when `DATASET_{ID}_REFRESH_S` is not set, milliseconds. */
  readonly defaultRefreshMs: number;
  /** Wraps the polling client, e.g. to read an ArcGIS layer page by page. */
  readonly wrapFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch;
}

/** Starts a GeoJSON dataset: first upstream fetch awaited (a failure is logged, not thrown). */
export async function startGeoJsonDataset(
  options: GeoJsonDatasetOptions,
  context: DatasetServerContext,
): Promise<DatasetServices> {
  const { manifest } = options;
  const tiles = createGeoJsonTiles({
    layer: manifest.id,
    minZoom: manifest.zoom.min,
    maxZoom: manifest.zoom.max,
    cacheBytes: context.tileCacheBytes,
  });
  const url = context.settings['URL'];
  if (!url) {
    const demo = asFeatureCollection(options.demo());
    if (!demo) context.logger.error(INVALID_GEOJSON_MESSAGE, { datasetId: manifest.id });
    const collection: FeatureCollection = demo ?? { type: 'FeatureCollection', features: [] };
    const data =
      manifest.largePolygonsAsLines === false ? collection : outlineLargePolygons(collection);
    tiles.setData(data);
    return { tiles, geojson: () => data, demoData: true };
  }
  const refreshS = Number(context.settings['REFRESH_S']);
  const upstream = createUpstreamSource({
    datasetId: manifest.id,
    url,
    adapter: options.adapter,
    refreshMs:
      Number.isFinite(refreshS) && refreshS > 0 ? refreshS * 1000 : options.defaultRefreshMs,
    fetch: (options.wrapFetch ?? ((fetch) => fetch))(pollingFetchOf(context)),
    logger: context.logger,
    onData: (data) => tiles.setData(data),
    largePolygonsAsLines: manifest.largePolygonsAsLines !== false,
  });
  await upstream.start();
  return { tiles, geojson: upstream.current, demoData: false, close: upstream.stop };
}
