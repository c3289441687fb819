/**
 * Ingest against real sockets: one transmission replayed through two TCP sources with
 * different station times is kept once; a TCP feed that drops is redialled; UDP datagrams
 * and bad lines are handled without losing the good ones.
 */
import dgram from 'node:dgram';
import net from 'node:net';
import { AisEncoder } from '@havkart/ais';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const encoder = new AisEncoder({ talker: 'AB' });
let t: TestApp | null = null;
const servers: net.Server[] = [];

afterEach(async () => {
  await t?.cleanup();
  t = null;
  for (const s of servers.splice(0)) s.close();
});

function position(mmsi: number, meta: { source: string; time: number }): string[] {
  return encoder.encode(
    {
      messageType: 1,
      mmsi,
      navigationalStatus: 0,
      longitude: 5 + (mmsi % 10) / 10,
      latitude: 60,
      speedOverGround: 8,
      courseOverGround: 90,
      timeStamp: 12,
    },
    { channel: 'A', ...meta },
  );
}

/** A TCP feed; `onConnection` writes to each client as it connects. */
async function feed(onConnection: (socket: net.Socket, n: number) => void): Promise<number> {
  let n = 0;
  const server = net.createServer((socket) => onConnection(socket, n++));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

interface Status {
  vessels: number;
  sources: {
    messages: number;
    duplicates: number;
    connected: boolean;
    reconnects: number;
    lines: number;
    errors: Record<string, number>;
  }[];
}

/** Polls the status until it holds; the limit only names a hang, far above any slow delay. */
async function until(check: (s: Status) => boolean, ms = 60_000): Promise<Status> {
  const end = Date.now() + ms;
  for (;;) {
    const status = (await t!.app.inject('/api/v1/ais/status')).json<Status>();
    if (check(status)) return status;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('ingest', () => {
  it('keeps a transmission heard by two stations once, although each stamps its own time', async () => {
    const mmsis = [257000101, 257000102, 257000103];
    const now = Math.floor(Date.now() / 1000);
    const a = await feed((socket) =>
      socket.write(
        mmsis.flatMap((m) => position(m, { source: '2573205', time: now })).join('\r\n') + '\r\n',
      ),
    );
    const b = await feed((socket) =>
      socket.write(
        mmsis.flatMap((m) => position(m, { source: '2573555', time: now + 2 })).join('\r\n') +
          '\r\n',
      ),
    );
    t = await startTestApp('sqlite', { AIS_SOURCES: `tcp://127.0.0.1:${a},tcp://127.0.0.1:${b}` });
    const status = await until((s) => s.sources.every((x) => x.lines === 3));
    expect(status.vessels).toBe(3);
    expect(status.sources.reduce((sum, x) => sum + x.messages, 0)).toBe(3);
    expect(status.sources.reduce((sum, x) => sum + x.duplicates, 0)).toBe(3);
    expect([...t.app.live.state.vessels.keys()].sort()).toEqual(mmsis);
  });

  it('redials a TCP feed that drops, and counts bad lines by kind without losing the good line after them', async () => {
    const now = Math.floor(Date.now() / 1000);
    const port = await feed((socket, n) => {
      if (n === 0) {
        socket.end(position(257000201, { source: '2573205', time: now }).join('\r\n') + '\r\n');
      } else {
        socket.write(
          [
            '!AIVDM,1,1,,A,bad*00',
            'not nmea at all',
            ...position(257000202, { source: '2573205', time: now + 5 }),
          ].join('\r\n') + '\r\n',
        );
      }
    });
    t = await startTestApp('sqlite', { AIS_SOURCES: `tcp://127.0.0.1:${port}` });
    const status = await until((s) => s.vessels === 2);
    expect(status.sources[0]!.reconnects).toBeGreaterThanOrEqual(1);
    expect(status.sources[0]!.connected).toBe(true);
    const errors = Object.values(status.sources[0]!.errors).reduce((a, b) => a + b, 0);
    expect(errors).toBe(2);
    expect(status.sources[0]!.errors.bad_checksum).toBe(1);
  });

  it('reads NMEA from UDP datagrams', async () => {
    const probe = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => probe.bind(0, '127.0.0.1', resolve));
    const port = probe.address().port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    t = await startTestApp('sqlite', { AIS_SOURCES: `udp://127.0.0.1:${port}` });
    await until((s) => s.sources[0]!.connected);
    const sender = dgram.createSocket('udp4');
    const lines = position(257000301, { source: '2573205', time: Math.floor(Date.now() / 1000) });
    await new Promise<void>((resolve) =>
      sender.send(lines.join('\r\n') + '\r\n', port, '127.0.0.1', () => resolve()),
    );
    sender.close();
    await until((s) => s.vessels === 1);
  });

  it('runs the simulator through the same decoder as a feed', async () => {
    t = await startTestApp('sqlite', { AIS_SOURCES: 'sim://?vessels=30&seed=2&speed=20' });
    const status = await until((s) => s.vessels >= 10);
    expect(status.sources[0]).toMatchObject({ connected: true });
    expect(status.sources[0]!.messages).toBeGreaterThan(0);
    expect(Object.values(status.sources[0]!.errors).reduce((a, b) => a + b, 0)).toBe(0);
  });
});
