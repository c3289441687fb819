// Keeps a dataset's data from its public upstream current: fetched at start and every
// refresh interval, parsed by the dataset's adapter, the last good data kept when a fetch
// fails. Without an upstream URL the dataset serves its demo data.
import type { FeatureCollection } from 'geojson';
import {
  asFeatureCollection,
  emptyFeatureCollection,
  INVALID_GEOJSON_MESSAGE,
  outlineLargePolygons,
} from './geojson.js';
import type { DatasetLogger } from './part.js';

/**
 * Turns an upstream's response body (in the upstream's own format) into GeoJSON. Throws on
 * a body it cannot read; the source logs that and keeps its last good data.
 */
export type UpstreamAdapter = (body: string, contentType: string | undefined) => unknown;

export interface UpstreamSourceOptions {
  readonly datasetId: string;
  readonly url: string;
  readonly adapter: UpstreamAdapter;
  /** Milliseconds between fetches; 0 fetches once. */
  readonly refreshMs: number;
  readonly fetch: typeof fetch;
  readonly logger: DatasetLogger;
  /** Called with each new data set (after large polygons became lines). */
  readonly onData?: (data: FeatureCollection) => void;
  /** False keeps large polygons filled (the manifest's `largePolygonsAsLines`); default true. */
  readonly largePolygonsAsLines?: boolean;
}

export interface UpstreamSource {
  /** The last good data; empty until the first fetch succeeds. */
  current(): FeatureCollection;
  /** Fetches once now; resolves true when the data was replaced. Never rejects. */
  refresh(): Promise<boolean>;
  /** First fetch now, then every refresh interval. */
  start(): Promise<void>;
  stop(): void;
  /** Message of the last failure, cleared by the next success. */
  readonly lastError: string | null;
}

/** Reads the data a response carries: 204 or an empty body is empty data (spec 02 §7). */
async function bodyOf(response: Response): Promise<string | null> {
  if (response.status === 204) return null;
  const text = await response.text();
  return text.trim() === '' ? null : text;
}

export function createUpstreamSource(options: UpstreamSourceOptions): UpstreamSource {
  const { datasetId, url, logger } = options;
  let data = emptyFeatureCollection();
  let lastError: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | null = null;

  const fail = (reason: string): false => {
    lastError = reason;
    logger.error(`Dataset ${datasetId}: upstream ${url} failed: ${reason}; keeping the last data`, {
      datasetId,
      url,
    });
    return false;
  };

  const replace = (next: FeatureCollection): true => {
    data = options.largePolygonsAsLines === false ? next : outlineLargePolygons(next);
    lastError = null;
    options.onData?.(data);
    return true;
  };

  const fetchOnce = async (): Promise<boolean> => {
    let response: Response;
    try {
      response = await options.fetch(url, { signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) return fail(`HTTP ${response.status}`);
    let body: string | null;
    try {
      body = await bodyOf(response);
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    if (body === null) return replace(emptyFeatureCollection());
    let parsed: unknown;
    try {
      parsed = options.adapter(body, response.headers.get('content-type') ?? undefined);
    } catch (error) {
      return fail(`unreadable response: ${error instanceof Error ? error.message : String(error)}`);
    }
    const collection = asFeatureCollection(parsed);
    if (!collection) {
      // The upstream answered, but with something that is no GeoJSON feature: nothing is
      // shown (spec 02 §5) rather than stale data that may no longer be true.
      logger.error(INVALID_GEOJSON_MESSAGE, { datasetId, url });
      return replace(emptyFeatureCollection());
    }
    return replace(collection);
  };

  const source: UpstreamSource = {
    current: () => data,
    refresh() {
      running ??= fetchOnce().finally(() => {
        running = null;
      });
      return running;
    },
    async start() {
      await source.refresh();
      if (options.refreshMs > 0 && !timer) {
        timer = setInterval(() => void source.refresh(), options.refreshMs);
        timer.unref();
      }
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    get lastError() {
      return lastError;
    },
  };
  return source;
}
