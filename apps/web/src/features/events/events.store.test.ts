import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_POLL_MS, startEvents, useEvents } from './events.store.js';

const alert = (id: string, time: string) => ({
  id,
  zoneId: 'z1',
  time,
  mmsi: 257000001,
  name: 'ALDA',
  shipType: 30,
  latitude: 67.8,
  longitude: 14.5,
  kind: 'entry' as const,
});
const config = {
  category: 'zoneAlert',
  id: 'z1',
  url: '/api/v1/alerting/zones/z1/alerts',
  lastUpdated: '2026-01-15T10:00:00.000Z',
  props: { name: 'Vestfjorden' },
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('events (R21.12–R21.14, A73)', () => {
  it('polls each config every 30,000 ms with from; only newer alerts are news', async () => {
    const answers = [
      [alert('a', '2026-01-15T10:00:00.000Z')],
      [alert('b', '2026-01-15T10:05:00.000Z'), alert('a', '2026-01-15T10:00:00.000Z')],
    ];
    const get = vi.fn((path: string) =>
      Promise.resolve(path === '/bwapi/v1/events' ? [config] : (answers.shift() ?? [])),
    );
    const news: string[] = [];
    const events = await startEvents({ api: { get } as never, onNew: (a) => news.push(a.id) });
    expect(useEvents.getState().alerts.map((a) => a.id)).toEqual(['a']);
    expect(news).toEqual([]);
    expect(get).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(EVENT_POLL_MS - 1);
    expect(get).toHaveBeenCalledTimes(2);
    // The round reads the configs again, then polls each url from the newest alert's time.
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(4);
    expect(get).toHaveBeenLastCalledWith(config.url, {
      query: { from: '2026-01-15T10:00:00.000Z' },
    });
    expect(useEvents.getState().alerts.map((a) => a.id)).toEqual(['b', 'a']);
    expect(news).toEqual(['b']);
    // A pushed alert already polled is not news twice; a new pushed one is.
    events.push(alert('b', '2026-01-15T10:05:00.000Z'));
    events.push(alert('c', '2026-01-15T10:06:00.000Z'));
    await vi.advanceTimersByTimeAsync(0);
    expect(news).toEqual(['b', 'c']);
    events.stop();
  });

  it('paused offline polls nothing and keeps the list; resumed it catches up at once', async () => {
    const get = vi.fn((path: string) =>
      Promise.resolve(
        path === '/bwapi/v1/events' ? [config] : [alert('a', '2026-01-15T10:00:00.000Z')],
      ),
    );
    const events = await startEvents({ api: { get } as never });
    expect(get).toHaveBeenCalledTimes(2);
    events.pause();
    await vi.advanceTimersByTimeAsync(EVENT_POLL_MS * 5);
    expect(get).toHaveBeenCalledTimes(2);
    expect(useEvents.getState().alerts.map((a) => a.id)).toEqual(['a']);
    events.resume();
    events.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(get).toHaveBeenCalledTimes(4);
    expect(get).toHaveBeenLastCalledWith(config.url, {
      query: { from: '2026-01-15T10:00:00.000Z' },
    });
    await vi.advanceTimersByTimeAsync(EVENT_POLL_MS);
    expect(get).toHaveBeenCalledTimes(6);
    events.stop();
  });

  it("logs 'Fetching events failed' and keeps an empty list", async () => {
    const logged: string[] = [];
    const get = vi.fn(() => Promise.reject(new Error('503')));
    const events = await startEvents({ api: { get } as never, log: (m) => logged.push(m) });
    expect(logged).toEqual(['Fetching events failed']);
    expect(useEvents.getState()).toMatchObject({ configs: [], alerts: [], loaded: true });
    // A pushed alert of an unknown zone reads the configs again before it is shown.
    events.push(alert('x', '2026-01-15T10:06:00.000Z'));
    await vi.advanceTimersByTimeAsync(0);
    expect(get).toHaveBeenCalledTimes(2);
    expect(useEvents.getState().alerts.map((a) => a.id)).toEqual(['x']);
    events.stop();
  });
});
