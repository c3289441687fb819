import { afterEach, describe, expect, it } from 'vitest';
import { compileVesselFilter } from './filters.js';
import { LiveState } from './live-state.js';
import {
  DOWNSAMPLE_WINDOW_MS,
  HIGH_WATER_BYTES,
  StreamHub,
  type StreamSink,
} from './stream-hub.js';
import type { AisMessage } from '@havkart/ais';

class Sink implements StreamSink {
  chunks: string[] = [];
  writableLength = 0;
  ended = false;
  write(chunk: string) {
    this.chunks.push(chunk);
  }
  end() {
    this.ended = true;
  }
  events(): { mmsi: number; longitude: number }[] {
    return this.chunks
      .join('')
      .split('\n\n')
      .filter((e) => e.startsWith('data: '))
      .map((e) => JSON.parse(e.slice(6)) as { mmsi: number; longitude: number });
  }
}

function position(mmsi: number, lon: number, lat: number): AisMessage {
  return {
    messageType: 18,
    repeatIndicator: 0,
    mmsi,
    msgtime: null,
    source: null,
    channel: 'A',
    payload: `${mmsi}:${lon}`,
    fillBits: 0,
    speedOverGround: 1,
    courseOverGround: 1,
    trueHeading: 1,
    timeStamp: 1,
    positionAccuracy: false,
    longitude: lon,
    latitude: lat,
    csUnit: true,
    display: false,
    dsc: false,
    band: false,
    message22: false,
    assignedMode: false,
    raim: false,
    radioStatusSelector: 0,
    radioStatus: 0,
  } as AisMessage;
}

const box = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [5, 60],
      [6, 60],
      [6, 61],
      [5, 61],
      [5, 60],
    ],
  ],
};
let hub: StreamHub | null = null;
afterEach(() => hub?.close());

