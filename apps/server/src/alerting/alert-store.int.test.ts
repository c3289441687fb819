/**
 * "Pushed, then stored within 0.5 s": an alert reaches the owner's stream at once and the
 * store at the writer's next round, every 250 ms. The writer's interval is faked, so the
 * test moves it by hand instead of waiting on the clock; SQLite is enough for when it runs.
 */
import type { AisEncoder } from '@havkart/ais';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { until } from '../test-support/waiting.js';
import { ALERT_STORE_INTERVAL_MS } from './alerting-plugin.js';
import { openAlertStream, publishAis, zoneBody } from './zones.testing.js';

const PASSWORD = 'demo-password-for-store-tests';
let t: TestApp | undefined;
afterAll(async () => {
  vi.useRealTimers();
  await t?.cleanup();
});

describe('storing pushed alerts', () => {
  it('pushes an entry at once and stores it at the next 250 ms round, not before', async () => {
    // Half a second at most from push to store, whatever the phase of the round.
    expect(ALERT_STORE_INTERVAL_MS * 2).toBeLessThanOrEqual(500);
    let clock = Date.parse('2026-01-15T12:00:00Z');
    // Only intervals: the database, the HTTP client and the polling below keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await startTestApp(
      'sqlite',
      { DEMO_USER_PASSWORD: PASSWORD },
      { logger: false, liveClock: () => clock, alertClock: () => clock, manualAlertMail: true },
    );
    const app = t.app;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const token = (await signIn(app, t.config.publicUrl, 'havforsker', PASSWORD)).tokens
      .access_token;
    const headers = { authorization: `Bearer ${token}` };
    const zone = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/alerting/zones',
        headers,
        payload: zoneBody({ mail: false }),
      })
    ).json<{ id: string }>();
    const stored = async () =>
      (await app.inject({ url: `/api/v1/alerting/zones/${zone.id}/alerts`, headers })).json<
        { id: string }[]
      >();
    const publish = (fields: Parameters<AisEncoder['encode']>[0]) => publishAis(app, fields, clock);

    const stream = await openAlertStream(base, token);
    publish({ messageType: 5, mmsi: 257100002, name: 'BRIMIR', shipType: 70, dimensionA: 20 });
    publish({ messageType: 1, mmsi: 257100002, longitude: 13.5, latitude: 67.7 });
    clock += 60_000;
    publish({ messageType: 1, mmsi: 257100002, longitude: 14.5, latitude: 67.7 });
    const pushed = await stream.next();
    stream.close();
    // Pushed before any round of the writer: not in the store yet.
    vi.advanceTimersByTime(ALERT_STORE_INTERVAL_MS - 1);
    expect(await stored()).toEqual([]);
    vi.advanceTimersByTime(1);
    const written = await until('the round to write the alert', async () => {
      const alerts = await stored();
      return alerts.length > 0 ? alerts : undefined;
    });
    expect(written.map((alert) => alert.id)).toEqual([pushed.id]);
  });
});
