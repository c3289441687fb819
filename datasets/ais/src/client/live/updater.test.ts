import { describe, expect, it } from 'vitest';
import type { LngLatBox } from './bounds.js';
import { SharedStream, type StreamTransport } from './stream-connection.js';
import { AllSourcesFailed, LiveUpdater, type UpdaterTimers } from './updater.js';
import { INITIAL_SINCE } from './since.js';

type Call = { path: string; body: Record<string, unknown> };

/** A fake of the world around an updater: a map view, latest answers, a stream, timers. */
function harness(options: { answers?: (path: string) => Promise<unknown> } = {}) {
  let zoom = 9;
  let bounds: LngLatBox = { west: 4, south: 60, east: 6, north: 61 };
  const posts: Call[] = [];
  const streams: { path: string; body: Record<string, unknown>; signal: AbortSignal }[] = [];
  const intervals = new Map<number, { run: () => void; ms: number }>();
  let nextId = 1;
  const received: unknown[][] = [];
  const errors: unknown[] = [];
  const timers: UpdaterTimers = {
    now: () => 0,
    setTimeout: () => nextId++,
    clearTimeout: () => undefined,
    setInterval: (run, ms) => {
      intervals.set(nextId, { run, ms });
      return nextId++;
    },
    clearInterval: (id) => intervals.delete(id as number),
  };
  const transport: StreamTransport = {
    stream: (path, body, _onEvent, signal) => {
      streams.push({ path, body: body as Record<string, unknown>, signal });
      return new Promise(() => undefined);
    },
  };
  const shared = new Map<string, SharedStream>();
  const updater = new LiveUpdater(
    {
      part: 'vessels',
      flushMs: 50,
      latestPath: 'latest/combined',
      latestBody: (since) => ({ since }),
      streamBody: (geometry) => ({ geometry }),
      firstLoadWithoutGeometry: false,
    },
    {
      view: { zoom: () => zoom, bounds: () => bounds },
      bases: async () => ['/live/v1'],
      post: async (path, body) => {
        posts.push({ path, body: body as Record<string, unknown> });
        return options.answers ? options.answers(path) : [];
      },
      stream: (base) => {
        let s = shared.get(base);
        if (!s) {
          s = new SharedStream(base, transport, console, {
            setTimeout: () => 0,
            clearTimeout: () => undefined,
            defer: (run) => run(),
          });
          shared.set(base, s);
        }
        return s;
      },
      filterBody: () => ({}),
      onRecords: (records) => received.push([...records]),
      onError: (error) => errors.push(error),
      timers,
    },
  );
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    updater,
    posts,
    streams,
    intervals,
    received,
    errors,
    settle,
    zoomTo: (z: number) => {
      zoom = z;
      updater.zoomChanged();
    },
    panTo: (b: LngLatBox) => {
      bounds = b;
      updater.boundsChanged();
    },
  };
}

describe('live updater: modes and restarts (spec 02 §4)', () => {
  it('polls at zoom 9 with its 2 min interval and since from the first answer on', async () => {
    const h = harness({
      answers: async () => [{ mmsi: 257000001, msgtime: '2026-11-23T10:00:00+00:00' }],
    });
    h.updater.start();
    await h.settle();
    expect(h.posts).toEqual([{ path: '/live/v1/latest/combined', body: { since: INITIAL_SINCE } }]);
    expect([...h.intervals.values()].map((i) => i.ms)).toEqual([120_000]);
    [...h.intervals.values()][0]!.run();
    await h.settle();
    expect(h.posts[1]!.body.since).toBe('2026-11-23T10:00:00+00:00');
    expect(h.streams).toHaveLength(0);
  });

  it('10.2 → 10.8 keeps the poll; 9.5 → 10.5 restarts it at 10 s', async () => {
    const h = harness();
    h.zoomTo(10.2);
    h.updater.start();
    await h.settle();
    const restarts = h.updater.restarts;
    h.zoomTo(10.8);
    expect(h.updater.restarts).toBe(restarts);
    h.zoomTo(9.5);
    h.zoomTo(10.5);
    expect(h.updater.restarts).toBe(restarts + 2);
    expect([...h.intervals.values()].map((i) => i.ms)).toEqual([10_000]);
  });

  it('past zoom 11 polling stops and the stream opens with the widened bounds', async () => {
    const h = harness();
    h.zoomTo(10.9);
    h.updater.start();
    await h.settle();
    h.zoomTo(11.1);
    await h.settle();
    expect(h.intervals.size).toBe(0);
    expect(h.updater.mode).toEqual({ kind: 'stream', intervalMs: 5000 });
    expect(h.streams).toHaveLength(1);
    expect(h.streams[0]!.path).toBe('/live/v1/sse/multiplex');
    const ring = (h.streams[0]!.body.vessels as { geometry: { coordinates: number[][][] } })
      .geometry.coordinates[0]!;
    expect(ring[0]![0]).toBeCloseTo(3.95, 10);
    expect(ring[2]![1]).toBeCloseTo(61.025, 10);
  });

  it('a bounds change restarts the stream; in poll mode it does nothing', async () => {
    const h = harness();
    h.updater.start();
    await h.settle();
    h.panTo({ west: 5, south: 60, east: 7, north: 61 });
    await h.settle();
    expect(h.streams).toHaveLength(0);
    h.zoomTo(13);
    await h.settle();
    h.panTo({ west: 6, south: 60, east: 8, north: 61 });
    await h.settle();
    expect(h.streams).toHaveLength(2);
    expect(h.streams[0]!.signal.aborted).toBe(true);
    expect(h.streams[1]!.signal.aborted).toBe(false);
  });

  it('small moves inside the streamed area keep the stream (a followed vessel)', async () => {
    const h = harness();
    h.updater.start();
    h.zoomTo(13);
    await h.settle();
    expect(h.streams).toHaveLength(1);
    // Thirty re-centrings of 0.002° each, as a vessel at 15 kn moves in about 30 s.
    for (let step = 1; step <= 30; step++) {
      h.panTo({ west: 4 + step * 0.002, south: 60, east: 6 + step * 0.002, north: 61 });
    }
    await h.settle();
    expect(h.streams).toHaveLength(1);
    expect(h.streams[0]!.signal.aborted).toBe(false);
  });

  it('zooming back to 11 closes the stream and polls at 10 s', async () => {
    const h = harness();
    h.zoomTo(12);
    h.updater.start();
    await h.settle();
    h.zoomTo(11);
    await h.settle();
    expect(h.streams[0]!.signal.aborted).toBe(true);
    expect([...h.intervals.values()].map((i) => i.ms)).toEqual([10_000]);
  });

  it('failure of one source is tolerated, of every source is an error', async () => {
    let fail = true;
    const h = harness({
      answers: async () => {
        if (fail) throw new Error('503');
        return [];
      },
    });
    h.updater.start();
    await h.settle();
    expect(h.errors[0]).toBeInstanceOf(AllSourcesFailed);
    fail = false;
    await h.updater.pollOnce();
    expect(h.errors).toHaveLength(1);
  });
});

