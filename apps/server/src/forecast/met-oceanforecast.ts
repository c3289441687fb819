import { forecastTime } from './demo-wave-forecast.js';
import { ForecastUnavailableError, type WaveForecastSource } from './wave-forecast-source.js';

/** The document did not have the shape of an Oceanforecast 2.0 answer. */
export class OceanforecastFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OceanforecastFormatError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The times of an Oceanforecast 2.0 `complete` answer (a GeoJSON Feature whose
 * `properties.timeseries[]` holds `{time, data.instant.details}`) that carry a significant
 * wave height, oldest first and without repeats.
 */
export function parseOceanforecastTimes(document: unknown): string[] {
  if (!isRecord(document) || document.type !== 'Feature' || !isRecord(document.properties)) {
    throw new OceanforecastFormatError('not a GeoJSON Feature with properties');
  }
  const series = document.properties.timeseries;
  if (!Array.isArray(series)) {
    throw new OceanforecastFormatError('properties.timeseries is not a list');
  }
  const times = new Set<number>();
  for (const step of series) {
    if (!isRecord(step) || typeof step.time !== 'string') continue;
    const details =
      isRecord(step.data) && isRecord(step.data.instant) ? step.data.instant.details : undefined;
    if (!isRecord(details) || typeof details.sea_surface_wave_height !== 'number') continue;
    const epochMs = Date.parse(step.time);
    if (Number.isFinite(epochMs)) times.add(epochMs);
  }
  return [...times].sort((a, b) => a - b).map(forecastTime);
}

export interface MetWaveForecastOptions {
  url: string;
  /** MET Norway refuses requests without an identifying User-Agent (app and contact). */
  userAgent: string;
  log: {
    error(details: object, message: string): void;
    info(details: object, message: string): void;
  };
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  /** Refetch interval when the answer has no usable `Expires`. */
  defaultRefreshMs?: number;
  /** Wait before retrying after a failure while the last good times are kept. */
  retryMs?: number;
}

/**
 * Wave-forecast times from MET Norway's Oceanforecast 2.0 for one sea point. Cached until
 * the answer's `Expires` (MET's terms ask clients to respect it), revalidated with
 * `If-Modified-Since`; a failure is logged and the last good times are kept until a retry.
 */
export function createMetWaveForecastSource(options: MetWaveForecastOptions): WaveForecastSource {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const defaultRefreshMs = options.defaultRefreshMs ?? 30 * 60_000;
  const retryMs = options.retryMs ?? 5 * 60_000;
  let times: string[] | undefined;
  let lastModified: string | undefined;
  let nextFetchAt = 0;
  let lastError = 'not fetched yet';
  let inFlight: Promise<void> | undefined;

  function expiryOf(response: Response): number {
    const expires = Date.parse(response.headers.get('expires') ?? '');
    return Number.isFinite(expires) && expires > now() ? expires : now() + defaultRefreshMs;
  }

  async function refresh(): Promise<void> {
    const headers: Record<string, string> = {
      'user-agent': options.userAgent,
      accept: 'application/json',
    };
    if (lastModified && times) headers['if-modified-since'] = lastModified;
    try {
      const response = await fetchFn(options.url, {
        headers,
        signal: AbortSignal.timeout(20_000),
      });
      if (response.status === 304 && times) {
        nextFetchAt = expiryOf(response);
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
      const parsed = parseOceanforecastTimes(await response.json());
      if (parsed.length === 0) throw new OceanforecastFormatError('no step has a wave height');
      times = parsed;
      lastModified = response.headers.get('last-modified') ?? undefined;
      nextFetchAt = expiryOf(response);
      options.log.info({ url: options.url, count: parsed.length }, 'wave forecast times updated');
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      nextFetchAt = now() + retryMs;
      options.log.error(
        { url: options.url, err: lastError, keptTimes: times?.length ?? 0 },
        'Wave forecast upstream failed; keeping the last good times',
      );
    }
  }

  return {
    kind: 'met',
    async availableTimes() {
      // Without any times yet, every request tries again (one at a time), so a server that
      // started while the upstream was down recovers on the next preload.
      if (!times || now() >= nextFetchAt) {
        inFlight ??= refresh().finally(() => {
          inFlight = undefined;
        });
        await inFlight;
      }
      if (!times) throw new ForecastUnavailableError(`Wave forecast upstream: ${lastError}`);
      return times;
    },
  };
}
