import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aisToken, signIn } from '../auth/sign-in.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';
const BASE = '/api/v1/geodata/fleets';

describe.each(targets)('fleets on $target', ({ target, skip }) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
  const call = (
    user: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: as(user), payload: payload as object });

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD });
    for (const user of ['havforsker', 'yrkesfisker']) {
      tokens[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
    tokens.ais = (await aisToken(t.app)).json<{ access_token: string }>().access_token;
  });
  afterAll(async () => t?.cleanup());

  it.skipIf(skip)(
    'creates, lists and deletes a fleet; /bwapi reaches the same (R20.03–R20.05)',
    async () => {
      const created = await call('havforsker', 'POST', `${BASE}/`, {
        name: '  Forskningsflåten ',
        mmsis: ['257000001', '257000002', '257000001'],
      });
      expect(created.statusCode).toBe(201);
      const fleet = created.json<{ id: string; name: string; mmsis: string[] }>();
      expect(fleet).toMatchObject({ name: 'Forskningsflåten', mmsis: ['257000001', '257000002'] });

      const listed = await t.app.inject({
        url: '/bwapi/v1/geodata/fleets',
        headers: as('havforsker'),
      });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([fleet]);

      expect((await call('havforsker', 'DELETE', `${BASE}/${fleet.id}`)).statusCode).toBe(204);
      expect((await call('havforsker', 'GET', BASE)).json()).toEqual([]);
      expect((await call('havforsker', 'DELETE', `${BASE}/${fleet.id}`)).statusCode).toBe(404);
    },
  );

  it.skipIf(skip)('adds, replaces and removes vessels (A51, R20.06–R20.08)', async () => {
    const { id } = (
      await call('havforsker', 'POST', BASE, { name: 'Verbs', mmsis: ['257000001'] })
    ).json<{ id: string }>();
    const added = await call('havforsker', 'POST', `${BASE}/${id}/vessels`, [
      '257000002',
      '257000001',
    ]);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ mmsis: ['257000001', '257000002'] });
    const replaced = await call('havforsker', 'PATCH', `${BASE}/${id}/vessels`, ['258000001']);
    expect(replaced.json()).toMatchObject({ mmsis: ['258000001'] });
    await call('havforsker', 'POST', `${BASE}/${id}/vessels`, ['258000002']);
    const removed = await call('havforsker', 'DELETE', `${BASE}/${id}/vessels`, ['258000001']);
    expect(removed.json()).toMatchObject({ id, name: 'Verbs', mmsis: ['258000002'] });
  });

  it.skipIf(skip)(
    "answers another user's fleet as not found and never lists it (R20.14)",
    async () => {
      const { id } = (
        await call('havforsker', 'POST', BASE, { name: 'Mine', mmsis: ['257000009'] })
      ).json<{ id: string }>();
      for (const [method, url, body] of [
        ['DELETE', `${BASE}/${id}`, undefined],
        ['POST', `${BASE}/${id}/vessels`, ['257000001']],
        ['PATCH', `${BASE}/${id}/vessels`, ['257000001']],
        ['DELETE', `${BASE}/${id}/vessels`, ['257000009']],
      ] as const) {
        const answer = await call('yrkesfisker', method, url, body);
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
      const theirs = (await call('yrkesfisker', 'GET', BASE)).json<{ id: string }[]>();
      expect(theirs.map((fleet) => fleet.id)).not.toContain(id);
      const mine = (await call('havforsker', 'GET', BASE)).json<
        { id: string; mmsis: string[] }[]
      >();
      expect(mine.find((fleet) => fleet.id === id)?.mmsis).toEqual(['257000009']);
    },
  );

  it.skipIf(skip)(
    'refuses bad input with 400 naming the field, leaving the fleet as it was',
    async () => {
      const badName = await call('havforsker', 'POST', BASE, { name: ' '.repeat(3), mmsis: [] });
      expect(badName.statusCode).toBe(400);
      expect(Object.keys(badName.json<{ errors: object }>().errors)).toEqual(['body.name']);
      const longName = await call('havforsker', 'POST', BASE, { name: 'x'.repeat(101), mmsis: [] });
      expect(Object.keys(longName.json<{ errors: object }>().errors)).toEqual(['body.name']);
      const badMmsi = await call('havforsker', 'POST', BASE, {
        name: 'F',
        mmsis: ['257000001', '257000002', '257000003', '25700000'],
      });
      expect(badMmsi.statusCode).toBe(400);
      expect(badMmsi.json<{ errors: object }>().errors).toHaveProperty(['body.mmsis.3']);

      const { id } = (
        await call('havforsker', 'POST', BASE, { name: 'Full', mmsis: ['257000001'] })
      ).json<{ id: string }>();
      const many = Array.from({ length: 500 }, (_, i) => String(300000000 + i));
      const tooMany = await call('havforsker', 'POST', `${BASE}/${id}/vessels`, many);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json<{ errors: object }>().errors).toHaveProperty(['body.mmsis']);
      const badVessel = await call('havforsker', 'PATCH', `${BASE}/${id}/vessels`, ['x']);
      expect(badVessel.json<{ errors: object }>().errors).toHaveProperty(['body.0']);
      const after = (await call('havforsker', 'GET', BASE)).json<
        { id: string; mmsis: string[] }[]
      >();
      expect(after.find((fleet) => fleet.id === id)?.mmsis).toEqual(['257000001']);
    },
  );

  it.skipIf(skip)('keeps at most 50 fleets per user (A18)', async () => {
    const existing = (await call('yrkesfisker', 'GET', BASE)).json<unknown[]>().length;
    for (let i = existing; i < 50; i += 1) {
      expect(
        (await call('yrkesfisker', 'POST', BASE, { name: `F${i}`, mmsis: [] })).statusCode,
      ).toBe(201);
    }
    const over = await call('yrkesfisker', 'POST', BASE, { name: 'One more', mmsis: [] });
    expect(over.statusCode).toBe(400);
    expect((await call('yrkesfisker', 'GET', BASE)).json<unknown[]>()).toHaveLength(50);
  });

  it.skipIf(skip)(
    'needs a signed-in person: 401 without a token, 403 for a client token',
    async () => {
      expect((await t.app.inject({ url: BASE })).statusCode).toBe(401);
      const client = await t.app.inject({ url: BASE, headers: as('ais') });
      expect([401, 403]).toContain(client.statusCode);
    },
  );
});
