/**
 * Streams over real HTTP: an SSE client gets updates for vessels inside its area and none
 * outside, `downsample` holds a vessel to one update per window, and shutdown ends streams.
 * Every wait is for something the stream delivers, and the live service runs on a clock the
 * tests move, so a slow machine makes them slower, never red.
 */
import { AisEncoder, createAisDecoder, type AisMessage } from '@havkart/ais';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { DOWNSAMPLE_WINDOW_MS } from './stream-hub.js';

let t: TestApp;
let base: string;
/** The live service's clock: moves only when a test moves it. */
let clockMs = Date.now();
const encoder = new AisEncoder({ talker: 'AI' });

function classB(mmsi: number, lon: number, lat: number): AisMessage {
  const decoded: AisMessage[] = [];
  const decoder = createAisDecoder({ onMessage: (m) => decoded.push(m) });
  const lines = encoder.encode({
    messageType: 18,
    mmsi,
    longitude: lon,
    latitude: lat,
    speedOverGround: 3,
    courseOverGround: 10,
    timeStamp: Math.floor(Math.random() * 60),
  });
  for (const line of lines) decoder.write(line);
  return decoded[0]!;
}

function publish(m: AisMessage): void {
  t.app.live.bus.publish({ message: m, timeMs: clockMs });
}

/** Reads an SSE or NDJSON response as it arrives. */
async function openStream(path: string, body: unknown) {
  const controller = new AbortController();
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  /** Checks of pending `until` calls, run after every chunk and at the end. */
  const waiting = new Set<() => void>();
  const wake = () => waiting.forEach((check) => check());
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        wake();
      }
    } catch {
      // aborted
    }
    ended = true;
    wake();
  })();
  const events = () =>
    text
      .split('\n\n')
      .filter((e) => e.startsWith('data: '))
      .map((e) => JSON.parse(e.slice(6)) as { mmsi: number; longitude: number });
  return {
    res,
    text: () => text,
    ended: () => ended,
    events,
    /** Resolves once `holds()` is true, checked as data arrives (the test's time-out bounds it). */
    until: (holds: () => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!holds()) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}

const area = {
  type: 'Polygon',
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

beforeAll(async () => {
  t = await startTestApp('sqlite', {}, { logger: false, liveClock: () => clockMs });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await t?.cleanup();
});

describe('SSE streams', () => {
  it('deliver an update inside the area and none outside, after `: start`', async () => {
    const stream = await openStream('/live/v1/sse/combined', {
      geometry: area,
      modelType: 'Simple',
    });
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    await stream.until(() => stream.text().length > 0);
    expect(stream.text().startsWith(': start\n\n')).toBe(true);
    // Outside first: both are in the same tick, so once the inside one has arrived the
    // outside one would have too.
    publish(classB(257000011, 8.5, 60.5));
    publish(classB(257000010, 5.5, 60.5));
    await stream.until(() => stream.events().length > 0);
    expect(stream.events().map((e) => e.mmsi)).toEqual([257000010]);
    stream.close();
  });

  it('NDJSON stream of the same updates', async () => {
    const stream = await openStream('/live/v1/combined', { geometry: area });
    publish(classB(257000012, 5.4, 60.4));
    await stream.until(() => stream.text().includes('\n'));
    const lines = stream
      .text()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { mmsi: number });
    expect(lines.map((l) => l.mmsi)).toEqual([257000012]);
    stream.close();
  });

  it('typed messages: sse/ais with includePosition only', async () => {
    const stream = await openStream('/live/v1/sse/ais', { includePosition: true, geometry: area });
    await stream.until(() => stream.text().length > 0);
    publish(classB(257000013, 5.3, 60.3));
    await stream.until(() => stream.events().length > 0);
    expect(stream.events()).toMatchObject([{ type: 'Position', messageType: 18, mmsi: 257000013 }]);
    stream.close();
  });

  it('downsample: the first update at once, the newest of the rest at the end of the window', async () => {
    const stream = await openStream('/live/v1/sse/combined', {
      geometry: area,
      downsample: true,
    });
    await stream.until(() => stream.text().length > 0);
    const longitudes = (mmsi: number) =>
      stream
        .events()
        .filter((e) => e.mmsi === mmsi)
        .map((e) => e.longitude);
    publish(classB(257000020, 5.1, 60.5));
    await stream.until(() => longitudes(257000020).length === 1);
    clockMs += 500;
    publish(classB(257000020, 5.2, 60.5));
    clockMs += 500;
    publish(classB(257000020, 5.3, 60.5));
    // A new vessel goes out at once, in the same tick as the held updates: once it is here,
    // anything not held would be here too.
    publish(classB(257000021, 5.6, 60.6));
    await stream.until(() => longitudes(257000021).length === 1);
    expect(longitudes(257000020)).toEqual([5.1]);
    clockMs += DOWNSAMPLE_WINDOW_MS - 1000;
    await stream.until(() => longitudes(257000020).length === 2);
    expect(longitudes(257000020)).toEqual([5.1, 5.3]);
    stream.close();
  });

  it('answers 400 before opening a stream with nothing included', async () => {
    const res = await fetch(`${base}/live/v1/sse/ais`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  it('shutdown ends open streams', async () => {
    const stream = await openStream('/live/v1/sse/combined', {});
    await stream.until(() => stream.text().length > 0);
    await t.app.close();
    await stream.until(() => stream.ended());
    expect(stream.ended()).toBe(true);
  });
});
