import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clampRange,
  debounce,
  defaultRange,
  flagOf,
  mergeByMmsi,
  positionAt,
  shownName,
  timeInRange,
  vesselsInAreaPath,
} from './area-activity.rules.js';
import {
  fetchAreaNames,
  fetchAreaVessels,
  MAP_BOUNDS_MISSING,
  selectAreaVessel,
  useAreaActivity,
} from './area-activity.store.js';

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
    // Both calls, then one for the names of the vessels found.
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      '/bwapi/v1/geodata/ais/open/vesselsinarea',
      '/bwapi/v1/historic/shipsinarea',
      '/live/v1/latest/combined',
    ]);
    expect(post.mock.calls[2]![1]).toMatchObject({ mmsi: [2] });
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

describe('area activity names (R22.10)', () => {
  it('names the rows from the live records, asking each MMSI once, in calls of 1,000', async () => {
    useAreaActivity.setState({ names: new Map() });
    const post = vi.fn((_path: string, body: { mmsi: number[] }) =>
      Promise.resolve(
        body.mmsi
          .filter((mmsi) => mmsi % 2 === 0)
          .map((mmsi) => ({ mmsi, name: mmsi === 2 ? 'ALDA@@@@   ' : `V${mmsi}` })),
      ),
    );
    const mmsis = Array.from({ length: 1500 }, (_, i) => i + 1);
    await fetchAreaNames({ post } as never, mmsis);
    expect(post.mock.calls.map(([, body]) => body.mmsi.length)).toEqual([1000, 500]);
    const { names } = useAreaActivity.getState();
    expect(names.get(2)).toBe('ALDA');
    expect(names.get(1)).toBeUndefined();
    post.mockClear();
    // Known names are not asked again; the unnamed ones are.
    await fetchAreaNames({ post } as never, [2, 3]);
    expect(post.mock.calls.map(([, body]) => body.mmsi)).toEqual([[3]]);
  });
  it('leaves the MMSI when the names call fails', async () => {
    useAreaActivity.setState({ names: new Map() });
    const logged: string[] = [];
    const post = vi.fn(() => Promise.reject(new Error('503')));
    await fetchAreaNames({ post } as never, [5], (message) => logged.push(message));
    expect(useAreaActivity.getState().names.size).toBe(0);
    expect(logged).toEqual(['Fetching vessel names in area failed']);
  });
  it('trims AIS padding and takes no empty name', () => {
    expect(shownName('ALDA@@@ ')).toBe('ALDA');
    expect(shownName('  ')).toBeNull();
    expect(shownName(undefined)).toBeNull();
  });
});

describe('the selected vessel on the time slider (R22.01)', () => {
  const track = [
    { msgtime: '2026-01-15T10:00:00Z', latitude: 67.8, longitude: 14 },
    { msgtime: '2026-01-15T11:00:00Z', latitude: 67.8, longitude: 15 },
    { msgtime: '2026-01-15T11:30:00Z', latitude: 68.0, longitude: 15 },
  ];
  it('places the vessel on its track at the chosen time, between two points by time', () => {
    expect(positionAt(track, Date.parse('2026-01-15T10:15:00Z'))).toEqual({
      latitude: 67.8,
      longitude: 14.25,
    });
    expect(positionAt(track, Date.parse('2026-01-15T11:30:00Z'))).toEqual({
      latitude: 68,
      longitude: 15,
    });
  });
  it('keeps it at its last point for half an hour, and has no place outside the track', () => {
    expect(positionAt(track, Date.parse('2026-01-15T12:00:00Z'))).toEqual({
      latitude: 68,
      longitude: 15,
    });
    expect(positionAt(track, Date.parse('2026-01-15T09:59:00Z'))).toBeNull();
    expect(positionAt(track, Date.parse('2026-01-15T12:01:00Z'))).toBeNull();
    expect(positionAt([], NOW)).toBeNull();
  });
  it('starts the slider where the vessel was last seen and keeps it inside the range', () => {
    useAreaActivity.setState({ dateRange: defaultRange(NOW), selectedDateTime: 0 });
    selectAreaVessel(257100001, NOW - 600_000);
    expect(useAreaActivity.getState()).toMatchObject({
      selectedVessels: [257100001],
      selectedDateTime: NOW - 600_000,
    });
    selectAreaVessel(257100001);
    expect(useAreaActivity.getState().selectedDateTime).toBe(NOW);
    expect(timeInRange(defaultRange(NOW), NOW - 3_600_000)).toBe(NOW - 3_600_000);
    expect(timeInRange(defaultRange(NOW), NOW - 2 * 86_400_000)).toBe(NOW);
    selectAreaVessel(null);
    expect(useAreaActivity.getState().selectedVessels).toEqual([]);
  });
});
