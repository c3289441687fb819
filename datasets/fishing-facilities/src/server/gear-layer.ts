// One gear dataset as served: what the upstream (or the demo) holds, overlaid with what the
// server knows better (gear reported in Havkart, lost gear an administrator marked
// recovered), in two views cut into tiles of their own. The server reaches the overlay
// through `gearServicesOf`, so the dataset never imports the server.
import {
  createGeoJsonTiles,
  createUpstreamSource,
  type DatasetServerContext,
  type DatasetServices,
  type DatasetTileSource,
  pollingFetchOf,
} from '@havkart/datasets-core/server';
import type { DatasetManifest } from '@havkart/datasets-core';
import type { Feature, FeatureCollection } from 'geojson';
import type { ReadResult } from './adapter.js';
import { anonymise } from './anonymise.js';
import { clientCredentialsFetch, credentialsFrom } from '@havkart/datasets-core/server';

/** One view of the gear: tiles and GeoJSON of the same features. */
export interface GearView {
  readonly tiles: DatasetTileSource;
  geojson(): FeatureCollection;
}

/** What the server lays over the upstream's gear. */
export interface GearOverlay {
  /** Gear reported here; replaces upstream features with the same `toolId`. */
  readonly add: readonly Feature[];
  /** Tool ids to leave out (retrieved, or recovered by an administrator). */
  readonly hide: ReadonlySet<string>;
}

export const GEAR = Symbol('gear services');

export interface GearServices extends DatasetServices {
  readonly [GEAR]: true;
  /** Anonymised: what `tiles` and `geojson` serve to everyone. */
  readonly anonymous: GearView;
  /** Every field (R10.19); null for a dataset with one view. */
  readonly extended: GearView | null;
  setOverlay(overlay: GearOverlay): void;
  /** A feature of the extended (or only) view by tool id; null when it is not in the map. */
  find(toolId: string): Feature | null;
}

/** The gear services of a started dataset, or null for any other dataset. */
export function gearServicesOf(services: DatasetServices | undefined): GearServices | null {
  return services && GEAR in services ? (services as GearServices) : null;
}

export interface GearLayerOptions {
  readonly manifest: DatasetManifest;
  readonly read: (body: string) => ReadResult;
  readonly demoBody: () => string;
  readonly withExtendedView: boolean;
  readonly defaultRefreshMs: number;
}

export async function startGearLayer(
  options: GearLayerOptions,
  context: DatasetServerContext,
): Promise<GearServices> {
  const { manifest } = options;
  const tileSet = () =>
    createGeoJsonTiles({
      layer: manifest.id,
      minZoom: manifest.zoom.min,
      maxZoom: manifest.zoom.max,
      // Two views share the dataset's share of the cache.
      cacheBytes: options.withExtendedView
        ? Math.floor(context.tileCacheBytes / 2)
        : context.tileCacheBytes,
    });
  const anonymousTiles = tileSet();
  const extendedTiles = options.withExtendedView ? tileSet() : null;

  let upstream: readonly Feature[] = [];
  let overlay: GearOverlay = { add: [], hide: new Set() };
  let extendedData: FeatureCollection = { type: 'FeatureCollection', features: [] };
  let anonymousData: FeatureCollection = extendedData;
  let byId = new Map<string, Feature>();

  const rebuild = () => {
    const added = new Set(overlay.add.map((f) => String(f.properties?.['toolId'])));
    const features = [
      ...upstream.filter((f) => {
        const id = String(f.properties?.['toolId']);
        return !added.has(id) && !overlay.hide.has(id);
      }),
      ...overlay.add,
    ];
    extendedData = { type: 'FeatureCollection', features };
    anonymousData = anonymise(extendedData);
    byId = new Map(features.map((f) => [String(f.properties?.['toolId']), f]));
    anonymousTiles.setData(anonymousData);
    extendedTiles?.setData(extendedData);
  };

  const read = (body: string): FeatureCollection => {
    const { collection, skipped } = options.read(body);
    if (skipped > 0) {
      context.logger.warn(`Dataset ${manifest.id}: skipped ${skipped} records that did not parse`, {
        datasetId: manifest.id,
        skipped,
      });
    }
    return collection;
  };

  const url = context.settings['URL'];
  let close: (() => void) | undefined;
  if (!url) {
    upstream = read(options.demoBody()).features;
    rebuild();
  } else {
    const credentials = credentialsFrom(context.settings);
    const refreshS = Number(context.settings['REFRESH_S']);
    const source = createUpstreamSource({
      datasetId: manifest.id,
      url,
      adapter: (body) => read(body),
      refreshMs:
        Number.isFinite(refreshS) && refreshS > 0 ? refreshS * 1000 : options.defaultRefreshMs,
      fetch: credentials
        ? clientCredentialsFetch(pollingFetchOf(context), credentials)
        : pollingFetchOf(context),
      logger: context.logger,
      onData: (data) => {
        upstream = data.features;
        rebuild();
      },
      largePolygonsAsLines: false,
    });
    // The first fetch rebuilds the views (onData); a failed one leaves them empty.
    await source.start();
    close = () => source.stop();
  }

  const anonymous: GearView = { tiles: anonymousTiles, geojson: () => anonymousData };
  return {
    [GEAR]: true,
    tiles: anonymousTiles,
    geojson: () => anonymousData,
    demoData: !url,
    anonymous,
    extended: extendedTiles ? { tiles: extendedTiles, geojson: () => extendedData } : null,
    setOverlay(next) {
      overlay = next;
      rebuild();
    },
    find: (toolId) => byId.get(toolId) ?? null,
    ...(close ? { close } : {}),
  };
}
