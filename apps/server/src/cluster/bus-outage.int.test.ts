/**
 * The JetStream bus across a NATS outage, on a NATS server of the test's own (the shared one
 * cannot be stopped): ingest keeps the newest messages while NATS is away, says so in its
 * health, and publishes them once NATS is back; a follower picks up where it was.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AisMessage } from '@havkart/ais';
import type { BusMessage } from '../ingest/bus.js';
import { JetStreamBus } from './jetstream-bus.js';

const NATS_SERVER = ['/usr/sbin/nats-server', '/usr/bin/nats-server'].find((p) => fs.existsSync(p));
if (!NATS_SERVER && process.env.CI === 'true') {
  throw new Error('the bus outage test needs nats-server, which CI must provide');
}

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-nats-'));
let server: ChildProcess | undefined;
let port = 0;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return free;
}

/** Starts NATS with JetStream on `port`; resolves once it accepts connections. */
async function startNats(): Promise<void> {
  server = spawn(NATS_SERVER!, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', store], {
    stdio: 'ignore',
  });
  await until('NATS to accept connections', async () => {
    const socket = net.connect(port, '127.0.0.1');
    return new Promise<true | undefined>((resolve) => {
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(undefined));
    });
  });
}

async function stopNats(): Promise<void> {
  const running = server;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGKILL');
  await exited;
}

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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
  await stopNats();
  fs.rmSync(store, { recursive: true, force: true });
});

describe.skipIf(!NATS_SERVER)('the JetStream bus when NATS goes away', () => {
  it('buffers the newest messages, reports it, and delivers them after reconnecting', async () => {
    port = await freePort();
    await startNats();
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

      await stopNats();
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

      await startNats();
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
