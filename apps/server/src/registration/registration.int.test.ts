import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { lastMailTo, linkIn } from '../mail/outbox.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';
import { register } from './registration-service.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';

export const FORM = {
  email: 'Ola.Nordmann@Havn.example.no',
  firstName: 'Ola',
  lastName: 'Nordmann',
  countryCode: '+47',
  phone: '912 34 567',
  password: 'Sjøkart2025',
  confirmPassword: 'Sjøkart2025',
  acceptTerms: true,
};
const ADDRESS = 'ola.nordmann@havn.example.no';

const AREA = {
  type: 'Polygon',
  coordinates: [
    [
      [5.0, 60.0],
      [5.6, 60.0],
      [5.6, 60.6],
      [5.0, 60.6],
      [5.0, 60.0],
    ],
  ],
};

export const AIS_FORM = {
  areaOfInterest: AREA,
  companyName: 'Bergen Havn',
  dataPurposeDescription: 'Traffic statistics for the port of Bergen',
  email: 'ais@havn.example.no',
  firstName: 'Ola',
  lastName: 'Nordmann',
  phone: '55 55 55 55',
};

describe.each(targets)('registration and an application’s life on $target', ({ target, skip }) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const get = (url: string, token?: string) =>
    t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const restricted = (token: string) => post('/live/restricted/v1/latest/combined', {}, token);
  const activationPath = (mail = lastMailTo(t.config.dataDir, ADDRESS)) => {
    const link = mail && linkIn(mail, `${t.config.publicUrl}/api/v1/registration/activation`);
    if (!link) throw new Error('no activation link mailed');
    return link.slice(t.config.publicUrl.length);
  };

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD });
    admin = (await signIn(t.app, t.config.publicUrl, 'admin', PASSWORD)).tokens.access_token;
  });
  afterAll(async () => t?.cleanup());

  it.skipIf(skip)('names each broken field with the spec message (R12.04–R12.08)', async () => {
    const answer = await post('/api/v1/registration', {
      ...FORM,
      email: 'ola@',
      phone: '22 33 44 55',
      countryCode: '+46',
      confirmPassword: 'other1234',
      acceptTerms: false,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.json().errors).toEqual({
      'body.email': ['Invalid email address'],
      'body.phone': ['Not a mobile phone number'],
      'body.countryCode': ['Not a Norwegian country code'],
      'body.confirmPassword': ['The passwords you entered did not match'],
      'body.acceptTerms': ['Terms and conditions must be accepted'],
    });
    expect(
      (await post('/api/v1/registration', { ...FORM, password: 'short1' })).json().errors,
    ).toMatchObject({ 'body.password': ['Too few characters'] });
    // A phone number sent as a JSON number passes the same rules.
    const numeric = await post('/api/v1/registration', {
      ...FORM,
      email: 'numeric@havn.example.no',
      phone: 91234567,
    });
    expect(numeric.statusCode).toBe(201);
  });

  it.skipIf(skip)(
    'creates, re-mails an unactivated user, activates once by the link, then says the user exists (R12.01–R12.03)',
    async () => {
      const created = await post('/api/v1/registration', FORM);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ outcome: 'created' });
      const first = activationPath();
      expect(lastMailTo(t.config.dataDir, ADDRESS)?.subject).toMatch(/Activate your Havkart user/);
      // Not activated yet: the password does not sign in.
      await expect(signIn(t.app, t.config.publicUrl, ADDRESS, FORM.password)).rejects.toThrow();

      const tooSoon = await post('/api/v1/registration', FORM);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.headers['retry-after']).toBe('60');
      // A minute later: move the mailed token's time back rather than wait.
      await t.app.db
        .updateTable('registrations')
        .set({ token_expires_at: new Date(Date.now() + 47 * 3_600_000).toISOString() })
        .where('email', '=', ADDRESS)
        .execute();
      const again = await post('/api/v1/registration', FORM);
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual({ outcome: 'existsNotActivated' });
      const second = activationPath();
      expect(second).not.toBe(first);
      // The new mail replaces the old link.
      expect((await get(first)).headers.location).toBe('/registration?activation=invalid');

      const activated = await get(second);
      expect(activated.statusCode).toBe(303);
      expect(activated.headers.location).toBe('/registration?activation=activated');
      expect((await get(second)).headers.location).toBe('/registration?activation=invalid');
      const token = new URL(second, t.config.publicUrl).searchParams.get('token');
      const reused = await post('/api/v1/registration/activation', { token });
      expect(reused.statusCode).toBe(404);

      const exists = await post('/api/v1/registration', { ...FORM, email: ADDRESS.toUpperCase() });
      expect(exists.statusCode).toBe(409);
      expect(exists.json()).toMatchObject({ title: 'Conflict', detail: 'User exists' });
      const demo = await post('/api/v1/registration', {
        ...FORM,
        email: 'admin@demo.havkart.invalid',
      });
      expect(demo.statusCode).toBe(409);
      user = (await signIn(t.app, t.config.publicUrl, ADDRESS, FORM.password)).tokens.access_token;
      const profiles = (await get('/api/v2/user/profiles', user)).json();
      expect(profiles).toMatchObject({
        user: { name: 'Ola Nordmann', email: ADDRESS },
        roles: [],
        policies: [],
        restrictedAisProfile: null,
      });
    },
  );

  it.skipIf(skip)('refuses an expired activation link with 410', async () => {
    const email = 'late@havn.example.no';
    const old = await register(t.app.db, { ...FORM, email }, new Date(Date.now() - 49 * 3_600_000));
    const answer = await post('/api/v1/registration/activation', { token: old.token });
    expect(answer.statusCode).toBe(410);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await get(`/api/v1/registration/activation?token=${old.token}`)).headers.location).toBe(
      '/registration?activation=expired',
    );
  });

  it.skipIf(skip)('answers User exists when the name was taken before activation', async () => {
    const email = 'taken@havn.example.no';
    const pending = await register(t.app.db, { ...FORM, email });
    const users = t.app.db.selectFrom('users').selectAll();
    const someone = await users.where('username', '=', 'utdanning').executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('users')
      .values({ ...someone, id: 'taken-user', username: email, email })
      .execute();
    const answer = await post('/api/v1/registration/activation', { token: pending.token });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().detail).toBe('User exists');
  });

  it.skipIf(skip)(
    'applies, is approved with the area as geoFilter, and is refused at once after revocation',
    async () => {
      expect((await restricted(user)).statusCode).toBe(403);
      const missing = await post(
        '/api/v1/applications/ais',
        { ...AIS_FORM, companyName: '' },
        user,
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ 'body.companyName': ['Required field'] });

      const applied = await post('/api/v1/applications/ais', AIS_FORM, user);
      expect(applied.statusCode).toBe(201);
      const application = applied.json();
      expect(application).toMatchObject({ kind: 'ais', status: 'Pending' });
      const twice = await post('/api/v1/applications/ais', AIS_FORM, user);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        detail: 'You already have an application pending',
        bwErrorCode: 'UserHasPendingApplication',
      });

      const byUser = await post(`/api/v1/admin/applications/${application.id}/approve`, {}, user);
      expect(byUser.statusCode).toBe(403);
      expect(byUser.headers['content-type']).toMatch(/^application\/problem\+json/);

      const approved = await post(
        `/api/v1/admin/applications/${application.id}/approve`,
        {},
        admin,
      );
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ application: { status: 'Approved' }, mailed: true });
      expect(lastMailTo(t.config.dataDir, ADDRESS)?.subject).toMatch(/has been approved/);
      const profiles = (await get('/api/v2/user/profiles', user)).json();
      expect(profiles.restrictedAisProfile).toEqual({ isValid: true, geoFilter: AREA });
      expect((await restricted(user)).statusCode).toBe(200);
      const mine = (await get('/api/v1/applications', user)).json();
      expect(mine).toMatchObject([{ id: application.id, status: 'Approved' }]);

      const noReason = await post(`/api/v1/admin/applications/${application.id}/revoke`, {}, admin);
      expect(noReason.statusCode).toBe(400);
      const revoked = await post(
        `/api/v1/admin/applications/${application.id}/revoke`,
        { reason: 'The data agreement has ended' },
        admin,
      );
      expect(revoked.statusCode).toBe(200);
      expect(lastMailTo(t.config.dataDir, ADDRESS)?.text).toContain('The data agreement has ended');
      expect((await restricted(user)).statusCode).toBe(403);
      expect((await get('/api/v2/user/profiles', user)).json().restrictedAisProfile).toBeNull();

      const audit = (await get('/api/v1/admin/audit?action=application.revoke', admin)).json()
        .entries;
      expect(audit[0]).toMatchObject({
        action: 'application.revoke',
        target: application.id,
        actorName: 'Demo Administrator',
        details: { from: 'Approved', to: 'Revoked', reason: 'The data agreement has ended' },
      });
      expect(Date.now() - Date.parse(audit[0].at)).toBeLessThan(60_000);
    },
  );
});
