/**
 * One zone evaluator per deployment, with two API processes on one PostgreSQL schema and one
 * NATS stream: the lease holder evaluates; a zone saved on the other reaches it; an entry
 * reaches a multiplex client of the other by the relay and is stored once; when the holder
 * closes, the other takes the lease and alerts on its own.
 */
import { randomUUID } from 'node:crypto';
import type { AisEncoder } from '@havkart/ais';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { streamName } from '../cluster/bus-codec.js';
import { postgresReachable, startTestApp, type TestApp } from '../test-support/test-app.js';
import { until } from '../test-support/waiting.js';
import { createZone, deleteZone } from './zone-store.js';
import { openAlertStream, publishAis, VESTFJORDEN, zoneBody } from './zones.testing.js';

const BUS_URL = process.env.TEST_LIVE_BUS_URL ?? 'nats://127.0.0.1:4222';
const natsReachable = await connect({ servers: BUS_URL, timeout: 5000 }).then(
  async (nc) => (await nc.close(), true),
  () => false,
);
const reachable = natsReachable && (await postgresReachable());
if (!reachable && process.env.CI === 'true') {
  throw new Error(
    'the zone evaluator cluster test needs PostgreSQL and NATS, which CI must provide',
  );
}

const PASSWORD = 'demo-password-for-cluster-alerts';
const PREFIX = `ZA${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const SCHEMA = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;

/** An API process of the deployment: its own data folder, the shared schema and stream. */
const apiProcess = () =>
  startTestApp('postgres', {
    DATABASE_SCHEMA: SCHEMA,
    LIVE_BUS_URL: BUS_URL,
    LIVE_BUS_PREFIX: PREFIX,
    HAVKART_ROLES: 'api',
    DEMO_USER_PASSWORD: PASSWORD,
  });

const publish = (t: TestApp, fields: Parameters<AisEncoder['encode']>[0]) =>
  publishAis(t.app, fields, Date.now());
const vessel = (t: TestApp, mmsi: number, name: string, longitude: number) => {
  publish(t, { messageType: 5, mmsi, name, shipType: 70, dimensionA: 20, dimensionB: 5 });
  publish(t, { messageType: 1, mmsi, longitude, latitude: 67.8, speedOverGround: 8 });
};

const baseOf = (t: TestApp) => {
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

const started: TestApp[] = [];
afterAll(async () => {
  // The last one drops the shared schema.
  for (const t of started.slice(0, -1)) await t.app.close().catch(() => undefined);
  await started.at(-1)?.cleanup();
  if (reachable) {
    const nc = await connect({ servers: BUS_URL });
    await (await jetstreamManager(nc)).streams.delete(streamName(PREFIX)).catch(() => false);
    await nc.close();
  }
});

describe.skipIf(!reachable)('one zone evaluator per deployment (PostgreSQL and NATS)', () => {
  it('evaluates on the lease holder, relays its alerts, and hands over when it goes', async () => {
    const a = await apiProcess();
    started.push(a);
    await until('the first process to take the lease', async () =>
      a.app.alerting.evaluating ? true : undefined,
    );
    const b = await apiProcess();
    started.push(b);
    await Promise.all([a, b].map((t) => t.app.listen({ host: '127.0.0.1', port: 0 })));
    const { access_token: token } = (
      await signIn(b.app, b.config.publicUrl, 'havforsker', PASSWORD)
    ).tokens;

    // BRIMIR west of the zone, seen by both processes through the stream.
    vessel(a, 257100002, 'BRIMIR', 13.5);
    await until('both processes to see BRIMIR', async () =>
      [a, b].every((t) => t.app.live.state.vessels.get(257100002)?.longitude === 13.5)
        ? true
        : undefined,
    );
    // A zone saved on the process that does not evaluate reaches the one that does.
    const saved = await b.app.inject({
      method: 'POST',
      url: '/api/v1/alerting/zones',
      headers: { authorization: `Bearer ${token}` },
      payload: zoneBody({ mail: false }),
    });
    expect(saved.statusCode).toBe(201);
    const zone = saved.json<{ id: string }>();
    await until('the evaluator to watch the zone', async () =>
      a.app.alerting.evaluator.size === 1 ? true : undefined,
    );
    expect(b.app.alerting.evaluating).toBe(false);
    expect(b.app.alerting.evaluator.size).toBe(0);
    // A zone whose relayed change was missed is found at the evaluator's next sweep.
    const missed = await createZone(
      b.app.db,
      { userKey: 'someone-else', mailTo: null, geoFilter: null },
      'open',
      {
        name: 'Missed',
        geometry: VESTFJORDEN,
        countryCodes: [],
        mmsiCategories: [],
        shipTypes: [],
        frequency: 'everyUpdate',
        mail: false,
      },
      new Date(),
    );
    await a.app.alerting.resyncZones();
    expect(
      a.app.alerting.evaluator
        .watchedZones()
        .map((z) => z.id)
        .sort(),
    ).toEqual([zone.id, missed.id].sort());
    await deleteZone(b.app.db, 'someone-else', 'open', missed.id);
    await a.app.alerting.resyncZones();
    expect(a.app.alerting.evaluator.watchedZones().map((z) => z.id)).toEqual([zone.id]);

    // BRIMIR enters: the alert reaches the client of the other process.
    const stream = await openAlertStream(baseOf(b), token);
    expect(stream.status).toBe(200);
    publish(a, { messageType: 1, mmsi: 257100002, longitude: 14.2, latitude: 67.7 });
    const relayed = await stream.next();
    expect(relayed).toMatchObject({ mmsi: 257100002, zoneId: zone.id });
    await a.app.alerting.flush();
    const stored = await b.app.inject({
      method: 'GET',
      url: `/api/v1/alerting/zones/${zone.id}/alerts`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.json<{ id: string }[]>().map((alert) => alert.id)).toEqual([relayed.id]);

    // The holder goes; the other takes the lease, watches the zone afresh and alerts itself.
    await a.app.close();
    await until('the other process to take the lease', async () =>
      b.app.alerting.evaluating && b.app.alerting.evaluator.size === 1 ? true : undefined,
    );
    vessel(b, 257100003, 'CARLA', 13.5);
    await until('CARLA to be seen', async () =>
      b.app.live.state.vessels.get(257100003)?.longitude === 13.5 ? true : undefined,
    );
    publish(b, { messageType: 1, mmsi: 257100003, longitude: 14.3, latitude: 67.7 });
    expect(await stream.next()).toMatchObject({ mmsi: 257100003, zoneId: zone.id });
    stream.close();
  });
});
