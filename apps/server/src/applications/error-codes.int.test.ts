import { BW_ERROR_CODES, isBwErrorCode } from '@havkart/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';

/** One refusal the web app explains by its catalogue code (spec 02 §8). */
interface Refusal {
  what: string;
  who: string;
  method: 'GET' | 'POST' | 'PUT';
  /** `{id}` stands for the application made at the start. */
  url: string;
  body?: object;
  status: number;
  code: (typeof BW_ERROR_CODES)[number];
}

/**
 * Every refusal of the registration, application, administration, user-data and vessel routes
 * for which the error catalogue has a message, in an order that builds the state each needs:
 * the answer must carry the code, or the user reads a bare status instead of the reason.
 */
const REFUSALS: Refusal[] = [
  {
    what: 'an administrator route for a user without the policy',
    who: 'utvikler',
    method: 'GET',
    url: '/api/v1/admin/users',
    status: 403,
    code: 'NOT_AUTHORIZED',
  },
  {
    what: 'a second arctic application while one is pending',
    who: 'utvikler',
    method: 'POST',
    url: '/api/v1/applications/arctic',
    body: { mmsi: 257123456 },
    status: 409,
    code: 'UserHasPendingApplication',
  },
  {
    what: 'a fisk-info application while one is pending',
    who: 'fritidsfisker',
    method: 'POST',
    url: '/api/v1/applications/fiskinfo',
    body: { role: 'BwYrkesfisker', callSign: 'LK7777' },
    status: 409,
    code: 'UserHasPendingApplication',
  },
  {
    what: 'an arctic application with arctic access approved',
    who: 'utlandsfisker',
    method: 'POST',
    url: '/api/v1/applications/arctic',
    body: { mmsi: 257123456 },
    status: 409,
    code: 'ApplicationCannotBeUpdated',
  },
  {
    what: 'a fisk-info application with a call sign no vessel has',
    who: 'utvikler',
    method: 'POST',
    url: '/api/v1/applications/fiskinfo',
    body: { role: 'BwYrkesfisker', callSign: 'XX9999' },
    status: 404,
    code: 'VesselNotFound',
  },
  {
    what: "a recreational fisher's application with a licensed fishing vessel",
    who: 'utvikler',
    method: 'POST',
    url: '/api/v1/applications/fiskinfo',
    body: { role: 'BwFritidsfisker', callSign: 'LK7777' },
    status: 409,
    code: 'RecreationalFisherCannotUseLicensedFishingVessel',
  },
  {
    what: 'a recreational fisher applying again',
    who: 'eksternutvikler',
    method: 'POST',
    url: '/api/v1/applications/fiskinfo',
    body: { role: 'BwYrkesfisker', callSign: 'LK7777' },
    status: 409,
    code: 'UserCannotMakeAdditionalApplicationsAsRecreationalFisher',
  },
  {
    what: 'a fisk-info application with fisk-info access',
    who: 'yrkesfisker',
    method: 'POST',
    url: '/api/v1/applications/fiskinfo',
    body: { role: 'BwYrkesfisker', callSign: 'LK7777' },
    status: 409,
    code: 'UserAlreadyHasExtendedFiskInfoAccess',
  },
  {
    what: 'the own vessel of a user without one',
    who: 'utvikler',
    method: 'GET',
    url: '/api/v1/vessel/own',
    status: 404,
    code: 'VesselNotFound',
  },
  {
    what: 'the own vessel contact of a user without a vessel',
    who: 'utvikler',
    method: 'PUT',
    url: '/api/v1/vessel/own/contact',
    body: { contactPhone: '12345678', contactEmail: null },
    status: 404,
    code: 'VesselNotFound',
  },
  {
    what: 'an unknown user id',
    who: 'admin',
    method: 'GET',
    url: '/api/v1/admin/users/no-such-id',
    status: 404,
    code: 'UserIdNotFound',
  },
  {
    what: 'an unknown user name',
    who: 'admin',
    method: 'GET',
    url: '/api/v1/admin/users/by-name/nobody',
    status: 404,
    code: 'UserIdNotFound',
  },
  {
    what: "an unknown user's grants",
    who: 'admin',
    method: 'PUT',
    url: '/api/v1/admin/users/no-such-id/grants',
    body: { roles: [], policies: [] },
    status: 404,
    code: 'UserIdNotFound',
  },
  {
    what: 'a decision on an unknown application',
    who: 'admin',
    method: 'POST',
    url: '/api/v1/admin/applications/no-such-id/approve',
    body: {},
    status: 404,
    code: 'ApplicationCannotBeUpdated',
  },
  {
    what: 'approving an application already rejected',
    who: 'admin',
    method: 'POST',
    url: '/api/v1/admin/applications/{id}/approve',
    body: {},
    status: 409,
    code: 'ApplicationCannotBeUpdated',
  },
];

describe.each(targets)('catalogue codes on refusals on $target', ({ target, skip }) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const call = (who: string, method: Refusal['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD });
    const users = ['utvikler', 'fritidsfisker', 'utlandsfisker', 'yrkesfisker'];
    for (const user of [...users, 'eksternutvikler', 'admin']) {
      tokens[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
  });
  afterAll(async () => t?.cleanup());

  it.skipIf(skip)('answers each catalogued refusal with its bwErrorCode', async () => {
    const vessel = await call('admin', 'POST', '/api/v1/admin/vessels', {
      callSign: 'LK7777',
      name: 'HAVSTJERNE',
      mmsi: 257777777,
      licensed: true,
    });
    expect(vessel.statusCode).toBe(201);
    const application = await call('utvikler', 'POST', '/api/v1/applications/arctic', {
      mmsi: 257123456,
    });
    expect(application.statusCode).toBe(201);
    const id = String(application.json().id);
    const external = await call('admin', 'GET', '/api/v1/admin/users/by-name/eksternutvikler');
    const recreational = await call(
      'admin',
      'PUT',
      `/api/v1/admin/users/${String(external.json().id)}/grants`,
      { roles: ['BwFritidsfisker'], policies: [] },
    );
    expect(recreational.statusCode).toBe(200);

    const seen = new Set<string>();
    for (const refusal of REFUSALS) {
      if (refusal.what.startsWith('approving')) {
        const rejected = await call('admin', 'POST', `/api/v1/admin/applications/${id}/reject`, {
          reason: 'No arctic fishing',
        });
        expect(rejected.statusCode).toBe(200);
      }
      const url = refusal.url.replace('{id}', id);
      const answer = await call(refusal.who, refusal.method, url, refusal.body);
      expect(answer.headers['content-type'], refusal.what).toMatch(/^application\/problem\+json/);
      expect(answer.json(), refusal.what).toMatchObject({
        status: refusal.status,
        bwErrorCode: refusal.code,
      });
      seen.add(refusal.code);
    }
    // Every other code is met: no route changes a user's vessel (the fisk-info application
    // sets it), and surveys are no part of these routes.
    expect([...seen].every(isBwErrorCode)).toBe(true);
    expect(BW_ERROR_CODES.filter((code) => !seen.has(code))).toEqual([
      'UserMustHaveExtendedFiskInfoAccessToChangeVessel',
      'NpdSurveyFisheryExpertNotFound',
    ]);
  });
});
