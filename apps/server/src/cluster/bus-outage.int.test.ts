/**
 * The JetStream bus across a NATS outage, on a NATS server of the test's own (the shared one
 * cannot be stopped): ingest keeps the newest messages while NATS is away, says so in its
 * health, and publishes them once NATS is back; a follower picks up where it was.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AisMessage } from '@havkart/ais';
import type { BusMessage } from '../ingest/bus.js';
import {
  freePort,
  throwawayService,
  until,
  type ThrowawayService,
} from '../test-support/waiting.js';
import { JetStreamBus } from './jetstream-bus.js';

const NATS_SERVER = ['/usr/sbin/nats-server', '/usr/bin/nats-server'].find((p) => fs.existsSync(p));
if (!NATS_SERVER && process.env.CI === 'true') {
  throw new Error('the bus outage test needs nats-server, which CI must provide');
}

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-nats-'));
let nats: ThrowawayService | undefined;
let port = 0;

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

function item(n: number): BusMessage {
  const message = {
    messageType: 1,
    repeatIndicator: 0,
    mmsi: 257_000_000 + n,
    msgtime: null,
    source: null,
    channel: 'A',
    payload: `payload-${n}`,
    fillBits: 0,
  } as unknown as AisMessage;
  return { message, timeMs: 1_790_000_000_000 + n };
}

afterAll(async () => {
  await nats?.stop();
  fs.rmSync(store, { recursive: true, force: true });
});

describe.skipIf(!NATS_SERVER)('the JetStream bus when NATS goes away', () => {
  it('buffers the newest messages, reports it, and delivers them after reconnecting', async () => {
    port = await freePort();
    nats = throwawayService(
      'NATS',
      NATS_SERVER!,
      ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', store],
      port,
    );
    await nats.start();
    let clock = 1_000_000;
    const options = {
      url: `nats://127.0.0.1:${port}`,
      prefix: 'OUTAGE',
      maxAgeMs: 3600_000,
      maxBytes: 64 << 20,
      replayMs: 3600_000,
      bufferMs: 10_000,
      log: quiet,
      name: 'outage test',
    };
    // The once-a-minute log line runs on an interval: only intervals are faked, so the
    // client's timeouts and the polling below keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const lines: { level: string; details: object; message: string }[] = [];
    const log = Object.fromEntries(
      (['info', 'warn', 'error'] as const).map((level) => [
        level,
        (details: object, message: string) => lines.push({ level, details, message }),
      ]),
    ) as unknown as typeof quiet;
    const minuteLines = () =>
      lines.filter((line) => /live bus (unreachable|in the last)/.test(line.message));
    const ingest = await JetStreamBus.connect({ ...options, log, now: () => clock });
    const api = await JetStreamBus.connect(options);
    const received: number[] = [];
    api.subscribe((m) => received.push(m.message.mmsi - 257_000_000));
    try {
      ingest.publish(item(0));
      await until('the first message', async () => (received.length === 1 ? true : undefined));

      await nats?.stop();
      await until('ingest to notice', async () =>
        (await ingest.health()).status === 'down' ? true : undefined,
      );
      // Twenty seconds of messages while away; only the newest ten seconds are kept.
      for (let n = 1; n <= 20; n++) {
        clock += 1000;
        ingest.publish(item(n));
      }
      const down = await ingest.health();
      expect(down).toMatchObject({ status: 'down', latencyMs: null, buffered: 11 });
      vi.advanceTimersByTime(59_999);
      expect(minuteLines()).toEqual([]);
      vi.advanceTimersByTime(1);
      vi.advanceTimersByTime(60_000);
      // One line a minute while away, with the counts of that minute.
      expect(minuteLines()).toEqual([
        {
          level: 'warn',
          message: 'live bus unreachable: buffering the newest messages',
          details: { queued: 21, sent: 1, dropped: 9, delivered: 0, stored: 0, buffered: 11 },
        },
        {
          level: 'warn',
          message: 'live bus unreachable: buffering the newest messages',
          details: { queued: 0, sent: 0, dropped: 0, delivered: 0, stored: 0, buffered: 11 },
        },
      ]);

      await nats!.start();
      await until('the buffered messages', async () => (received.length >= 12 ? true : undefined));
      await ingest.flush();
      expect(received).toEqual([0, ...Array.from({ length: 11 }, (_, k) => 10 + k)]);
      expect(await ingest.health()).toMatchObject({ status: 'up', buffered: 0 });
      vi.advanceTimersByTime(60_000);
      expect(minuteLines().slice(2)).toEqual([
        {
          level: 'info',
          message: 'live bus in the last minute',
          details: { queued: 0, sent: 11, dropped: 0, delivered: 0, stored: 0, buffered: 0 },
        },
      ]);
    } finally {
      vi.useRealTimers();
      await ingest.close();
      await api.close();
    }
  });
});
