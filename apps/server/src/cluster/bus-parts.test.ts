import { describe, expect, it } from 'vitest';
import type { AisMessage } from '@havkart/ais';
import type { BusMessage } from '../ingest/bus.js';
import { explainStartupFailure } from '../startup-failure.js';
import { loadConfig } from '../config/config.js';
import { decodeFrame, encodeFrame, frameId, messageKind, subjectOf } from './bus-codec.js';
import { framesOf } from './bus-publisher.js';
import { FrameReader } from './frame-reader.js';
import { reconnectDelay } from './backoff.js';
import { JetStreamBus } from './jetstream-bus.js';
import { PublishBuffer, type Pending } from './publish-buffer.js';
import { ServiceUnreachableError } from './service-unreachable.js';

function message(fields: Partial<AisMessage> & { messageType: number }): AisMessage {
  return {
    repeatIndicator: 0,
    mmsi: 257_000_001,
    msgtime: null,
    source: null,
    channel: 'A',
    payload: '13u?etPv2;0n:dDPwUM1U1Cb069D',
    fillBits: 0,
    ...fields,
  } as AisMessage;
}

const item = (fields: Partial<BusMessage> = {}): BusMessage => ({
  message: message({ messageType: 1 }),
  timeMs: 1_790_000_000_000,
  ...fields,
});

describe('bus messages on JetStream', () => {
  it('go to one subject per kind of message', () => {
    expect(messageKind(message({ messageType: 3 }))).toBe('position');
    expect(messageKind(message({ messageType: 18 }))).toBe('position');
    expect(messageKind(message({ messageType: 5 }))).toBe('static');
    expect(messageKind(message({ messageType: 21 }))).toBe('aton');
    expect(messageKind(message({ messageType: 4 }))).toBe('station');
    expect(messageKind(message({ messageType: 8 }))).toBe('other');
    expect(subjectOf('HAVKART', 'position')).toBe('HAVKART.ais.position');
  });

  it('arrive as they were sent, and bytes that are not messages are left out', () => {
    const sent = [item(), item({ timeMs: 1_790_000_001_000 })];
    expect(decodeFrame(encodeFrame(sent))).toEqual(sent);
    // A single message, as an older version wrote them, is a frame of one.
    expect(decodeFrame(Buffer.from(JSON.stringify(sent[0])))).toEqual([sent[0]]);
    expect(decodeFrame(Buffer.from(JSON.stringify(sent)))).toEqual(sent);
    expect(decodeFrame(new TextEncoder().encode('[{"hello":1}]'))).toEqual([]);
    expect(decodeFrame(new TextEncoder().encode('not json'))).toEqual([]);
  });

  it('travel in frames of one subject each, split below the size limit', () => {
    const position = { subject: 'P', item: item(), atMs: 0 };
    const statics = {
      subject: 'S',
      item: item({ message: message({ messageType: 5 }) }),
      atMs: 0,
    };
    const frames = framesOf([position, statics, position, position], 1 << 20);
    expect(frames.map((f) => [f.subject, decodeFrame(f.data).length])).toEqual([
      ['P', 3],
      ['S', 1],
    ]);
    const oneMessage = encodeFrame([position.item]).length;
    const small = framesOf([position, position, position, position], oneMessage);
    expect(small.map((f) => decodeFrame(f.data).length)).toEqual([1, 1, 1, 1]);
    // A frame sent again whole keeps its id, so JetStream stores it once.
    expect(framesOf([position], 1 << 20)[0]!.id).toBe(frameId(encodeFrame([position.item])));
  });

  it('reach a reader once when two receivers heard one transmission, whatever each stamped', () => {
    const fromA = item({ message: message({ messageType: 1, source: 'rcv-a', channel: 'A' }) });
    const fromB = item({
      message: message({ messageType: 1, source: 'rcv-b', channel: 'B' }),
      timeMs: fromA.timeMs + 300,
    });
    const other = item({
      message: message({ messageType: 1, payload: '13u?etPv2;0n:dDPwUM1U1Cb069E' }),
      timeMs: fromA.timeMs + 400,
    });
    // The same report minutes later (a moored vessel) is a new message.
    const later = item({ timeMs: fromA.timeMs + 360_000 });
    const reader = new FrameReader();
    expect(reader.accept(encodeFrame([fromA]))).toEqual([fromA]);
    expect(reader.accept(encodeFrame([fromB, other]))).toEqual([other]);
    expect(reader.accept(encodeFrame([later]))).toEqual([later]);
    expect(reader.duplicates).toBe(1);
  });

  it('keep leaving copies out after a message stamped far ahead, in bounded memory', () => {
    const reader = new FrameReader(5000, 10);
    const ahead = item({
      message: message({ messageType: 1, payload: 'ahead' }),
      timeMs: 1_790_000_000_000 + 3600_000,
    });
    expect(reader.accept(encodeFrame([ahead]))).toHaveLength(1);
    const first = item();
    expect(reader.accept(encodeFrame([first]))).toEqual([first]);
    expect(reader.accept(encodeFrame([item({ timeMs: first.timeMs + 200 })]))).toEqual([]);
    const later = item({ timeMs: first.timeMs + 60_000 });
    expect(reader.accept(encodeFrame([later]))).toEqual([later]);
    for (let n = 0; n < 100; n++) {
      reader.accept(
        encodeFrame([item({ message: message({ messageType: 1, payload: `p${n}` }) })]),
      );
    }
    expect(reader.size).toBeLessThanOrEqual(20);
  });
});

describe('the publish buffer while NATS is away', () => {
  const pending = (atMs: number): Pending => ({ subject: 's', item: item(), atMs });

  it('keeps the newest span, counting what it drops, and gives them back oldest first', () => {
    const buffer = new PublishBuffer(10_000);
    for (let t = 0; t <= 30_000; t += 1000) buffer.push(pending(t));
    expect(buffer.size).toBe(11);
    expect(buffer.dropped).toBe(20);
    const batch = buffer.take(3);
    expect(batch.map((p) => p.atMs)).toEqual([20_000, 21_000, 22_000]);
    buffer.putBack(batch);
    expect(buffer.take(100).map((p) => p.atMs)[0]).toBe(20_000);
    expect(buffer.size).toBe(0);
  });

  it('holds at most its cap even within the span', () => {
    const buffer = new PublishBuffer(60_000, 5);
    for (let i = 0; i < 8; i++) buffer.push(pending(1000));
    expect(buffer.size).toBe(5);
    expect(buffer.dropped).toBe(3);
  });
});

describe('reconnecting to NATS', () => {
  it('waits longer after each failed attempt, up to ten seconds', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelay(n, () => 1));
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(reconnectDelay(2, () => 0)).toBe(500);
  });

  it('refuses to start, naming LIVE_BUS_URL, when no NATS answers', async () => {
    const connecting = JetStreamBus.connect({
      url: 'nats://127.0.0.1:1',
      prefix: 'TEST',
      maxAgeMs: 3600_000,
      maxBytes: 1 << 20,
      replayMs: 3600_000,
      bufferMs: 1000,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      name: 'test',
    });
    const error = await connecting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceUnreachableError);
    expect((error as ServiceUnreachableError).variable).toBe('LIVE_BUS_URL');
    const config = loadConfig({ DATABASE_URL: 'postgres://db/havkart' });
    expect(explainStartupFailure('database', error, config)).toMatch(
      /^cannot use the live bus at nats:\/\/127\.0\.0\.1:1: .*check LIVE_BUS_URL/,
    );
  });
});