describe('live updater paused (offline, auto-update off)', () => {
  it('asks nothing while stopped, whatever the map does; started again it catches up', async () => {
    const h = harness({
      answers: async () => [{ mmsi: 257000001, msgtime: '2026-11-23T10:00:00+00:00' }],
    });
    h.updater.start();
    h.zoomTo(13);
    await h.settle();
    expect(h.streams).toHaveLength(1);
    h.updater.stop();
    expect(h.streams[0]!.signal.aborted).toBe(true);
    expect(h.intervals.size).toBe(0);
    const asked = { posts: h.posts.length, streams: h.streams.length };
    h.zoomTo(9);
    h.zoomTo(14);
    h.panTo({ west: 8, south: 62, east: 10, north: 63 });
    await h.settle();
    expect({ posts: h.posts.length, streams: h.streams.length }).toEqual(asked);
    h.updater.start();
    await h.settle();
    // The catch-up asks from the newest record held, not from the start.
    expect(h.posts.at(-1)!.body.since).toBe('2026-11-23T10:00:00+00:00');
    expect(h.streams).toHaveLength(asked.streams + 1);
    expect(h.streams.at(-1)!.signal.aborted).toBe(false);
  });
});

describe('one shared stream per tab', () => {
  it('vessels and aids go over one connection; a change of either reopens it once', async () => {
    const opened: Record<string, unknown>[] = [];
    const signals: AbortSignal[] = [];
    let deferred: (() => void)[] = [];
    const stream = new SharedStream(
      '/live/v1',
      {
        stream: (_path, body, _onEvent, signal) => {
          opened.push(body as Record<string, unknown>);
          signals.push(signal);
          return new Promise(() => undefined);
        },
      },
      console,
      { setTimeout: () => 0, clearTimeout: () => undefined, defer: (run) => deferred.push(run) },
    );
    const run = () => {
      const pending = deferred;
      deferred = [];
      pending.forEach((f) => f());
    };
    stream.set('vessels', { v: 1 }, () => undefined);
    stream.set('aids', { a: 1 }, () => undefined);
    run();
    expect(opened).toEqual([{ vessels: { v: 1 }, aids: { a: 1 } }]);
    stream.set('vessels', { v: 2 }, () => undefined);
    run();
    expect(opened[1]).toEqual({ vessels: { v: 2 }, aids: { a: 1 } });
    expect(signals[0]!.aborted).toBe(true);
    stream.delete('vessels');
    stream.delete('aids');
    run();
    expect(signals[1]!.aborted).toBe(true);
    expect(stream.open).toBe(false);
  });

  it('reconnects 5000 ms after the stream fails, and routes events by name', async () => {
    const delays: number[] = [];
    let fail: (e: Error) => void = () => undefined;
    const events: string[] = [];
    let emit: (event: string, data: string) => void = () => undefined;
    const stream = new SharedStream(
      '/live/v1',
      {
        stream: (_p, _b, onEvent) => {
          emit = onEvent;
          return new Promise((_, reject) => (fail = reject));
        },
      },
      { warn: () => undefined },
      {
        setTimeout: (_run, ms) => delays.push(ms),
        clearTimeout: () => undefined,
        defer: (run) => run(),
      },
    );
    stream.set('vessels', {}, (data) => events.push(`v${data}`));
    stream.set('aids', {}, (data) => events.push(`a${data}`));
    emit('vessel', '1');
    emit('aton', '2');
    emit('other', '3');
    expect(events).toEqual(['v1', 'a2']);
    fail(new Error('reset'));
    await new Promise((r) => setTimeout(r, 0));
    expect(delays).toEqual([5000]);
  });
});
