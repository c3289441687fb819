/**
 * The roles as separate processes on PostgreSQL, NATS JetStream and Redis: two ingest, two
 * API instances and the track writer, started by the same code as `npm run cluster`, on a
 * schema, stream and key prefix of their own. One cluster serves every case.
 */
import fs from 'node:fs';
import dgram from 'node:dgram';
import net from 'node:net';
import { AisEncoder } from '@havkart/ais';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type InjectBrowser } from '../auth/sign-in.testing.js';
import { WEB_CLIENT_ID } from '../auth/clients.js';
import { decodeFrame, streamName, subjectOf } from './bus-codec.js';
import { FrameReader } from './frame-reader.js';
import { LocalCluster, SERVER_MAIN, servicesReachable } from './local-cluster.js';
import { until } from '../test-support/waiting.js';

const PASSWORD = 'demo-password-for-cluster-tests';
const RATE_LIMIT_MAX = 200;
const encoder = new AisEncoder({ talker: 'AB' });

const reachable = await servicesReachable();
const missing = Object.entries(reachable)
  .filter(([, ok]) => !ok)
  .map(([name]) => name);
if (!fs.existsSync(SERVER_MAIN)) missing.push('the built server (npx tsc -b)');
if (missing.length > 0 && process.env.CI === 'true') {
  throw new Error(`the cluster test needs ${missing.join(', ')}, which CI must provide`);
}
const skip = missing.length > 0;

let cluster: LocalCluster;
const feeds: { a: net.Socket[]; b: net.Socket[] } = { a: [], b: [] };
const servers: net.Server[] = [];
let udpPort = 0;

