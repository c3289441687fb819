/**
 * Zone alerts against the real server on both databases: each route's 2xx/400/401/403/404,
 * an entry reaching a multiplex client as it happens and stored, distress for everyone,
 * digests in the outbox under a fake clock, none repeated after a restart of the mailer.
 */
import type { AisEncoder } from '@havkart/ais';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { readOutbox } from '../mail/outbox.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';
import { AlertMail } from './alert-mail.js';
import { openAlertStream, publishAis, zoneBody } from './zones.testing.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';
const OPEN = '/api/v1/alerting';
const RESTRICTED = '/api/v1/alerting/restricted';
const MIN = 60_000;

describe.each(targets)('zone alerts on $target', ({ target, skip }) => {
  let t: TestApp;
  let base: string;
  // 06:30 in Oslo (winter time), a Thursday.
  let clock = Date.parse('2026-01-15T05:30:00Z');
  const tokens: Record<string, string> = {};
  const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
  const call = (
    user: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: as(user), payload: payload as object });

  const publish = (fields: Parameters<AisEncoder['encode']>[0]) => publishAis(t.app, fields, clock);
  const position = (mmsi: number, longitude: number, latitude: number, navigationalStatus = 0) =>
    publish({ messageType: 1, mmsi, longitude, latitude, speedOverGround: 8, navigationalStatus });
  const named = (mmsi: number, name: string) =>
    publish({ messageType: 5, mmsi, name, shipType: 30, dimensionA: 20, dimensionB: 5 });

  /** The bus delivers on later turns of the event loop: wait for a condition, not a time. */
  async function until(check: () => boolean | Promise<boolean>): Promise<void> {
    for (let i = 0; i < 500; i += 1) {
      if (await check()) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error('condition not met');
  }

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(
      target,
      { DEMO_USER_PASSWORD: PASSWORD },
      { logger: false, liveClock: () => clock, alertClock: () => clock, manualAlertMail: true },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const user of ['havforsker', 'yrkesfisker']) {
      tokens[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
  });
  afterAll(async () => t?.cleanup());

  it.skipIf(skip)(
    'creates, lists, replaces and deletes zones on both bases (R21.01–R21.04)',
    async () => {
      const created = await call(
        'havforsker',
        'POST',
        `${OPEN}/zones`,
        zoneBody({ name: ' Lofoten ' }),
      );
      expect(created.statusCode).toBe(201);
      const zone = created.json<{ id: string }>();
      expect(zone).toMatchObject({
        name: 'Lofoten',
        access: 'open',
        frequency: 'everyUpdate',
        mail: true,
      });
      const restricted = await call(
        'havforsker',
        'POST',
        `${RESTRICTED}/zones`,
        zoneBody({ frequency: 'daily' }),
      );
      expect(restricted.statusCode).toBe(201);
      expect(restricted.json()).toMatchObject({ access: 'restricted' });
      // Each base lists its own.
      const open = (await call('havforsker', 'GET', `${OPEN}/zones`)).json<{ id: string }[]>();
      expect(open.map((z) => z.id)).toEqual([zone.id]);
      const put = await call(
        'havforsker',
        'PUT',
        `${OPEN}/zones/${zone.id}`,
        zoneBody({ name: 'Lofoten 2', shipTypes: ['fishing'], frequency: 'mondays' }),
      );
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        name: 'Lofoten 2',
        shipTypes: ['fishing'],
        frequency: 'mondays',
      });
      expect((await call('havforsker', 'DELETE', `${OPEN}/zones/${zone.id}`)).statusCode).toBe(204);
      expect((await call('havforsker', 'DELETE', `${OPEN}/zones/${zone.id}`)).statusCode).toBe(404);
      const rid = restricted.json<{ id: string }>().id;
      expect((await call('havforsker', 'DELETE', `${RESTRICTED}/zones/${rid}`)).statusCode).toBe(
        204,
      );
    },
  );

  it.skipIf(skip)('refuses bad input with 400 naming the field, and strangers', async () => {
    const field = async (body: unknown) => {
      const answer = await call('havforsker', 'POST', `${OPEN}/zones`, body);
      expect(answer.statusCode).toBe(400);
      return Object.keys(answer.json<{ errors: object }>().errors);
    };
    expect(await field(zoneBody({ name: '   ' }))).toEqual(['body.name']);
    expect(await field(zoneBody({ frequency: 'hourly' }))).toContain('body.frequency');
    expect(await field(zoneBody({ geometry: { type: 'Point', coordinates: [14, 67] } }))).toEqual([
      'body.geometry',
    ]);
    expect(
      await field(
        zoneBody({
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [14, 67],
                [15, 68],
                [15, 67],
                [14, 68],
                [14, 67],
              ],
            ],
          },
        }),
      ),
    ).toEqual(['body.geometry']);
    const zone = (await call('havforsker', 'POST', `${OPEN}/zones`, zoneBody())).json<{
      id: string;
    }>();
    const badFrom = await call(
      'havforsker',
      'GET',
      `${OPEN}/zones/${zone.id}/alerts?from=yesterday`,
    );
    expect(badFrom.statusCode).toBe(400);
    expect(badFrom.json<{ errors: object }>().errors).toHaveProperty(['querystring.from']);
    // Another user's zone is not found; a refused change leaves the zone as it was.
    expect((await call('yrkesfisker', 'GET', `${OPEN}/zones/${zone.id}/alerts`)).statusCode).toBe(
      404,
    );
    expect(
      (await call('yrkesfisker', 'PUT', `${OPEN}/zones/${zone.id}`, zoneBody({ name: 'Mine' })))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('havforsker', 'PUT', `${OPEN}/zones/${zone.id}`, zoneBody({ name: '' })))
        .statusCode,
    ).toBe(400);
    const kept = (await call('havforsker', 'GET', `${OPEN}/zones`)).json<
      { id: string; name: string }[]
    >();
    expect(kept.find((z) => z.id === zone.id)?.name).toBe('Vestfjorden');
    // The restricted base needs a valid restricted profile; anyone needs to be signed in.
    expect((await call('yrkesfisker', 'GET', `${RESTRICTED}/zones`)).statusCode).toBe(403);
    expect((await t.app.inject(`${OPEN}/zones`)).statusCode).toBe(401);
    await call('havforsker', 'DELETE', `${OPEN}/zones/${zone.id}`);
  });

  it.skipIf(skip)(
    'pushes an entry to the multiplex client, stores it and mails it (everyUpdate)',
    async () => {
      // ALDA is inside before the zone exists: saving the zone must not alert for her.
      named(257100001, 'ALDA');
      position(257100001, 14.5, 67.8);
      named(257100002, 'BRIMIR');
      position(257100002, 13.5, 67.8);
      await until(() => t.app.live.state.vessels.get(257100002)?.latitude != null);
      const zone = (await call('havforsker', 'POST', `${OPEN}/zones`, zoneBody())).json<{
        id: string;
      }>();

      const noToken = await fetch(`${base}/live/v1/sse/multiplex`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ alerts: {} }),
      });
      expect(noToken.status).toBe(401);
      expect((await noToken.json()) as object).toMatchObject({
        errors: { 'body.alerts': expect.any(Array) },
      });

      const stream = await openAlertStream(base, tokens.havforsker!);
      expect(stream.status).toBe(200);
      clock += MIN;
      position(257100001, 14.6, 67.8); // still inside: nothing
      position(257100002, 14.2, 67.7); // enters
      const data = await stream.next();
      stream.close();
      expect(data).toMatchObject({
        zoneId: zone.id,
        mmsi: 257100002,
        name: 'BRIMIR',
        kind: 'entry',
      });

      await t.app.alerting.flush();
      const stored = await call('havforsker', 'GET', `${OPEN}/zones/${zone.id}/alerts`);
      expect(stored.json<{ mmsi: number }[]>().map((a) => a.mmsi)).toEqual([257100002]);
      const later = await call(
        'havforsker',
        'GET',
        `${OPEN}/zones/${zone.id}/alerts?from=${new Date(clock + 1).toISOString()}`,
      );
      expect(later.json()).toEqual([]);

      const events = (await call('havforsker', 'GET', '/api/v1/events')).json<
        { category: string; id: string; url: string; lastUpdated: string | null }[]
      >();
      expect(events).toContainEqual(
        expect.objectContaining({
          category: 'zoneAlert',
          id: zone.id,
          url: `${OPEN}/zones/${zone.id}/alerts`,
          lastUpdated: new Date(clock).toISOString(),
        }),
      );

      const before = readOutbox(t.config.dataDir).length;
      expect(await t.app.alerting.mailTick()).toBe(1);
      const mail = readOutbox(t.config.dataDir).at(-1)!;
      expect(mail.to).toBe('havforsker@demo.havkart.invalid');
      expect(mail.text).toContain('BRIMIR (257100002) gikk inn i Vestfjorden');
      expect(mail.text).toContain('BRIMIR (257100002) entered Vestfjorden');
      expect(await t.app.alerting.mailTick()).toBe(0);
      expect(readOutbox(t.config.dataDir)).toHaveLength(before + 1);
      await call('havforsker', 'DELETE', `${OPEN}/zones/${zone.id}`);
    },
  );

  it.skipIf(skip)(
    'mails a daily digest at 07:00 Oslo time once, not again after a restart',
    async () => {
      const zone = (
        await call(
          'havforsker',
          'POST',
          `${RESTRICTED}/zones`,
          zoneBody({ frequency: 'daily', name: 'Digest' }),
        )
      ).json<{ id: string }>();
      clock += MIN;
      position(257100003, 13.5, 67.7);
      clock += MIN;
      position(257100003, 14.5, 67.7); // enters
      await until(async () => {
        await t.app.alerting.flush();
        return (
          (await call('havforsker', 'GET', `${RESTRICTED}/zones/${zone.id}/alerts`)).json<
            unknown[]
          >().length === 1
        );
      });
      const before = readOutbox(t.config.dataDir).length;
      // Before 07:00 Oslo: no digest yet.
      expect(await t.app.alerting.mailTick()).toBe(0);
      clock = Date.parse('2026-01-15T06:00:30Z');
      expect(await t.app.alerting.mailTick()).toBe(1);
      expect(readOutbox(t.config.dataDir).at(-1)!.subject).toContain('1 varsler for Digest');
      expect(await t.app.alerting.mailTick()).toBe(0);
      // A new process reads the stored digest time: nothing is mailed twice.
      const restarted = new AlertMail(t.app.db, t.app.mailer, () => clock, t.app.log);
      expect(await restarted.tick()).toBe(0);
      expect(readOutbox(t.config.dataDir)).toHaveLength(before + 1);
      // The next day's digest has nothing new: none is sent.
      clock = Date.parse('2026-01-16T06:00:30Z');
      expect(await restarted.tick()).toBe(0);
      await call('havforsker', 'DELETE', `${RESTRICTED}/zones/${zone.id}`);
    },
  );

  it.skipIf(skip)(
    'raises distress for everyone and mails it at once; a test is listed, never mailed',
    async () => {
      const zone = (
        await call(
          'havforsker',
          'POST',
          `${OPEN}/zones`,
          zoneBody({ frequency: 'mondays', name: 'Havet' }),
        )
      ).json<{ id: string }>();
      clock += MIN;
      position(970123456, 14.5, 67.7, 15); // SART test
      position(972123456, 14.6, 67.7, 14); // MOB active
      await until(async () => {
        await t.app.alerting.flush();
        return (
          (await call('yrkesfisker', 'GET', '/api/v1/alerting/distress')).json<unknown[]>()
            .length === 2
        );
      });
      const listed = (await call('yrkesfisker', 'GET', '/api/v1/alerting/distress')).json<
        { mmsi: number; kind: string }[]
      >();
      expect(listed.map((a) => [a.mmsi, a.kind]).sort()).toEqual([
        [970123456, 'distressTest'],
        [972123456, 'distress'],
      ]);
      const before = readOutbox(t.config.dataDir).length;
      expect(await t.app.alerting.mailTick()).toBe(1);
      const mail = readOutbox(t.config.dataDir).at(-1)!;
      expect(mail.subject).toContain('nødsignal i Havet');
      expect(mail.text).toContain('972123456');
      expect(mail.text).not.toContain('970123456');
      expect(readOutbox(t.config.dataDir)).toHaveLength(before + 1);
      await call('havforsker', 'DELETE', `${OPEN}/zones/${zone.id}`);
    },
  );
  it.skipIf(skip)(
    'keeps the alerts of a digest that failed and mails them with the next one',
    async () => {
      // 06:30 in Oslo on a Tuesday; the zone is made now, so only what follows is digested.
      clock = Date.parse('2026-01-20T05:30:00Z');
      const zone = (
        await call(
          'havforsker',
          'POST',
          `${OPEN}/zones`,
          zoneBody({ frequency: 'daily', name: 'Retry' }),
        )
      ).json<{ id: string }>();
      const enter = async (count: number) => {
        position(257100004, 13.5, 67.7);
        clock += 11 * MIN;
        position(257100004, 14.5, 67.7);
        await until(async () => {
          await t.app.alerting.flush();
          const stored = await call('havforsker', 'GET', `${OPEN}/zones/${zone.id}/alerts`);
          return stored.json<unknown[]>().length === count;
        });
      };
      const retryMails = () =>
        readOutbox(t.config.dataDir).filter((mail) => mail.subject.includes('Retry'));
      clock += MIN;
      await enter(1);
      // 07:00 Oslo: the mail server refuses; nothing is mailed and the digest time stays.
      clock = Date.parse('2026-01-20T06:00:30Z');
      const refused = {
        send: () => Promise.reject(new Error('the mail server is away')),
      };
      const failing = new AlertMail(t.app.db, refused, () => clock, t.app.log);
      expect(await failing.tick()).toBe(0);
      expect(retryMails()).toEqual([]);
      // Another entry later that day; the next digest carries both.
      clock = Date.parse('2026-01-20T09:00:00Z');
      await enter(2);
      clock = Date.parse('2026-01-21T06:00:30Z');
      await t.app.alerting.mailTick();
      expect(retryMails().map((mail) => mail.subject)).toEqual([
        expect.stringContaining('2 varsler for Retry'),
      ]);
      await call('havforsker', 'DELETE', `${OPEN}/zones/${zone.id}`);
    },
  );
});