describe('stream hub', () => {
  it('starts with `: start` and sends updates inside the area only', () => {
    const now = 0;
    const state = new LiveState();
    hub = new StreamHub(state, () => now, 60_000);
    const sink = new Sink();
    hub.subscribe(sink, {
      channel: 'combined',
      filter: compileVesselFilter({ geometry: box }, 'open'),
      modelType: 'Simple',
      geojson: false,
      framing: 'sse',
      downsample: false,
    });
    expect(sink.chunks[0]).toBe(': start\n\n');
    state.apply(position(257000001, 5.5, 60.5), now);
    state.apply(position(257000002, 7.5, 60.5), now);
    hub.tick();
    expect(sink.events().map((e) => e.mmsi)).toEqual([257000001]);
  });

  it('downsamples on the leading edge: first at once, the newest of the rest at the window end', () => {
    let now = 1_000_000;
    const state = new LiveState();
    hub = new StreamHub(state, () => now, 60_000);
    const sink = new Sink();
    hub.subscribe(sink, {
      channel: 'combined',
      filter: compileVesselFilter({}, 'open'),
      modelType: 'Simple',
      geojson: false,
      framing: 'sse',
      downsample: true,
    });
    const step = (lon: number) => {
      state.apply(position(257000001, lon, 60), now);
      hub!.tick();
    };
    step(5.1);
    expect(sink.events().map((e) => e.longitude)).toEqual([5.1]);
    now += 2000;
    step(5.2);
    now += 2000;
    step(5.3);
    expect(sink.events()).toHaveLength(1);
    now = 1_000_000 + DOWNSAMPLE_WINDOW_MS;
    hub.tick();
    expect(sink.events().map((e) => e.longitude)).toEqual([5.1, 5.3]);
    now += 1000;
    step(5.4);
    expect(sink.events()).toHaveLength(2);
  });

  it('skips a subscriber whose socket buffer is full, and ends streams on close', () => {
    const state = new LiveState();
    hub = new StreamHub(state, () => 0, 60_000);
    const slow = new Sink();
    hub.subscribe(slow, {
      channel: 'combined',
      filter: compileVesselFilter({}, 'open'),
      modelType: 'Simple',
      geojson: false,
      framing: 'sse',
      downsample: false,
    });
    slow.writableLength = HIGH_WATER_BYTES + 1;
    state.apply(position(257000001, 5, 60), 0);
    hub.tick();
    expect(slow.events()).toHaveLength(0);
    expect(hub.stats.skipped).toBe(1);
    hub.close();
    expect(slow.ended).toBe(true);
    hub = null;
  });

  const options = (input: Parameters<typeof compileVesselFilter>[0], more = {}) => ({
    channel: 'combined' as const,
    filter: compileVesselFilter(input, 'open'),
    modelType: 'Simple' as const,
    geojson: false,
    framing: 'sse' as const,
    downsample: false,
    ...more,
  });

  it('gives streams with the same request one feed: the same updates, each written once a tick', () => {
    const state = new LiveState();
    hub = new StreamHub(state, () => 0, 60_000);
    const sinks = Array.from({ length: 50 }, () => new Sink());
    for (const sink of sinks) hub.subscribe(sink, options({}));
    const inBox = [new Sink(), new Sink()];
    for (const sink of inBox) hub.subscribe(sink, options({ geometry: box }));
    const full = new Sink();
    hub.subscribe(full, options({}, { modelType: 'Full' }));
    expect(hub.feedCount).toBe(3);

    state.apply(position(257000001, 5.5, 60.5), 0);
    state.apply(position(257000002, 7.5, 60.5), 0);
    hub.tick();
    for (const sink of sinks) {
      expect(sink.events().map((e) => e.mmsi)).toEqual([257000001, 257000002]);
      // `: start`, then the tick's updates in one write.
      expect(sink.chunks).toHaveLength(2);
    }
    for (const sink of inBox) expect(sink.events().map((e) => e.mmsi)).toEqual([257000001]);
    expect(full.events().map((e) => e.mmsi)).toEqual([257000001, 257000002]);
    expect(full.chunks[1]).not.toBe(sinks[0]!.chunks[1]);
    expect(hub.stats).toMatchObject({ subscribers: 53, delivered: 50 * 2 + 2 + 2 });
  });

  it('skips only the full stream of a shared feed, and keeps the feed while a stream reads it', () => {
    const state = new LiveState();
    hub = new StreamHub(state, () => 0, 60_000);
    const slow = new Sink();
    const quick = new Sink();
    hub.subscribe(slow, options({}));
    const stopQuick = hub.subscribe(quick, options({}));
    slow.writableLength = HIGH_WATER_BYTES + 1;
    state.apply(position(257000001, 5, 60), 0);
    hub.tick();
    expect(slow.events()).toHaveLength(0);
    expect(quick.events()).toHaveLength(1);
    expect(hub.stats).toMatchObject({ delivered: 1, skipped: 1 });

    stopQuick();
    slow.writableLength = 0;
    state.apply(position(257000001, 5.1, 60), 0);
    hub.tick();
    expect(slow.events().map((e) => e.longitude)).toEqual([5.1]);
    expect(quick.events()).toHaveLength(1);
    expect(hub.stats.subscribers).toBe(1);
  });

  it("keeps feeds apart for other filters, a drawn polygon, downsampling and another caller's area", () => {
    const state = new LiveState();
    hub = new StreamHub(state, () => 0, 60_000);
    const triangle = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [5, 60],
          [6, 60],
          [5, 61],
          [5, 60],
        ],
      ],
    };
    const limited = (limit: (lon: number, lat: number) => boolean) => {
      const o = options({});
      return { ...o, filter: { ...o.filter, limit } };
    };
    const west = (lon: number) => lon < 5.5;
    const sinks = Array.from({ length: 8 }, () => new Sink());
    hub.subscribe(sinks[0]!, options({ mmsi: [257000001] }));
    hub.subscribe(sinks[1]!, options({ mmsi: [257000002] }));
    hub.subscribe(sinks[2]!, options({ geometry: triangle }));
    hub.subscribe(sinks[3]!, options({ geometry: triangle }));
    hub.subscribe(sinks[4]!, options({}, { downsample: true }));
    hub.subscribe(sinks[5]!, options({}, { downsample: true }));
    hub.subscribe(sinks[6]!, limited(west));
    hub.subscribe(
      sinks[7]!,
      limited((lon) => lon >= 5.5),
    );
    expect(hub.feedCount).toBe(8);

    state.apply(position(257000001, 5.2, 60.2), 0);
    state.apply(position(257000002, 5.8, 60.9), 0);
    hub.tick();
    const mmsis = sinks.map((sink) => sink.events().map((e) => e.mmsi));
    expect(mmsis).toEqual([
      [257000001],
      [257000002],
      [257000001],
      [257000001],
      [257000001, 257000002],
      [257000001, 257000002],
      [257000001],
      [257000002],
    ]);
    // The same caller's area (the same test) shares a feed.
    hub.subscribe(new Sink(), limited(west));
    expect(hub.feedCount).toBe(8);
  });
});
