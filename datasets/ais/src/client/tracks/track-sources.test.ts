import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchLatestTrack,
  fetchTrackHistory,
  HISTORY_TRACK_TIMEOUT_MS,
  LATEST_TRACK_TIMEOUT_MS,
  TRACK_FETCH_LOG,
  trackTiersFor,
  type AisHttp,
} from './track-sources.js';

const NOW = Date.parse('2025-03-02T12:00:00Z');

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** A fake server: each path answers its list, throws its error, or never answers. */
function fakeHttp(answers: Record<string, unknown[] | Error | 'hang'>) {
  const calls: { path: string; timeoutMs: number }[] = [];
  const http: AisHttp = {
    get: (path, { timeoutMs, signal }) => {
      calls.push({ path, timeoutMs });
      const answer = answers[path];
      if (answer === undefined) return Promise.reject(new HttpError(500));
      if (answer instanceof Error) return Promise.reject(answer);
      if (answer === 'hang') {
        // Like the app's client: the call fails when its time-out passes.
        return new Promise((_, reject) => {
          const timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
          signal?.addEventListener('abort', () => clearTimeout(timer));
        });
      }
      return Promise.resolve(answer as never);
    },
    post: () => Promise.reject(new Error('not used')),
  };
  return { http, calls };
}

const point = (msgtime: string, longitude: number) => ({ msgtime, latitude: 60, longitude });

afterEach(() => vi.useRealTimers());

describe('track sources by policy (spec 01 §6, A22)', () => {
  it('asks the open tier always, fiskinfo and arctic only with their policies', () => {
    expect(trackTiersFor([])).toEqual(['open']);
    expect(trackTiersFor(['BwAisFiskinfo', 'BwArcticUser'])).toEqual([
      'open',
      'fiskinfo',
      'arctic',
    ]);
  });
});

describe('latest track', () => {
  it('asks every allowed source with the 20 s time-out and merges them by msgtime', async () => {
    const { http, calls } = fakeHttp({
      '/bwapi/v1/geodata/ais/257000001/opentracks': [point('2025-03-02T11:00:00Z', 2)],
      '/bwapi/v1/geodata/ais/257000001/tracks': [point('2025-03-02T10:00:00Z', 1)],
    });
    const points = await fetchLatestTrack({
      http,
      mmsi: 257000001,
      policies: ['BwAisFiskinfo'],
      now: NOW,
    });
    expect(points.map((item) => item.longitude)).toEqual([1, 2]);
    expect(calls.every((call) => call.timeoutMs === LATEST_TRACK_TIMEOUT_MS)).toBe(true);
    expect(LATEST_TRACK_TIMEOUT_MS).toBe(20_000);
  });

  it('drops points older than 24 hours', async () => {
    const { http } = fakeHttp({
      '/bwapi/v1/geodata/ais/257000001/opentracks': [
        point('2025-03-01T11:59:00Z', 1),
        point('2025-03-01T12:01:00Z', 2),
      ],
    });
    const points = await fetchLatestTrack({ http, mmsi: 257000001, policies: [], now: NOW });
    expect(points.map((item) => item.longitude)).toEqual([2]);
  });

  it('tolerates a source that times out when another answers, and logs it', async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    const { http } = fakeHttp({
      '/bwapi/v1/geodata/ais/257000001/opentracks': [point('2025-03-02T11:00:00Z', 2)],
      '/bwapi/v1/geodata/arcticais/257000001/tracks': 'hang',
    });
    const result = fetchLatestTrack({
      http,
      mmsi: 257000001,
      policies: ['BwArcticUser'],
      now: NOW,
      log,
    });
    await vi.advanceTimersByTimeAsync(LATEST_TRACK_TIMEOUT_MS);
    expect((await result).map((item) => item.longitude)).toEqual([2]);
    expect(log).toHaveBeenCalledWith(TRACK_FETCH_LOG, expect.any(Error));
  });

  it('fails when every source fails, logging "Fetch AIS track"', async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    const { http } = fakeHttp({ '/bwapi/v1/geodata/ais/257000001/opentracks': 'hang' });
    const result = fetchLatestTrack({ http, mmsi: 257000001, policies: [], now: NOW, log });
    const settled = result.then(
      () => 'resolved',
      () => 'rejected',
    );
    await vi.advanceTimersByTimeAsync(LATEST_TRACK_TIMEOUT_MS - 1);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toBe('rejected');
    expect(log).toHaveBeenCalledWith(TRACK_FETCH_LOG, expect.any(Error));
  });
});

describe('track history', () => {
  const from = new Date('2025-03-01T00:00:00Z');
  const to = new Date('2025-03-02T00:00:00Z');
  const range = `${encodeURIComponent(from.toISOString())}/${encodeURIComponent(to.toISOString())}`;

  it('asks the open and historic sources with the 30 s time-out; a 404 is an empty track', async () => {
    const log = vi.fn();
    const { http, calls } = fakeHttp({
      [`/bwapi/v1/ais/open/tracks/257000001/${range}`]: [
        point('2025-03-01T12:00:00Z', 2),
        point('2025-03-01T06:00:00Z', 1),
      ],
      [`/bwapi/v1/historic/tracks/257000001/${range}`]: new HttpError(404),
    });
    const points = await fetchTrackHistory({ http, mmsi: 257000001, policies: [], from, to, log });
    expect(points.map((item) => item.longitude)).toEqual([1, 2]);
    expect(calls.map((call) => call.timeoutMs)).toEqual([
      HISTORY_TRACK_TIMEOUT_MS,
      HISTORY_TRACK_TIMEOUT_MS,
    ]);
    expect(HISTORY_TRACK_TIMEOUT_MS).toBe(30_000);
    expect(log).not.toHaveBeenCalled();
  });

  it('gives an empty track when the only source answers 404', async () => {
    const { http } = fakeHttp({
      [`/bwapi/v1/ais/open/tracks/257000001/${range}`]: new HttpError(404),
      [`/bwapi/v1/historic/tracks/257000001/${range}`]: new HttpError(404),
    });
    await expect(
      fetchTrackHistory({ http, mmsi: 257000001, policies: [], from, to }),
    ).resolves.toEqual([]);
  });

  it('asks the fiskinfo and arctic history paths with their policies', async () => {
    const { http, calls } = fakeHttp({});
    await fetchTrackHistory({
      http,
      mmsi: 257000001,
      policies: ['BwAisFiskinfo', 'BwArcticUser'],
      from,
      to,
      log: () => undefined,
    }).catch(() => undefined);
    expect(calls.map((call) => call.path)).toEqual([
      `/bwapi/v1/ais/open/tracks/257000001/${range}`,
      `/bwapi/v1/historic/tracks/257000001/${range}`,
      `/bwapi/v1/ais/fiskinfo/tracks/257000001/${range}`,
      `/bwapi/v1/ais/arctic/tracks/257000001/${range}`,
    ]);
  });

  it('rejects when every source fails with an error other than 404', async () => {
    const { http } = fakeHttp({});
    await expect(
      fetchTrackHistory({ http, mmsi: 257000001, policies: [], from, to, log: () => undefined }),
    ).rejects.toMatchObject({ status: 500 });
  });
});
