// Fetching a vessel's track from the sources the user's policies allow (spec 02 §6, §7;
// checklist A22, A23): all asked together, a failure tolerated unless every source fails, the
// answers merged and sorted by msgtime.
import {
  DEFAULT_TRACK_AGE_MS,
  dropOlderThan,
  mergeTracks,
  parseTrackPoints,
  type TrackPoint,
} from './track-rules.js';

/** Time-out of a latest-track request (spec 02 §9). */
export const LATEST_TRACK_TIMEOUT_MS = 20_000;

/** Time-out of a history request (spec 02 §9). */
export const HISTORY_TRACK_TIMEOUT_MS = 30_000;

/** What is logged when a track fetch fails (spec 02 §8). */
export const TRACK_FETCH_LOG = 'Fetch AIS track';

/**
 * The JSON calls the AIS client part makes; the web app hands in its API client, so headers,
 * the bearer token and the `/bwapi` rewrite stay in one place. A failed call rejects with an
 * error whose `status` is the HTTP status, when there was a response.
 */
export interface AisHttp {
  get<T>(path: string, options: { timeoutMs: number; signal?: AbortSignal }): Promise<T>;
  post<T>(
    path: string,
    body: unknown,
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<T>;
}

/** The track tiers a user may ask, by policy (spec 01 §6): open always. */
export type TrackTier = 'open' | 'fiskinfo' | 'arctic';

export function trackTiersFor(policies: readonly string[]): TrackTier[] {
  const tiers: TrackTier[] = ['open'];
  if (policies.includes('BwAisFiskinfo')) tiers.push('fiskinfo');
  if (policies.includes('BwArcticUser')) tiers.push('arctic');
  return tiers;
}

/** Latest-track paths per tier (checklist A22). */
export function latestTrackPaths(mmsi: number, tiers: readonly TrackTier[]): string[] {
  return tiers.map((tier) => {
    switch (tier) {
      case 'open':
        return `/bwapi/v1/geodata/ais/${mmsi}/opentracks`;
      case 'fiskinfo':
        return `/bwapi/v1/geodata/ais/${mmsi}/tracks`;
      case 'arctic':
        return `/bwapi/v1/geodata/arcticais/${mmsi}/tracks`;
    }
  });
}

/**
 * History paths per tier (spec 02 §7, checklist A23): the open tier is asked both at its live
 * history and at the historic API; dates are ISO 8601 UTC, URL-encoded.
 */
export function historyTrackPaths(
  mmsi: number,
  from: Date,
  to: Date,
  tiers: readonly TrackTier[],
): string[] {
  const range = `${encodeURIComponent(from.toISOString())}/${encodeURIComponent(to.toISOString())}`;
  return tiers.flatMap((tier) =>
    tier === 'open'
      ? [`/bwapi/v1/ais/open/tracks/${mmsi}/${range}`, `/bwapi/v1/historic/tracks/${mmsi}/${range}`]
      : [`/bwapi/v1/ais/${tier}/tracks/${mmsi}/${range}`],
  );
}

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

type Log = (message: string, detail?: unknown) => void;

/**
 * Asks every path at once. A 404 is an empty track (the historic API's "none"); other
 * failures are logged and tolerated while at least one source answered; when every source
 * failed the call rejects.
 */
export async function fetchFromSources(
  http: AisHttp,
  paths: readonly string[],
  timeoutMs: number,
  log: Log,
  signal?: AbortSignal,
): Promise<TrackPoint[]> {
  const answers = await Promise.allSettled(
    paths.map(async (path) => {
      try {
        return parseTrackPoints(
          await http.get<unknown>(path, { timeoutMs, ...(signal ? { signal } : {}) }),
        );
      } catch (error) {
        if (statusOf(error) === 404) return [];
        log(TRACK_FETCH_LOG, error);
        throw error;
      }
    }),
  );
  const fulfilled = answers.filter(
    (answer): answer is PromiseFulfilledResult<TrackPoint[]> => answer.status === 'fulfilled',
  );
  if (fulfilled.length === 0) {
    const first = answers[0];
    throw first && first.status === 'rejected' ? first.reason : new Error(TRACK_FETCH_LOG);
  }
  return mergeTracks(fulfilled.map((answer) => answer.value));
}

export interface TrackRequest {
  readonly http: AisHttp;
  readonly mmsi: number;
  readonly policies: readonly string[];
  readonly log?: Log;
  readonly signal?: AbortSignal;
}

const defaultLog: Log = (message, detail) => console.error(message, detail);

/** The latest track (last 24 h) with points older than the age limit dropped. */
export async function fetchLatestTrack(
  request: TrackRequest & { now: number; ageLimitMs?: number },
): Promise<TrackPoint[]> {
  const points = await fetchFromSources(
    request.http,
    latestTrackPaths(request.mmsi, trackTiersFor(request.policies)),
    LATEST_TRACK_TIMEOUT_MS,
    request.log ?? defaultLog,
    request.signal,
  );
  return dropOlderThan(points, request.now - (request.ageLimitMs ?? DEFAULT_TRACK_AGE_MS));
}

/** The track between two times: points before `from` (the age limit of a range) dropped. */
export async function fetchTrackHistory(
  request: TrackRequest & { from: Date; to: Date },
): Promise<TrackPoint[]> {
  const points = await fetchFromSources(
    request.http,
    historyTrackPaths(request.mmsi, request.from, request.to, trackTiersFor(request.policies)),
    HISTORY_TRACK_TIMEOUT_MS,
    request.log ?? defaultLog,
    request.signal,
  );
  const to = request.to.getTime();
  return dropOlderThan(points, request.from.getTime()).filter(
    (point) => Date.parse(point.msgtime) <= to,
  );
}
