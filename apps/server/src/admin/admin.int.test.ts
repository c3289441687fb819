import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { activate, register } from '../registration/registration-service.js';
import { lastMailTo } from '../mail/outbox.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';
const ADDRESS = 'kari@fiske.example.no';

describe.each(targets)('administration and applications on $target', ({ target, skip }) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let kariId = '';
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { authorization: `Bearer ${tokens[who]}` },
    });
  const profiles = async (who: string) => (await call('GET', '/api/v2/user/profiles', who)).json();

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD });
    const form = { email: ADDRESS, firstName: 'Kari', lastName: 'Fisker' };
    const registered = await register(t.app.db, {
      ...form,
      countryCode: '+47',
      phone: '41234567',
      password: 'Fiskeri2025',
    });
    const activated = await activate(t.app.db, registered.token!);
    if (activated.result !== 'activated') throw new Error('activation failed');
    kariId = activated.userId;
    tokens.kari = (
      await signIn(t.app, t.config.publicUrl, ADDRESS, 'Fiskeri2025')
    ).tokens.access_token;
    for (const user of ['admin', 'utdanning']) {
      tokens[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
  });
  afterAll(async () => t?.cleanup());

  it.skipIf(skip)('refuses every admin route to a non-admin with a 403 problem', async () => {
    const adminRoutes = t.app.routeAccess.filter(
      (route) => route.url.startsWith('/api/v1/admin/') && route.method !== 'HEAD',
    );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(12);
    for (const route of adminRoutes) {
      expect(route.access, route.url).toEqual({ policy: 'BwAisAdmin' });
      const url = route.url.replace(/:[A-Za-z]+/g, 'x1');
      const answer = await call(route.method as 'GET', url, 'utdanning', {});
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it.skipIf(skip)('lists and finds users; unknown ones answer the spec messages', async () => {
    const found = (await call('GET', '/api/v1/admin/users?q=KARI', 'admin')).json();
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({ id: kariId, username: ADDRESS, phone: '41234567' });
    const all = (await call('GET', '/api/v1/admin/users?limit=3', 'admin')).json();
    expect(all.users).toHaveLength(3);
    expect(all.total).toBeGreaterThan(9);
    const none = (await call('GET', '/api/v1/admin/users?q=%25', 'admin')).json();
    expect(none.total).toBe(0);
    const byName = await call('GET', `/api/v1/admin/users/by-name/${ADDRESS}`, 'admin');
    expect(byName.json()).toMatchObject({ id: kariId });
    const unknownName = await call('GET', '/api/v1/admin/users/by-name/nobody', 'admin');
    expect(unknownName.statusCode).toBe(404);
    expect(unknownName.json().detail).toBe('Unknown user name');
    const unknownId = await call('GET', '/api/v1/admin/users/no-such-id', 'admin');
    expect(unknownId.json()).toMatchObject({ status: 404, bwErrorCode: 'UserIdNotFound' });
    const missing = await call(
      'POST',
      '/api/v1/admin/applications/no-such-id/approve',
      'admin',
      {},
    );
    expect(missing.json()).toMatchObject({ status: 404, detail: 'Application not found' });
  });

  it.skipIf(skip)(
    'checks the arctic MMSI against the ITU table; reject, re-apply, approve',
    async () => {
      const unknown = await call('POST', '/api/v1/applications/arctic', 'kari', {
        mmsi: '200123456',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({
        'body.mmsi': ['MMSI not found in the ITU register'],
      });
      const first = await call('POST', '/api/v1/applications/arctic', 'kari', { mmsi: 257123456 });
      expect(first.statusCode).toBe(201);
      expect((await profiles('kari')).arcticProfile).toEqual({
        status: 'Pending',
        mmsi: 257123456,
      });
      const rejected = await call(
        'POST',
        `/api/v1/admin/applications/${first.json().id}/reject`,
        'admin',
        {
          reason: 'The vessel does not sail north of 62°',
        },
      );
      expect(rejected.statusCode).toBe(200);
      expect(lastMailTo(t.config.dataDir, ADDRESS)?.text).toContain('north of 62°');
      expect((await profiles('kari')).arcticProfile.status).toBe('Rejected');
      const again = await call(
        'POST',
        `/api/v1/admin/applications/${first.json().id}/approve`,
        'admin',
      );
      expect(again.json()).toMatchObject({
        status: 409,
        bwErrorCode: 'ApplicationCannotBeUpdated',
      });

      const second = await call('POST', '/api/v1/applications/arctic', 'kari', {
        mmsi: '257123456',
      });
      expect(second.statusCode).toBe(201);
      await call('POST', `/api/v1/admin/applications/${second.json().id}/approve`, 'admin');
      const after = await profiles('kari');
      expect(after.arcticProfile).toEqual({ status: 'Approved', mmsi: 257123456 });
      expect(after.policies).toContain('BwArcticUser');

      // A token from after the approval carries the policy; revoking refuses it at once.
      const token = await signIn(t.app, t.config.publicUrl, ADDRESS, 'Fiskeri2025');
      tokens.kariArctic = token.tokens.access_token;
      const arctic = () => call('POST', '/live/arctic/v1/latest/combined', 'kariArctic', {});
      expect((await arctic()).statusCode).toBe(200);
      const revoked = await call(
        'POST',
        `/api/v1/admin/applications/${second.json().id}/revoke`,
        'admin',
        { reason: 'The vessel was sold' },
      );
      expect(revoked.statusCode).toBe(200);
      const refused = await arctic();
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect((await profiles('kari')).arcticProfile.status).toBe('Revoked');
    },
  );

  it.skipIf(skip)(
    'fisk-info: vessel checks, approval gives role and vessel, then no more',
    async () => {
      const vessel = await call('POST', '/api/v1/admin/vessels', 'admin', {
        callSign: 'lk1234',
        name: 'HAVBRIS',
        mmsi: 257123456,
        licensed: true,
      });
      expect(vessel.statusCode).toBe(201);
      const apply = (body: object) => call('POST', '/api/v1/applications/fiskinfo', 'kari', body);
      const recreational = await apply({ role: 'BwFritidsfisker', callSign: 'LK1234' });
      expect(recreational.json()).toMatchObject({
        status: 409,
        bwErrorCode: 'RecreationalFisherCannotUseLicensedFishingVessel',
      });
      const unknown = await apply({ role: 'BwYrkesfisker', callSign: 'XX9999' });
      expect(unknown.json()).toMatchObject({ status: 404, bwErrorCode: 'VesselNotFound' });
      const noVessel = await apply({ role: 'BwYrkesfisker' });
      expect(noVessel.json().errors).toEqual({ 'body.callSign': ['Required field'] });
      const applied = await apply({ role: 'BwYrkesfisker', callSign: 'LK1234' });
      expect(applied.statusCode).toBe(201);
      expect((await profiles('kari')).fiskInfoApplication).toEqual({
        applicationStatus: 'Pending',
      });
      expect((await apply({ role: 'BwYrkesfisker', callSign: 'LK1234' })).json().bwErrorCode).toBe(
        'UserHasPendingApplication',
      );
      await call('POST', `/api/v1/admin/applications/${applied.json().id}/approve`, 'admin');
      const after = await profiles('kari');
      expect(after.roles).toContain('BwYrkesfisker');
      expect(after.fiskInfoProfile).toEqual({ vesselId: vessel.json().vesselId });
      expect(after.vesselProfile).toMatchObject({ callSign: 'LK1234', name: 'HAVBRIS' });
      expect((await apply({ role: 'BwYrkesfisker', callSign: 'LK1234' })).json().bwErrorCode).toBe(
        'UserAlreadyHasExtendedFiskInfoAccess',
      );
    },
  );

  it.skipIf(skip)('takes one of several applications sent at the same moment', async () => {
    const form = {
      areaOfInterest: {
        type: 'Polygon',
        coordinates: [
          [
            [5, 60],
            [6, 60],
            [6, 61],
            [5, 60],
          ],
        ],
      },
      companyName: 'Skolen',
      dataPurposeDescription: 'Teaching with real ship traffic',
      email: 'skole@example.no',
      firstName: 'Ut',
      lastName: 'Danning',
      phone: '22334455',
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/v1/applications/ais', 'utdanning', form)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const list = (await call('GET', '/api/v1/applications', 'utdanning')).json();
    expect(list).toHaveLength(1);
  });

  it.skipIf(skip)(
    'sets grants, keeps own admin, and records every action with API clients',
    async () => {
      const education = (
        await call('GET', '/api/v1/admin/users/by-name/utdanning', 'admin')
      ).json();
      const set = await call('PUT', `/api/v1/admin/users/${education.id}/grants`, 'admin', {
        roles: ['BwFritidsfisker'],
        policies: [],
      });
      expect(set.json()).toMatchObject({ roles: ['BwFritidsfisker'], policies: [] });
      const recreational = await call('POST', '/api/v1/applications/fiskinfo', 'utdanning', {
        role: 'BwYrkesfisker',
        callSign: 'LK1234',
      });
      expect(recreational.json().bwErrorCode).toBe(
        'UserCannotMakeAdditionalApplicationsAsRecreationalFisher',
      );
      const self = (await call('GET', '/api/v1/admin/users/by-name/admin', 'admin')).json();
      const dropOwn = await call('PUT', `/api/v1/admin/users/${self.id}/grants`, 'admin', {
        roles: [],
        policies: [],
      });
      expect(dropOwn.statusCode).toBe(409);
      const badRole = await call('PUT', `/api/v1/admin/users/${education.id}/grants`, 'admin', {
        roles: ['BwKaptein'],
        policies: [],
      });
      expect(badRole.statusCode).toBe(400);

      const client = await call('POST', '/api/v1/admin/apiclients', 'admin', {
        clientId: 'harbour-ais',
        name: 'Harbour AIS feed',
      });
      expect(client.statusCode).toBe(201);
      const audit = (await call('GET', '/api/v1/admin/audit?limit=100', 'admin')).json().entries;
      const actions = audit.map((entry: { action: string }) => entry.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'POST /api/v1/admin/apiclients',
          'user.grants',
          'vessel.create',
          'application.approve',
          'application.reject',
        ]),
      );
      const apiClient = audit.find((entry: { action: string }) =>
        entry.action.includes('apiclients'),
      );
      expect(apiClient).toMatchObject({ target: 'harbour-ais', actorName: 'Demo Administrator' });
      expect(JSON.stringify(apiClient)).not.toContain(client.json().clientSecret);
      const grants = audit.find((entry: { action: string }) => entry.action === 'user.grants');
      expect(grants.details).toMatchObject({
        roles: { before: ['BwUtdanningsBruker'], after: ['BwFritidsfisker'] },
      });
      expect(
        audit.filter((entry: { action: string }) => entry.action === 'user.grants'),
      ).toHaveLength(1);
    },
  );
});
