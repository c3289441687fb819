/**
 * An instance whose Redis goes away while it runs, on a Redis server of the test's own (the
 * shared one cannot be stopped): requests are served uncounted rather than refused, sign-in
 * goes on, `/healthz` says degraded, and counting resumes once Redis is back.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import {
  freePort,
  throwawayService,
  until,
  type ThrowawayService,
} from '../test-support/waiting.js';

const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) =>
  fs.existsSync(p),
);
if (!REDIS_SERVER && process.env.CI === 'true') {
  throw new Error('the Redis outage test needs redis-server, which CI must provide');
}

const PASSWORD = 'demo-password-for-redis-outage';
const LIMIT = 3;
let redis: ThrowawayService | undefined;
let testApp: TestApp;

let client = 0;
/** Requests from one client address each call unless `ip` is given. */
function get(url: string, ip = `10.7.0.${++client}`) {
  return testApp.app.inject({ url, headers: { 'x-forwarded-for': ip } });
}

async function health(): Promise<{ status: string; redis?: { status: string } }> {
  return (await testApp.app.inject('/healthz')).json();
}

beforeAll(async () => {
  if (!REDIS_SERVER) return;
  const port = await freePort();
  redis = throwawayService(
    'Redis',
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', ''],
    port,
  );
  await redis.start();
  testApp = await startTestApp('sqlite', {
    REDIS_URL: `redis://127.0.0.1:${port}`,
    REDIS_PREFIX: `test${process.pid}:`,
    RATE_LIMIT_MAX: String(LIMIT),
    DEMO_USER_PASSWORD: PASSWORD,
    TRUST_PROXY: 'true',
  });
}, 60_000);

afterAll(async () => {
  await testApp?.cleanup();
  await redis?.stop();
});

describe.skipIf(!REDIS_SERVER)('an instance whose Redis goes away', () => {
  it('counts in Redis while it is there', async () => {
    expect(await health()).toMatchObject({ status: 'ok', redis: { status: 'up' } });
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await get('/api/v1/timestamp', '10.6.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('serves uncounted, signs in and says degraded while it is away, and counts again after', async () => {
    await redis?.stop();
    const degraded = await until('healthz to say degraded', async () => {
      const answer = await health();
      return answer.status === 'degraded' ? answer : undefined;
    });
    expect(degraded.redis).toEqual({ status: 'down', latencyMs: null });

    // Past the limit from one client: nothing is refused while nothing can count.
    const statuses = [];
    for (let i = 0; i <= LIMIT + 2; i++)
      statuses.push((await get('/api/v1/timestamp', '10.6.0.2')).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);

    // The sign-in throttle cannot read its counts: it lets the right password through.
    const { tokens } = await signIn(testApp.app, testApp.config.publicUrl, 'havforsker', PASSWORD);
    expect(tokens.access_token).toBeTruthy();

    await redis!.start();
    await until('healthz to say ok again', async () =>
      (await health()).status === 'ok' ? true : undefined,
    );
    const after = [];
    for (let i = 0; i <= LIMIT; i++)
      after.push((await get('/api/v1/timestamp', '10.6.0.3')).statusCode);
    expect(after).toEqual([200, 200, 200, 429]);
  }, 90_000);
});
