import { greatCircleDistance, nauticalMilesToMetres } from '@havkart/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  circlePolygon,
  fetchRecentTracks,
  recentTracksAreaBody,
  RECENT_TRACKS_MINUTES,
  RECENT_TRACKS_RADIUS_NM,
} from './recent-tracks.js';
import type { AisHttp } from './track-sources.js';

const NOW = Date.parse('2025-03-02T12:00:00Z');
const CENTRE = [5.3, 60.4] as const;

describe('recent tracks area (checklist A14)', () => {
  it('covers the last 30 minutes within 10 NM of the map centre', () => {
    const body = recentTracksAreaBody(CENTRE, NOW);
    expect(RECENT_TRACKS_MINUTES).toBe(30);
    expect(RECENT_TRACKS_RADIUS_NM).toBe(10);
    expect(body.msgTimeFrom).toBe('2025-03-02T11:30:00.000Z');
    expect(body.msgTimeTo).toBe('2025-03-02T12:00:00.000Z');
    const ring = body.polygon.coordinates[0]!;
    expect(ring[0]).toEqual(ring.at(-1));
    for (const corner of ring) {
      const distance = greatCircleDistance(CENTRE, corner as [number, number]);
      expect(Math.abs(distance - nauticalMilesToMetres(10))).toBeLessThan(5);
    }
  });

  it('is a closed ring of 33 positions', () => {
    expect(circlePolygon(CENTRE, 1000).coordinates[0]).toHaveLength(33);
  });
});

describe('fetching recent tracks', () => {
  function http(vessels: unknown, tracks: unknown) {
    const post = vi.fn((path: string, _body?: unknown) =>
      Promise.resolve((path.endsWith('vesselsinarea') ? vessels : tracks) as never),
    );
    return { post, get: vi.fn() } as unknown as AisHttp & { post: typeof post };
  }

  it('asks the tracks of the vessels in the area, keeping those with two recent points', async () => {
    const client = http([{ mmsi: 257000001 }, { mmsi: 257000002 }], {
      '257000001': [
        { msgtime: '2025-03-02T11:40:00+00:00', latitude: 60.4, longitude: 5.3 },
        { msgtime: '2025-03-02T11:20:00+00:00', latitude: 60.3, longitude: 5.3 },
        { msgtime: '2025-03-02T11:50:00+00:00', latitude: 60.5, longitude: 5.3 },
      ],
      // One point inside the 30 minutes: no line.
      '257000002': [
        { msgtime: '2025-03-02T11:50:00+00:00', latitude: 60.4, longitude: 5.2 },
        { msgtime: '2025-03-02T11:00:00+00:00', latitude: 60.4, longitude: 5.1 },
      ],
    });
    const tracks = await fetchRecentTracks(client, CENTRE, NOW);
    expect(client.post.mock.calls[1]![1]).toEqual({ mmsi: [257000001, 257000002] });
    expect(tracks).toHaveLength(1);
    expect(tracks[0]!.mmsi).toBe(257000001);
    expect(tracks[0]!.points.map((point) => point.latitude)).toEqual([60.4, 60.5]);
  });

  it('gives no tracks when no vessel is in the area (204)', async () => {
    const client = http(undefined, {});
    await expect(fetchRecentTracks(client, CENTRE, NOW)).resolves.toEqual([]);
    expect(client.post).toHaveBeenCalledTimes(1);
  });

  it('logs "Fetch AIS track" and rejects when the request fails', async () => {
    const log = vi.fn();
    const client = {
      get: vi.fn(),
      post: vi.fn(() => Promise.reject(new Error('down'))),
    } as unknown as AisHttp;
    await expect(fetchRecentTracks(client, CENTRE, NOW, log)).rejects.toThrow('down');
    expect(log).toHaveBeenCalledWith('Fetch AIS track', expect.any(Error));
  });
});
