/**
 * The multiplexed stream over real HTTP: vessels and aids to navigation arrive on one
 * connection as named events, each part keeps its own area, and bad bodies answer 400 naming
 * the field before any stream opens.
 */
import { AisEncoder, createAisDecoder, type AisMessage } from '@havkart/ais';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let base: string;
const encoder = new AisEncoder({ talker: 'AI' });

function decode(fields: Parameters<AisEncoder['encode']>[0]): AisMessage {
  const decoded: AisMessage[] = [];
  const decoder = createAisDecoder({ onMessage: (m) => decoded.push(m) });
  for (const line of encoder.encode(fields)) decoder.write(line);
  return decoded[0]!;
}

function publish(fields: Parameters<AisEncoder['encode']>[0]): void {
  t.app.live.bus.publish({ message: decode(fields), timeMs: Date.now() });
}

const vessel = (mmsi: number, longitude: number, latitude: number) =>
  publish({
    messageType: 18,
    mmsi,
    longitude,
    latitude,
    speedOverGround: 3,
    courseOverGround: 10,
    timeStamp: 1,
  });

const aid = (mmsi: number, longitude: number, latitude: number) =>
  publish({
    messageType: 21,
    mmsi,
    longitude,
    latitude,
    name: 'HAVKART MARK',
    typeOfAidsToNavigation: 20,
  });

interface NamedEvent {
  event: string;
  data: { mmsi: number; type?: string };
}

async function openMultiplex(body: unknown) {
  const controller = new AbortController();
  const res = await fetch(`${base}/live/v1/sse/multiplex`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  let text = '';
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted
    }
  })();
  const events = (): NamedEvent[] =>
    text
      .split('\n\n')
      .filter((block) => block.startsWith('event: '))
      .map((block) => {
        const [eventLine, dataLine] = block.split('\n');
        return {
          event: eventLine!.slice('event: '.length),
          data: JSON.parse(dataLine!.slice('data: '.length)) as NamedEvent['data'],
        };
      });
  return { res, text: () => text, events, close: () => controller.abort() };
}

/**
 * Polls a condition until it holds (streams deliver on the hub's next tick). The limit only
 * turns a hang into a message: it sits far above any slow machine's delay, below the test's.
 */
async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const square = (west: number, south: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [west + 1, south],
      [west + 1, south + 1],
      [west, south + 1],
      [west, south],
    ],
  ],
});

beforeAll(async () => {
  t = await startTestApp('sqlite');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await t?.cleanup();
});

describe('POST /live/v1/sse/multiplex', () => {
  it('carries vessels and aids on one connection as named events, each in its own area', async () => {
    const stream = await openMultiplex({
      vessels: { geometry: square(5, 60), modelType: 'Full', modelFormat: 'Json' },
      aids: { geometry: square(7, 60), includeAton: true },
    });
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    await until(() => stream.text().startsWith(': start\n\n'), 'the start comment');
    vessel(257000101, 5.5, 60.5); // inside the vessel area
    vessel(257000102, 7.5, 60.5); // inside the aid area only: not a vessel event
    aid(992570101, 7.5, 60.5); // inside the aid area
    aid(992570102, 5.5, 60.5); // inside the vessel area only: not an aid event
    await until(() => stream.events().length >= 2, 'two events');
    // One more tick: nothing else may arrive.
    vessel(257000103, 5.6, 60.6);
    await until(() => stream.events().some((e) => e.data.mmsi === 257000103), 'the marker');
    const events = stream.events().map((e) => [e.event, e.data.mmsi]);
    expect(events).toEqual([
      ['vessel', 257000101],
      ['aton', 992570101],
      ['vessel', 257000103],
    ]);
    expect(stream.events()[1]!.data.type).toBe('Aton');
    stream.close();
  });

  it('serves one part alone', async () => {
    const stream = await openMultiplex({ vessels: { geometry: square(5, 60) } });
    await until(() => stream.text().startsWith(': start'), 'the start comment');
    aid(992570103, 5.5, 60.5);
    vessel(257000104, 5.5, 60.5);
    await until(() => stream.events().length > 0, 'an event');
    expect(stream.events().map((e) => e.event)).toEqual(['vessel']);
    stream.close();
  });

  it('answers 400 problem+json naming the field for a bad part', async () => {
    const res = await fetch(`${base}/live/v1/sse/multiplex`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vessels: { geometry: { type: 'Point', coordinates: [5, 60] } } }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(JSON.stringify(await res.json())).toContain('vessels');
  });

  it('answers 400 for an empty body and for aids with nothing included', async () => {
    for (const body of [{}, { aids: { geometry: square(5, 60) } }, { other: {} }]) {
      const res = await fetch(`${base}/live/v1/sse/multiplex`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
