// The server part of a dataset: what `datasets/<id>/src/server` hands the server. Plain
// interfaces, no web framework: the server mounts every registered part with one loop, so a
// dataset never imports the server and the server knows no dataset by name.
import type { FeatureCollection } from 'geojson';
import type { DatasetRasterTiles } from './raster.js';
import type { TileResult } from './tile.js';

/** Vector tiles of one dataset, answered by `/tiles/{datasetId}/{z}/{x}/{y}.pbf`. */
export interface DatasetTileSource {
  /** Zoom range tiles exist for; the route answers 404 outside it. */
  readonly minZoom: number;
  readonly maxZoom: number;
  /** The tile, or null where there is none (answered 204: nothing to draw). */
  getTile(z: number, x: number, y: number): TileResult | null | Promise<TileResult | null>;
}

/** Vector-tile layer schema of a base-map tile source, so the client style can follow it. */
export type TileSchema = 'havkart' | 'openmaptiles' | 'protomaps';

/** What a GeoJSON request asks for besides the dataset. */
export interface GeoJsonRequest {
  /** `no` or `en`, from `?lang=`; absent when the caller did not say. */
  readonly lang?: 'no' | 'en';
}

/** What a started dataset serves. Every member is optional. */
export interface DatasetServices {
  readonly tiles?: DatasetTileSource;
  /** Raster tiles (`/tiles/{id}/{z}/{x}/{y}.{png|jpg}`), fetched and cached by the server. */
  readonly rasterTiles?: DatasetRasterTiles;
  /**
   * Current data of a small dataset, for `/api/v1/datasets/{id}/geojson`; a dataset with
   * texts in both languages answers `lang` (spec 02 §7), the others ignore it.
   */
  readonly geojson?: (request?: GeoJsonRequest) => FeatureCollection;
  /**
   * Its data at a selected forecast time (epoch ms, from `?time=`), for a dataset whose data
   * changes with the time (weather stations ahead of now answer the forecast); absent: the
   * time is ignored.
   */
  readonly geojsonAt?: (time: number, request?: GeoJsonRequest) => Promise<FeatureCollection>;
  /** Layer schema of the tiles, for base maps whose source a site may replace. */
  readonly tileSchema?: TileSchema;
  /**
   * Whether what is served is demo data shipped with Havkart; overrides the manifest's
   * `demoData` once a site points the dataset at its real upstream.
   */
  readonly demoData?: boolean;
  /** Stops timers and closes files; awaited when the server closes. */
  close?(): void | Promise<void>;
}

/** The logger a dataset writes to (the server's, bound to the dataset id). */
export interface DatasetLogger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** What the server gives a dataset when it starts it. */
export interface DatasetServerContext {
  /**
   * The dataset's settings from the environment, with the `DATASET_{ID}_` prefix removed
   * (`DATASET_NAVIGATIONINSTALLATIONS_URL` → `URL`); see {@link datasetEnvPrefix}.
   */
  readonly settings: Readonly<Record<string, string>>;
  readonly logger: DatasetLogger;
  /** Tile cache budget granted to this dataset, bytes. */
  readonly tileCacheBytes: number;
  /** HTTP client for upstreams; tests pass their own. */
  readonly fetch: typeof fetch;
  /**
   * HTTP client for what a timer asks again and again (the same URL every refresh): in a
   * cluster only the process holding the polling lease asks the upstream, and the others get
   * its last good answer. Never for requests a user's action makes (tiles, a chosen week).
   * Absent: {@link fetch}.
   */
  readonly pollingFetch?: typeof fetch;
}

/** The client for a part's timed polls: the shared one where the server gives it. */
export function pollingFetchOf(context: Pick<DatasetServerContext, 'fetch' | 'pollingFetch'>) {
  return context.pollingFetch ?? context.fetch;
}

/** A dataset's server part, default-exported as `serverPart` from `./server`. */
export interface DatasetServerPart {
  /** The dataset id of the manifest this part serves. */
  readonly datasetId: string;
  /** Opens files and starts upstream polling; must not throw for a failing upstream. */
  start(context: DatasetServerContext): DatasetServices | Promise<DatasetServices>;
  /**
   * Environment names read as settings besides the `DATASET_{ID}_` ones, for names the
   * spec fixes (`{ URL: 'BASEMAP_URL' }`); the prefixed name wins when both are set.
   */
  readonly envAliases?: Readonly<Record<string, string>>;
}

/**
 * Environment prefix of a dataset's settings: `DATASET_`, the id in upper case with `-` as
 * `_`, and `_`. `DATASET_{ID}_URL` points the dataset at its real upstream,
 * `DATASET_{ID}_REFRESH_S` sets its refresh interval.
 */
export function datasetEnvPrefix(datasetId: string): string {
  return `DATASET_${datasetId.toUpperCase().replace(/-/g, '_')}_`;
}

/** The settings of one dataset out of an environment. */
export function datasetSettings(
  datasetId: string,
  env: Readonly<Record<string, string | undefined>>,
  aliases: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const prefix = datasetEnvPrefix(datasetId);
  const settings: Record<string, string> = {};
  for (const [setting, name] of Object.entries(aliases)) {
    const value = env[name];
    if (value) settings[setting] = value;
  }
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith(prefix) && value !== undefined && value !== '') {
      settings[name.slice(prefix.length)] = value;
    }
  }
  return settings;
}
