import type { AisHttp, TrackPoint } from '@havkart/dataset-ais/client';
import { describe, expect, it } from 'vitest';
import type { TracksState } from './tracks.store.js';
import { recordPoint, trackToFit, vesselLocator } from './vessel-position.js';

const point = (longitude: number, latitude: number): TrackPoint => ({
  msgtime: '2026-11-27T04:00:00Z',
  longitude,
  latitude,
});
const state = (shown: TracksState['shown'], points: TrackPoint[]): TracksState => ({
  shown,
  points,
  recent: [],
  recentRequested: false,
});

describe('where vessel links and tracks take the map', () => {
  it('fits a track when it turns shown, and only then', () => {
    const points = [point(5, 60), point(5.2, 60.1)];
    const loading = state({ mmsi: 1, status: 'loading', points: 0 }, []);
    const shown = state({ mmsi: 1, status: 'shown', points: 2 }, points);
    expect(trackToFit(shown, loading)).toBe(points);
    // A later change that keeps the same points (recent tracks arriving) moves nothing.
    expect(trackToFit({ ...shown, recent: [] }, shown)).toBeNull();
    expect(trackToFit(state({ mmsi: 1, status: 'empty', points: 0 }, []), loading)).toBeNull();
  });

  it('reads a record position, none without both coordinates', () => {
    expect(recordPoint({ longitude: 5, latitude: 60 })).toEqual({
      type: 'Point',
      coordinates: [5, 60],
    });
    expect(recordPoint({ longitude: 5, latitude: null })).toBeNull();
    expect(recordPoint(undefined)).toBeNull();
  });

  it('finds a vessel the map has not loaded through the live API', async () => {
    const answer: unknown = [{ mmsi: 257000001, msgtime: 'x', longitude: 18.9, latitude: 69.6 }];
    const http: AisHttp = {
      get: <T>() => Promise.resolve(null as T),
      post: <T>() => Promise.resolve(answer as T),
    };
    const locate = vesselLocator(http);
    const found = await locate('257000001', new AbortController().signal);
    expect(found).toEqual({ type: 'Point', coordinates: [18.9, 69.6] });
    expect(await locate('x', new AbortController().signal)).toBeNull();
  });
});
