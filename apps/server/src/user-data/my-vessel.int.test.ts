import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';
const URL = '/api/v1/vessel/own/contact';

describe.each(targets)('own vessel contact on $target', ({ target, skip }) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD });
    for (const user of ['yrkesfisker', 'nedlaster', 'utvikler']) {
      tokens[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
  });
  afterAll(async () => t?.cleanup());

  it.skipIf(skip)(
    'a user with the policy and a vessel changes its contact; it is kept',
    async () => {
      const contact = { contactPhone: '+47 900 00 000', contactEmail: 'skipper@havfisk.example' };
      const put = await t.app.inject({
        method: 'PUT',
        url: URL,
        headers: as('yrkesfisker'),
        payload: contact,
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ vesselId: 'demo-vessel-1', ...contact });
      const own = await t.app.inject({ url: '/api/v1/vessel/own', headers: as('yrkesfisker') });
      expect(own.json()).toMatchObject({ name: 'DEMO HAVFISK', ...contact });
      const cleared = await t.app.inject({
        method: 'PUT',
        url: URL,
        headers: as('yrkesfisker'),
        payload: { contactPhone: null, contactEmail: null },
      });
      expect(cleared.json()).toMatchObject({ contactPhone: null, contactEmail: null });
    },
  );

  it.skipIf(skip)(
    'refuses without the policy, without a vessel, signed out, or bad values',
    async () => {
      const body = { contactPhone: '12345678', contactEmail: null };
      // A vessel but no BwUpdateVesselContactInfo (spec 01 §6).
      const noPolicy = await t.app.inject({
        method: 'PUT',
        url: URL,
        headers: as('nedlaster'),
        payload: body,
      });
      expect(noPolicy.statusCode).toBe(403);
      const noVessel = await t.app.inject({
        method: 'PUT',
        url: URL,
        headers: as('utvikler'),
        payload: body,
      });
      expect(noVessel.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'PUT', url: URL, payload: body })).statusCode).toBe(401);
      for (const bad of [
        { contactPhone: 'call me', contactEmail: null },
        { contactPhone: null, contactEmail: 'not-an-address' },
        { contactPhone: null },
        { ...body, vesselId: 'demo-vessel-3' },
      ]) {
        const answer = await t.app.inject({
          method: 'PUT',
          url: URL,
          headers: as('yrkesfisker'),
          payload: bad,
        });
        expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      }
    },
  );
});
