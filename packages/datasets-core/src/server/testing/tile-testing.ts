// What a dataset's server-part test needs beside the part itself: a context with no network,
// and the tile at a place, as text or as the features of one layer.
import { gunzipSync } from 'node:zlib';
import { VectorTile, type VectorTileFeature } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import type { DatasetServerContext, DatasetServices } from '../part.js';

export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  message: string;
}

export interface TestContextOptions {
  settings?: Record<string, string>;
  /** The upstream; by default every fetch fails, since tests reach no network. */
  fetch?: typeof fetch;
  tileCacheBytes?: number;
  /** Collects what the part logs; without it nothing is kept. */
  logged?: LoggedLine[];
}

export function testServerContext(options: TestContextOptions = {}): DatasetServerContext {
  const log = (level: LoggedLine['level']) => (message: string) =>
    options.logged?.push({ level, message });
  return {
    settings: options.settings ?? {},
    logger: { info: log('info'), warn: log('warn'), error: log('error') },
    tileCacheBytes: options.tileCacheBytes ?? 1_000_000,
    fetch: options.fetch ?? (() => Promise.reject(new Error('no network in this test'))),
  };
}

/** XYZ tile holding lon/lat at zoom z. */
export function tileAt(lon: number, lat: number, z: number): [number, number, number] {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [
    z,
    Math.floor(((lon + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  ];
}

/** The unzipped tile at lon/lat, or null where the part serves none. */
async function tileBytes(services: DatasetServices, lon: number, lat: number, z: number) {
  const tile = await services.tiles!.getTile(...tileAt(lon, lat, z));
  return tile ? gunzipSync(tile.data) : null;
}

/**
 * The tile's bytes as text: a vector tile keeps its layer name and string values as UTF-8, so
 * they can be looked for without decoding the geometry.
 */
export async function tileText(services: DatasetServices, lon: number, lat: number, z: number) {
  return (await tileBytes(services, lon, lat, z))?.toString('utf8') ?? null;
}

/** The features of one layer of the tile at lon/lat; none where there is no tile or layer. */
export async function tileLayerFeatures(
  services: DatasetServices,
  layerName: string,
  lon: number,
  lat: number,
  z: number,
): Promise<VectorTileFeature[]> {
  const bytes = await tileBytes(services, lon, lat, z);
  const layer = bytes ? new VectorTile(new Pbf(bytes)).layers[layerName] : undefined;
  return layer ? Array.from({ length: layer.length }, (_, i) => layer.feature(i)) : [];
}