/** A TCP feed the ingest process dials; lines written go to every connected client. */
async function feed(sockets: net.Socket[]): Promise<number> {
  const server = net.createServer((socket) => sockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

async function freeUdpPort(): Promise<number> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

function position(mmsi: number, time: number, source: string, step = 0): string[] {
  return encoder.encode(
    {
      messageType: 1,
      mmsi,
      navigationalStatus: 0,
      longitude: 5 + step / 1000,
      latitude: 60 + (mmsi % 100) / 1000,
      speedOverGround: 8,
      courseOverGround: 90,
      timeStamp: time % 60,
    },
    { channel: 'A', source, time },
  );
}

let clientNumber = 0;
/** A GET as a client of its own (X-Forwarded-For), so polling spends no shared budget. */
async function get(
  base: string,
  path: string,
  ip = `10.9.${clientNumber >> 8}.${clientNumber++ & 255}`,
) {
  return fetch(base + path, { headers: { 'x-forwarded-for': ip } });
}

async function liveMmsis(name: string): Promise<Set<number>> {
  const response = await get(cluster.url(name), '/live/v1/latest/combined');
  if (response.status !== 200) throw new Error(`latest: ${response.status}`);
  return new Set(((await response.json()) as { mmsi: number }[]).map((v) => v.mmsi));
}

interface TrackPoint {
  msgtime: string;
  latitude: number;
  longitude: number;
}

async function track(name: string, mmsi: number): Promise<TrackPoint[]> {
  const response = await get(cluster.url(name), `/api/v1/geodata/ais/${mmsi}/opentracks`);
  if (response.status !== 200) return [];
  return (await response.json()) as TrackPoint[];
}

/**
 * How often each vessel's messages appear among the stream's positions: as stored, and as a
 * reader (an API instance, the track writer) takes them, copies left out.
 */
async function positionsInStream(): Promise<{
  stored: Map<number, number>;
  read: Map<number, number>;
}> {
  const nc = await connect({ servers: cluster.services.busUrl });
  const stored = new Map<number, number>();
  const read = new Map<number, number>();
  const reader = new FrameReader();
  const count = (map: Map<number, number>, mmsi: number) => map.set(mmsi, (map.get(mmsi) ?? 0) + 1);
  try {
    // Every subject, filtered here: NATS 2.9 takes no subject filter on an ordered consumer.
    const consumer = await jetstream(nc).consumers.get(streamName(cluster.id.toUpperCase()));
    const positions = subjectOf(cluster.id.toUpperCase(), 'position');
    const messages = await consumer.consume();
    for await (const m of messages) {
      if (m.subject === positions) {
        for (const item of decodeFrame(m.data)) count(stored, item.message.mmsi);
        for (const item of reader.accept(m.data)) count(read, item.message.mmsi);
      }
      if (m.info.pending === 0) break;
    }
    return { stored, read };
  } finally {
    await nc.close();
  }
}

const write = (sockets: net.Socket[], lines: string[]) =>
  sockets.forEach((socket) => socket.write(lines.map((line) => `${line}\r\n`).join('')));

beforeAll(async () => {
  if (skip) return;
  cluster = new LocalCluster();
  udpPort = await freeUdpPort();
  const feedA = await feed(feeds.a);
  const feedB = await feed(feeds.b);
  const api = { DEMO_USER_PASSWORD: PASSWORD, TRUST_PROXY: 'true' };
  const limits = { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) };
  // The writer first: it migrates the fresh schema, then the others start on it.
  await cluster.start('tracks', 'tracks');
  await Promise.all([
    cluster.start('ingest-1', 'ingest', {
      AIS_SOURCES: `udp://127.0.0.1:${udpPort},tcp://127.0.0.1:${feedA}`,
    }),
    cluster.start('ingest-2', 'ingest', { AIS_SOURCES: `tcp://127.0.0.1:${feedB}` }),
    cluster.start('api-a', 'api', { ...api, ...limits }),
  ]);
  await cluster.start('api-b', 'api', { ...api, ...limits });
  await until('both feeds dialled', async () =>
    feeds.a.length > 0 && feeds.b.length > 0 ? true : undefined,
  );
}, 180_000);

afterAll(async () => {
  for (const socket of [...feeds.a, ...feeds.b]) socket.destroy();
  for (const server of servers) server.close();
  await cluster?.remove();
});

describe.skipIf(skip)('a cluster of separate processes', () => {
  it('shows a UDP sentence in latest on both API instances, with the same track from either', async () => {
    const mmsi = 257_900_001;
    const socket = dgram.createSocket('udp4');
    const sent = Date.now();
    const [line] = position(mmsi, Math.floor(sent / 1000), 'rcv-udp');
    await new Promise<void>((resolve, reject) =>
      socket.send(`${line}\r\n`, udpPort, '127.0.0.1', (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    socket.close();
    await Promise.all(
      ['api-a', 'api-b'].map((name) =>
        until(`${mmsi} on ${name}`, async () =>
          (await liveMmsis(name)).has(mmsi) ? true : undefined,
        ),
      ),
    );
    const status = await get(cluster.url('ingest-1'), '/api/v1/ais/status');
    const { sources } = (await status.json()) as { sources: { kind: string; messages: number }[] };
    expect(sources.map((s) => s.kind)).toEqual(['udp', 'tcp']);
    expect(sources[0]!.messages).toBeGreaterThan(0);
    // Measured, not asserted: the benchmark target is 1 s, the issue's bound 5 s.
    console.info(`UDP sentence to latest on both API instances: ${Date.now() - sent} ms`);
    const fromA = await until('the track on api-a', async () => {
      const points = await track('api-a', mmsi);
      return points.length > 0 ? points : undefined;
    });
    expect(fromA).toHaveLength(1);
    expect(await track('api-b', mmsi)).toEqual(fromA);
  });

  it('keeps a sign-in made at one instance valid, renewable and ended at the other', async () => {
    const [a, b] = [cluster.url('api-a'), cluster.url('api-b')];
    const { tokens, browser } = await signIn(a, cluster.publicUrl, 'havforsker', PASSWORD);
    const profiles = await fetch(`${b}/api/v2/user/profiles`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(profiles.status).toBe(200);

    const renewed = await fetch(`${b}/auth/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: WEB_CLIENT_ID,
        refresh_token: tokens.refresh_token!,
      }),
    });
    expect(renewed.status).toBe(200);
    const { access_token } = (await renewed.json()) as { access_token: string };
    const withRenewed = await fetch(`${a}/api/v2/user/profiles`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(withRenewed.status).toBe(200);

    const atB = browser.movedTo(b);
    const question = await atB.request(
      'GET',
      `/auth/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token!,
        post_logout_redirect_uri: `${cluster.publicUrl}/`,
      })}`,
    );
    expect(question.status).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(question.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(question.body)![1]!;
    const confirmed = await atB.request('POST', new URL(action).pathname, { xsrf, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    // Back at A with the same cookies: the session is gone, so sign-in asks for a password.
    const atA: InjectBrowser = atB.movedTo(a);
    await expect(signIn(a, cluster.publicUrl, 'x', 'y', atA)).rejects.toThrow(/refused/);
  });

  it('counts wrong passwords for one user name across both instances', async () => {
    const attempt = (name: string) =>
      signIn(cluster.url(name), cluster.publicUrl, 'utdanning', 'not-the-password');
    for (let i = 0; i < 10; i++) {
      await expect(attempt(i % 2 === 0 ? 'api-a' : 'api-b')).rejects.toThrow(/refused \(401\)/);
    }
    await expect(attempt('api-a')).rejects.toThrow(/refused \(429\)/);
    await expect(attempt('api-b')).rejects.toThrow(/refused \(429\)/);
  });

  it('counts the rate limit across both instances', async () => {
    const client = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_MAX; i++) {
      const base = cluster.url(i % 2 === 0 ? 'api-a' : 'api-b');
      statuses.push((await get(base, '/api/v1/timestamp', client)).status);
    }
    // Each instance saw about half; only counting together reaches the limit.
    expect(statuses.slice(0, RATE_LIMIT_MAX).every((status) => status === 200)).toBe(true);
    expect(statuses[RATE_LIMIT_MAX]).toBe(429);
  });

  it('stores every position once when the track writer is killed mid-burst and restarted', async () => {
    const vessels = [257_910_001, 257_910_002, 257_910_003, 257_910_004, 257_910_005];
    const reports = 40;
    const start = Math.floor(Date.now() / 1000) - 3600;
    const lines = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, k) => from + k).flatMap((k) =>
        vessels.flatMap((mmsi) => position(mmsi, start + k, 'rcv-a', k)),
      );
    write(feeds.a, lines(0, reports / 2));
    expect(await cluster.kill('tracks', 'SIGKILL')).toBe(null);
    write(feeds.a, lines(reports / 2, reports));
    await cluster.start('tracks', 'tracks');
    for (const mmsi of vessels) {
      const points = await until(`${reports} points of ${mmsi}`, async () => {
        const found = await track('api-b', mmsi);
        return found.length >= reports ? found : undefined;
      });
      const times = points.map((p) => Date.parse(p.msgtime) / 1000);
      expect(times).toEqual(Array.from({ length: reports }, (_, k) => start + k));
    }
    const db = new pg.Client({ connectionString: cluster.services.databaseUrl });
    await db.connect();
    try {
      const twice = await db.query(
        `SELECT mmsi, t FROM "${cluster.id}".track_hot WHERE mmsi = ANY($1::int4[])
         GROUP BY mmsi, t, lat, lon HAVING count(*) > 1`,
        [vessels],
      );
      expect(twice.rows).toEqual([]);
    } finally {
      await db.end();
    }
  });

  it('serves on when an API instance is killed, and a new one replays the full live set', async () => {
    const before = await liveMmsis('api-b');
    expect(await cluster.kill('api-a', 'SIGKILL')).toBe(null);
    expect(await liveMmsis('api-b')).toEqual(before);
    await cluster.start('api-c', 'api', { DEMO_USER_PASSWORD: PASSWORD, TRUST_PROXY: 'true' });
    const replayed = await until('api-c to replay the live set', async () => {
      const found = await liveMmsis('api-c');
      return found.size >= before.size ? found : undefined;
    });
    expect(replayed).toEqual(before);
  });

  it('keeps one copy of a transmission two ingest processes heard through different receivers', async () => {
    const time = Math.floor(Date.now() / 1000);
    const vessels = [257_920_001, 257_920_002, 257_920_003];
    const copies = (source: string) => vessels.flatMap((mmsi) => position(mmsi, time, source));
    write(feeds.b, copies('rcv-b'));
    await until('the first copies', async () => {
      const live = await liveMmsis('api-b');
      return vessels.every((mmsi) => live.has(mmsi)) ? true : undefined;
    });
    // The same transmissions from the other receiver, then one only it heard: once that is
    // in the live state, the copies before it on the same feed have been read too.
    write(feeds.a, [...copies('rcv-a'), ...position(257_920_099, time, 'rcv-a')]);
    await until('the message after the copies', async () =>
      (await liveMmsis('api-b')).has(257_920_099) ? true : undefined,
    );
    // The stream may hold both copies (they travel in different frames); every reader keeps
    // one, so each is streamed once.
    const { stored, read } = await positionsInStream();
    for (const mmsi of vessels) {
      expect(stored.get(mmsi)).toBeGreaterThanOrEqual(1);
      expect(read.get(mmsi)).toBe(1);
    }
    // The writer stores in stream order: once the last message is stored, the copies are too.
    await until('the track after the copies', async () =>
      (await track('api-b', 257_920_099)).length > 0 ? true : undefined,
    );
    for (const mmsi of vessels) expect(await track('api-b', mmsi).then((p) => p.length)).toBe(1);
  });

  it('refuses to start with one line naming the variable when a service is missing', async () => {
    // All three at once: each only has to fail.
    const bus = cluster.start('no-bus', 'api', { LIVE_BUS_URL: 'nats://127.0.0.1:1' });
    const redis = cluster.start('no-redis', 'api', { REDIS_URL: 'redis://127.0.0.1:1' });
    const roles = cluster.start('no-roles', 'api', { LIVE_BUS_URL: '' });
    await Promise.all([
      expect(bus).rejects.toThrow(
        /exited with 69[\s\S]*havkart: cannot use the live bus at nats:\/\/127\.0\.0\.1:1.*LIVE_BUS_URL/,
      ),
      expect(redis).rejects.toThrow(
        /exited with 69[\s\S]*havkart: cannot reach Redis at redis:\/\/127\.0\.0\.1:1.*REDIS_URL/,
      ),
      expect(roles).rejects.toThrow(
        /exited with 78[\s\S]*havkart: Invalid HAVKART_ROLES: .*LIVE_BUS_URL/,
      ),
    ]);
  });
});
