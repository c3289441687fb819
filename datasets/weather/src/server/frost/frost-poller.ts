// Keeps MET Frost's coastal stations current (optional, `FROST_CLIENT_ID`): the stations list
// once a day, their latest observations every ten minutes. Frost asks for the client id as
// the HTTP Basic user name with an empty password. A failed fetch is logged and the last good
// stations kept; records that do not parse are counted in the log.
import {
  FROST_ELEMENTS,
  frostStations,
  parseFrostObservations,
  parseFrostSources,
  type FrostReadings,
  type FrostSource,
  type FrostStation,
} from './frost-parse.js';

/** Observations are refetched at this pace (Frost's finest resolution is ten minutes). */
export const FROST_OBSERVATION_REFRESH_MS = 10 * 60_000;
/** The stations list changes rarely. */
export const FROST_SOURCES_REFRESH_MS = 24 * 60 * 60_000;
/** Stations per observations request, so the URL stays short. */
const SOURCES_PER_REQUEST = 50;
/** Norwegian waters with Svalbard and Jan Mayen, as Frost's WKT (longitude first). */
const NORWEGIAN_WATERS = 'POLYGON((-10 56, 35 56, 35 82, -10 82, -10 56))';

export interface FrostLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface FrostPollerOptions {
  /** Frost's base URL, e.g. `https://frost.met.no`. */
  readonly url: string;
  readonly clientId: string;
  readonly userAgent: string;
  readonly log: FrostLog;
  /** Whether a place is at or by the sea: inland stations are left out. */
  readonly isCoastal: (lat: number, lon: number) => boolean;
  readonly fetch?: typeof globalThis.fetch;
  readonly now?: () => number;
}

export interface FrostPoller {
  /** The last good stations; none until the first fetch succeeded. */
  stations(): readonly FrostStation[];
  /** Fetches what is due now; never rejects. */
  refresh(): Promise<void>;
  /** First fetch now, then every ten minutes; returns the stop. */
  start(): () => void;
}

export function createFrostPoller(options: FrostPollerOptions): FrostPoller {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const base = options.url.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.clientId}:`).toString('base64')}`;
  let sources: FrostSource[] = [];
  let sourcesAt = Number.NEGATIVE_INFINITY;
  let stations: FrostStation[] = [];

  async function get(path: string): Promise<unknown> {
    const response = await fetchFn(`${base}${path}`, {
      headers: { authorization, 'user-agent': options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(30_000),
    });
    // 412 is Frost's "no data for this query": nothing reported, not a failure.
    if (response.status === 404 || response.status === 412) {
      await response.body?.cancel();
      return { data: [] };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
    }
    return response.json();
  }

  async function loadSources(): Promise<void> {
    const byId = new Map<string, FrostSource>();
    let skipped = 0;
    // Stations measuring wind, and wave stations that may measure no wind.
    for (const element of [FROST_ELEMENTS.windSpeed, FROST_ELEMENTS.waveHeight]) {
      const query = new URLSearchParams({
        types: 'SensorSystem',
        elements: element,
        geometry: NORWEGIAN_WATERS,
      });
      const parsed = parseFrostSources(await get(`/sources/v0.jsonld?${query}`));
      skipped += parsed.skipped;
      for (const source of parsed.items) byId.set(source.id, source);
    }
    sources = [...byId.values()].filter((s) => options.isCoastal(s.lat, s.lon));
    sourcesAt = now();
    options.log.info(
      { stations: sources.length, inland: byId.size - sources.length, skipped },
      'Frost stations loaded',
    );
  }

  async function loadObservations(): Promise<void> {
    const readings: FrostReadings = new Map();
    let skipped = 0;
    const elements = Object.values(FROST_ELEMENTS).join(',');
    for (let i = 0; i < sources.length; i += SOURCES_PER_REQUEST) {
      const batch = sources.slice(i, i + SOURCES_PER_REQUEST).map((s) => s.id);
      const query = new URLSearchParams({
        sources: batch.join(','),
        referencetime: 'latest',
        elements,
      });
      const parsed = parseFrostObservations(await get(`/observations/v0.jsonld?${query}`));
      skipped += parsed.skipped;
      for (const [id, reading] of parsed.items) readings.set(id, reading);
    }
    stations = frostStations(sources, readings);
    if (skipped > 0) options.log.info({ skipped }, 'Frost records skipped: not readable');
  }

  async function refresh(): Promise<void> {
    try {
      if (now() - sourcesAt >= FROST_SOURCES_REFRESH_MS) await loadSources();
      await loadObservations();
    } catch (error) {
      options.log.error(
        { upstream: 'MET Frost', err: error instanceof Error ? error.message : String(error) },
        'MET Frost failed; keeping the last good stations',
      );
    }
  }

  return {
    stations: () => stations,
    refresh,
    start() {
      void refresh();
      const timer = setInterval(() => void refresh(), FROST_OBSERVATION_REFRESH_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
