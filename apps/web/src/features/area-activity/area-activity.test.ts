import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clampRange,
  debounce,
  defaultRange,
  flagOf,
  mergeByMmsi,
  vesselsInAreaPath,
} from './area-activity.rules.js';
import { fetchAreaVessels, MAP_BOUNDS_MISSING, useAreaActivity } from './area-activity.store.js';

const NOW = Date.parse('2026-01-15T12:00:00Z');
const bounds = { west: 14, south: 67.5, east: 15, north: 68 };
const seen = (mmsi: number, msgtime: string) => ({ mmsi, countryCode: 'NO', msgtime });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('area activity rules (R22.01, R22.07, R22.10, R22.11)', () => {
  it('defaults to the last 24 hours and keeps a range within 7 days', () => {
    expect(defaultRange(NOW)).toEqual({ from: NOW - 86_400_000, to: NOW });
    expect(clampRange({ from: NOW - 10 * 86_400_000, to: NOW })).toEqual({
      from: NOW - 7 * 86_400_000,
      to: NOW,
    });
  });
  it('picks the vesselsinarea variant of the AIS source', () => {
    expect(vesselsInAreaPath('arctic')).toBe('/bwapi/v1/geodata/ais/arctic/vesselsinarea');
    expect(vesselsInAreaPath('fiskinfo')).toBe('/bwapi/v1/geodata/ais/fiskinfo/vesselsinarea');
    expect(vesselsInAreaPath('aisApi')).toBe('/bwapi/v1/geodata/ais/open/vesselsinarea');
  });
  it('merges by MMSI keeping the latest sighting, and flags by country', () => {
    const merged = mergeByMmsi([
      [seen(1, '2026-01-15T10:00:00Z'), seen(2, '2026-01-15T09:00:00Z')],
      [seen(1, '2026-01-15T11:00:00Z')],
    ]);
    expect(merged.map((v) => [v.mmsi, v.msgtime])).toEqual([
      [1, '2026-01-15T11:00:00Z'],
      [2, '2026-01-15T09:00:00Z'],
    ]);
    expect(flagOf('NO')).toBe('🇳🇴');
    expect(flagOf(null)).toBe('');
  });
  it('fetches after 250 ms of quiet only', () => {
    const work = vi.fn();
    const run = debounce(work);
    run(1);
    vi.advanceTimersByTime(200);
    run(2);
    vi.advanceTimersByTime(249);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledExactlyOnceWith(2);
  });
});

describe('area activity fetch (R22.05, R22.08, R22.09)', () => {
  it('posts the bounds and range to both calls and merges them', async () => {
    useAreaActivity.setState({ dateRange: defaultRange(NOW) });
    const post = vi.fn((path: string, _body: unknown) =>
      Promise.resolve(path.includes('historic') ? [seen(2, '2026-01-15T09:00:00Z')] : undefined),
    );
    await fetchAreaVessels({ post } as never, bounds, 'open');
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      '/bwapi/v1/geodata/ais/open/vesselsinarea',
      '/bwapi/v1/historic/shipsinarea',
    ]);
    expect(post.mock.calls[0]![1]).toMatchObject({
      msgTimeFrom: '2026-01-14T12:00:00.000Z',
      msgTimeTo: '2026-01-15T12:00:00.000Z',
      polygon: { type: 'Polygon' },
    });
    expect(useAreaActivity.getState()).toMatchObject({ status: 'ready', vessels: [{ mmsi: 2 }] });
  });
  it("raises 'Map bounds not available' without bounds; fails only when every call fails", async () => {
    const post = vi.fn(() => Promise.reject(new Error('503')));
    await expect(fetchAreaVessels({ post } as never, null, 'open')).rejects.toThrow(
      MAP_BOUNDS_MISSING,
    );
    const oneFails = vi.fn((path: string) =>
      path.includes('historic')
        ? Promise.reject(new Error('503'))
        : Promise.resolve([seen(1, '2026-01-15T10:00:00Z')]),
    );
    await fetchAreaVessels({ post: oneFails } as never, bounds, 'open', () => undefined);
    expect(useAreaActivity.getState().status).toBe('ready');
    await fetchAreaVessels({ post } as never, bounds, 'open', () => undefined);
    expect(useAreaActivity.getState().status).toBe('failed');
  });
});
