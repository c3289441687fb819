import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';
import { signIn } from './sign-in.testing.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';

describe.each(targets)('API clients on $target', ({ target, skip }) => {
  let t: TestApp;
  let admin: { authorization: string };
  let fisher: { authorization: string };

  const tokenFor = (clientId: string, clientSecret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: 'client_credentials',
        scope: 'ais',
      }).toString(),
    });

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD });
    const bearer = async (user: string) => ({
      authorization: `Bearer ${(await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token}`,
    });
    admin = await bearer('admin');
    fisher = await bearer('yrkesfisker');
  });
  afterAll(async () => t?.cleanup());

  it.skipIf(skip)(
    'lets an administrator register a client whose secret is shown once and works',
    async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/apiclients',
        headers: admin,
        payload: { clientId: 'harbour-display', name: 'Harbour display' },
      });
      expect(created.statusCode).toBe(201);
      const { clientSecret } = created.json<{ clientSecret: string }>();
      expect(clientSecret.length).toBeGreaterThanOrEqual(40);

      const listed = await t.app.inject({ url: '/api/v1/admin/apiclients', headers: admin });
      expect(listed.json()).toEqual([
        expect.objectContaining({ clientId: 'harbour-display', name: 'Harbour display' }),
      ]);
      expect(listed.body).not.toContain(clientSecret);
      const stored = await t.app.db.selectFrom('api_clients').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(clientSecret);

      const token = await tokenFor('harbour-display', clientSecret);
      expect(token.statusCode).toBe(200);
      expect(token.json()).toMatchObject({ scope: 'ais', token_type: 'Bearer' });
      expect(token.json().expires_in).toBeGreaterThanOrEqual(3600);
      expect(await t.app.identity.verify(token.json().access_token)).toMatchObject({
        kind: 'client',
        clientId: 'harbour-display',
      });
      expect((await tokenFor('harbour-display', `${clientSecret}x`)).statusCode).toBe(401);

      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/apiclients',
        headers: admin,
        payload: { clientId: 'harbour-display', name: 'Again' },
      });
      expect(again.statusCode).toBe(409);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/admin/apiclients/harbour-display',
        headers: admin,
      });
      expect(removed.statusCode).toBe(204);
      expect((await tokenFor('harbour-display', clientSecret)).statusCode).toBe(401);
    },
  );

  it.skipIf(skip)('refuses everyone but administrators', async () => {
    const payload = { clientId: 'sneaky', name: 'Sneaky' };
    const asFisher = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/apiclients',
      headers: fisher,
      payload,
    });
    expect(asFisher.statusCode).toBe(403);
    expect(asFisher.json()).toMatchObject({
      status: 403,
      detail: 'The policy BwAisAdmin is required',
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/apiclients',
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const reserved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/apiclients',
      headers: admin,
      payload: { clientId: 'havkart-ais', name: 'Taken' },
    });
    expect(reserved.statusCode).toBe(409);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/apiclients',
      headers: admin,
      payload: { clientId: 'X Y', name: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(
      expect.arrayContaining(['body.clientId', 'body.name']),
    );
  });
});
