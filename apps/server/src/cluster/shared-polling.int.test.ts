/**
 * Upstream polling once per deployment: two API processes on one PostgreSQL schema and one
 * NATS stream poll MetAlerts at a local stand-in; the stand-in is asked by one of them only,
 * and both serve the same warnings. The answer store itself is checked on both databases.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseTargets,
  postgresReachable,
  startTestApp,
  type TestApp,
} from '../test-support/test-app.js';
import { databaseAnswerStore } from './shared-polling.js';

const BUS_URL = process.env.TEST_LIVE_BUS_URL ?? 'nats://127.0.0.1:4222';
const natsReachable = await connect({ servers: BUS_URL, timeout: 5000 }).then(
  async (nc) => (await nc.close(), true),
  () => false,
);
const clusterReachable = natsReachable && (await postgresReachable());
if (!clusterReachable && process.env.CI === 'true') {
  throw new Error('the shared polling test needs PostgreSQL and NATS, which CI must provide');
}

const METALERTS = readFileSync(
  new URL('../../../../datasets/weather/fixtures/metalerts/current-no.json', import.meta.url),
  'utf8',
);

describe.each(await databaseTargets())('upstream answers on $target', ({ target, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(target);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it.skipIf(skip)('keeps one answer per URL, the newest, bytes as they came', async () => {
    const store = databaseAnswerStore(t.app.db);
    const url = 'https://example.org/ice.zip';
    expect(await store.get(url)).toBeUndefined();
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 255, 128]);
    await store.put(url, { status: 200, headers: { etag: '"1"' }, body: zip, fetchedAt: 1 });
    await store.put(url, { status: 200, headers: { etag: '"2"' }, body: zip, fetchedAt: 2 });
    const kept = await store.get(url);
    expect(kept).toEqual({ status: 200, headers: { etag: '"2"' }, body: zip, fetchedAt: 2 });
  });
});

describe.skipIf(!clusterReachable)('two API processes polling MetAlerts', () => {
  const asked: string[] = [];
  const upstream = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(200, {
      'content-type': 'application/json',
      'last-modified': 'Fri, 27 Nov 2026 10:00:00 GMT',
    });
    response.end(METALERTS);
  });
  const apps: TestApp[] = [];

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const port = (upstream.address() as AddressInfo).port;
    const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const prefix = `SP${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const apiProcess = () =>
      startTestApp('postgres', {
        DATABASE_SCHEMA: schema,
        LIVE_BUS_URL: BUS_URL,
        LIVE_BUS_PREFIX: prefix,
        HAVKART_ROLES: 'api',
        DATASET_WEATHERWARNINGS_CONTACT: 'ops@example.org',
        DATASET_WEATHERWARNINGS_URL: `http://127.0.0.1:${port}/weatherapi/metalerts/2.0/current.json`,
      });
    // One after the other: the first takes the polling lease before the second starts.
    apps.push(await apiProcess());
    apps.push(await apiProcess());
  }, 120_000);

  afterAll(async () => {
    // The last one drops the shared schema.
    for (const t of apps.slice(0, -1)) await t.app.close().catch(() => undefined);
    await apps.at(-1)?.cleanup();
    upstream.close();
  });

  it('asks the upstream from one process, and both serve the same warnings', async () => {
    // One request per language, from the holder alone.
    expect(asked.sort()).toEqual([
      '/weatherapi/metalerts/2.0/current.json?lang=en',
      '/weatherapi/metalerts/2.0/current.json?lang=no',
    ]);
    const served = await Promise.all(
      apps.map(async (t) =>
        (await t.app.inject('/api/v1/datasets/weatherwarnings/geojson?lang=no')).json<{
          features: { id: string }[];
        }>(),
      ),
    );
    expect(served[0]!.features.length).toBeGreaterThan(0);
    expect(served[1]!.features.map((f) => f.id)).toEqual(served[0]!.features.map((f) => f.id));
  });
});
