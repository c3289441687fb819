// The aid live part against a fake host and map: polled at zoom 11 or below, streamed above
// (spec 02 §4, R08.04); any bounds or filter change restarts the aid stream (R08.05); with a
// restricted AIS profile the restricted twin is asked beside the open base and the answers
// merge by MMSI (spec 02 §6, R05.23).
import type { DatasetLiveHost } from '@havkart/datasets-core/client';
import { themes } from '@havkart/theme';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { atonLive } from './live-parts.js';

type Call = { path: string; body: Record<string, unknown> };

// The tab's one connection per base is shared by every part and kept for the page's life, so
// it streams through the host that first opened it: the calls are collected here for all.
const allStreams: Call[] = [];

function fakeHost(options: { restricted?: boolean; answer?: (path: string) => unknown[] } = {}) {
  let zoom = 9;
  let west = 4;
  let filterBody: Record<string, unknown> = {};
  let online = true;
  const posts: Call[] = [];
  const before = allStreams.length;
  const changes = new Set<() => void>();
  const handlers = new Map<string, Set<() => void>>();
  const features = new Map<number, { properties: { name: string } }>();
  const source = {
    setData: (data: { features: { properties: { mmsi: number; name: string } }[] }) => {
      features.clear();
      for (const f of data.features) features.set(f.properties.mmsi, f);
    },
    updateData: (diff: { add?: { properties: { mmsi: number; name: string } }[] }) => {
      for (const f of diff.add ?? []) features.set(f.properties.mmsi, f);
    },
  };
  const map = {
    getSource: () => source,
    getLayer: () => undefined,
    getZoom: () => zoom,
    getBounds: () => ({
      getWest: () => west,
      getSouth: () => 60,
      getEast: () => west + 1,
      getNorth: () => 61,
    }),
    on: (type: string, listener: () => void) => {
      handlers.set(type, (handlers.get(type) ?? new Set()).add(listener));
    },
    off: (type: string, listener: () => void) => handlers.get(type)?.delete(listener),
    setLayerZoomRange: () => undefined,
    setLayoutProperty: () => undefined,
    hasImage: () => true,
    addImage: () => undefined,
    removeImage: () => undefined,
  };
  const host: DatasetLiveHost = {
    datasetId: 'aton',
    map: () => map,
    mapId: (key) => `aton:${key}`,
    post: async (path, body) => {
      posts.push({ path, body: body as Record<string, unknown> });
      return options.answer?.(path) ?? [];
    },
    stream: (path, body) => {
      allStreams.push({ path, body: body as Record<string, unknown> });
      return new Promise(() => undefined);
    },
    filterBody: () => filterBody,
    filters: () => [],
    setting: () => undefined,
    theme: () => themes.day,
    restrictedAis: async () => options.restricted === true,
    online: () => online,
    onChange: (listener) => {
      changes.add(listener);
      return () => changes.delete(listener);
    },
    log: { warn: () => undefined, error: () => undefined },
  };
  const fire = (type: string) => handlers.get(type)?.forEach((listener) => listener());
  return {
    host,
    posts,
    get streams() {
      return allStreams.slice(before);
    },
    features,
    zoomTo(z: number) {
      zoom = z;
      fire('zoomend');
    },
    panEast() {
      west += 0.5;
      fire('moveend');
    },
    setFilters(body: Record<string, unknown>) {
      filterBody = body;
      changes.forEach((listener) => listener());
    },
    setOnline(on: boolean) {
      online = on;
      changes.forEach((listener) => listener());
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
const aidStreams = (streams: readonly Call[], base = '/live/v1') =>
  streams.filter((s) => s.path === `${base}/sse/multiplex` && s.body.aids !== undefined);

let running: { stop(): void } | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

beforeAll(() => {
  // Drawing waits for a frame; a timer stands in for the browser's.
  globalThis.requestAnimationFrame ??= (run: FrameRequestCallback) =>
    setTimeout(() => run(0), 0) as unknown as number;
});

describe('aids to navigation: update modes and restarts', () => {
  it('polls latest/ais at zoom 11 or below and streams above it (R08.04)', async () => {
    const fake = fakeHost();
    running = atonLive(fake.host);
    fake.zoomTo(11);
    await settle();
    expect(fake.posts.map((p) => p.path)).toContain('/live/v1/latest/ais');
    expect(aidStreams(fake.streams)).toHaveLength(0);
    fake.zoomTo(11.5);
    await settle();
    expect(aidStreams(fake.streams)).toHaveLength(1);
    expect(aidStreams(fake.streams)[0]!.body.aids).toMatchObject({ includeAton: true });
  });

  it('restarts the aid stream on any bounds change and on any filter change (R08.05)', async () => {
    const fake = fakeHost();
    running = atonLive(fake.host);
    fake.zoomTo(13);
    await settle();
    const opened = aidStreams(fake.streams).length;
    expect(opened).toBeGreaterThan(0);
    fake.panEast();
    await settle();
    const afterPan = aidStreams(fake.streams);
    expect(afterPan).toHaveLength(opened + 1);
    const geometry = (call: Call) =>
      JSON.stringify((call.body.aids as { geometry: unknown }).geometry);
    expect(geometry(afterPan.at(-1)!)).not.toBe(geometry(afterPan.at(-2)!));
    const polls = fake.posts.length;
    fake.setFilters({ atonTypeIds: [9] });
    await settle();
    const afterFilter = aidStreams(fake.streams);
    expect(afterFilter).toHaveLength(opened + 2);
    expect(afterFilter.at(-1)!.body.aids).toMatchObject({ atonTypeIds: [9] });
    // The restart loads again from the first load, with the new filter.
    expect(fake.posts.length).toBeGreaterThan(polls);
    // The same filters again change nothing.
    fake.setFilters({ atonTypeIds: [9] });
    await settle();
    expect(aidStreams(fake.streams)).toHaveLength(opened + 2);
  });
});

describe('offline (manual mode or no network, spec 01 §4)', () => {
  it('pauses the aid stream and polls, keeps the aids drawn, and goes on once online', async () => {
    const aid = {
      type: 'Aton',
      mmsi: 992576002,
      name: 'HOLMEN',
      msgtime: '2026-11-26T12:00:00Z',
      latitude: 60.5,
      longitude: 4.5,
      typeOfAidsToNavigation: 9,
    };
    const fake = fakeHost({ answer: () => [aid] });
    running = atonLive(fake.host);
    fake.zoomTo(13);
    await expect.poll(() => fake.features.size).toBe(1);
    fake.setOnline(false);
    await settle();
    const asked = { posts: fake.posts.length, streams: aidStreams(fake.streams).length };
    fake.zoomTo(9);
    fake.zoomTo(14);
    fake.panEast();
    await settle();
    expect({ posts: fake.posts.length, streams: aidStreams(fake.streams).length }).toEqual(asked);
    expect(fake.features.get(992576002)?.properties.name).toBe('HOLMEN');
    fake.setOnline(true);
    await settle();
    expect(fake.posts.length).toBeGreaterThan(asked.posts);
    expect(aidStreams(fake.streams).length).toBe(asked.streams + 1);
  });

  it('started offline asks nothing until online', async () => {
    const fake = fakeHost();
    fake.setOnline(false);
    running = atonLive(fake.host);
    fake.zoomTo(13);
    await settle();
    expect(fake.posts).toEqual([]);
    expect(aidStreams(fake.streams)).toHaveLength(0);
    fake.setOnline(true);
    await settle();
    expect(fake.posts.map((p) => p.path)).toContain('/live/v1/latest/ais');
    expect(aidStreams(fake.streams)).toHaveLength(1);
  });
});

describe('restricted AIS profile (R05.23)', () => {
  it('asks the restricted twin beside the open base, streams from both and merges by MMSI', async () => {
    const aid = (name: string, msgtime: string) => ({
      type: 'Aton',
      mmsi: 992576001,
      name,
      msgtime,
      latitude: 60.5,
      longitude: 4.5,
      typeOfAidsToNavigation: 9,
    });
    const fake = fakeHost({
      restricted: true,
      answer: (path) =>
        path.startsWith('/live/restricted/v1/')
          ? [aid('NEWER', '2026-11-26T12:00:01Z')]
          : [aid('OLDER', '2026-11-26T12:00:00Z')],
    });
    running = atonLive(fake.host);
    fake.zoomTo(13);
    await settle();
    const paths = fake.posts.map((p) => p.path);
    expect(paths).toContain('/live/v1/latest/ais');
    expect(paths).toContain('/live/restricted/v1/latest/ais');
    expect(aidStreams(fake.streams, '/live/v1').length).toBeGreaterThan(0);
    expect(aidStreams(fake.streams, '/live/restricted/v1').length).toBeGreaterThan(0);
    await expect.poll(() => fake.features.get(992576001)?.properties.name).toBe('NEWER');
    expect(fake.features.size).toBe(1);
  });

  it('asks only the open base without the profile', async () => {
    const fake = fakeHost({ restricted: false });
    running = atonLive(fake.host);
    fake.zoomTo(13);
    await settle();
    expect(fake.posts.every((p) => p.path.startsWith('/live/v1/'))).toBe(true);
    expect(aidStreams(fake.streams, '/live/restricted/v1')).toHaveLength(0);
  });
});
