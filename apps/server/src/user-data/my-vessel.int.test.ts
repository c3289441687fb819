import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { insertApplication } from '../applications/application-store.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';
const URL = '/api/v1/vessel/own/contact';
const WRITERS = 30;
const AREA = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [5, 60],
      [6, 60],
      [6, 61],
      [5, 60],
    ],
  ],
};

describe.each(targets)('own vessel contact on $target', ({ target, skip }) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD });
    for (const user of ['yrkesfisker', 'nedlaster', 'utvikler', 'admin']) {
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

  const contactWrites = (round: string) =>
    Array.from({ length: WRITERS }, (_, i) =>
      t.app.inject({
        method: 'PUT',
        url: URL,
        headers: as('yrkesfisker'),
        payload: { contactPhone: `+47 ${round}${String(i).padStart(3, '0')}`, contactEmail: null },
      }),
    );
  const restricted = async () =>
    (await t.app.inject({ url: '/api/v2/user/profiles', headers: as('yrkesfisker') })).json()
      .restrictedAisProfile;
  const statusOf = async (id: string) =>
    (
      await t.app.db
        .selectFrom('applications')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  // An administrator's decision and the user's own contact change both write the user's
  // profile; neither may undo the other (database/atomic.ts).
  it.skipIf(skip)(
    'an approval and a revoke racing 30 contact changes each leave the grant the application shows',
    async () => {
      const user = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'yrkesfisker')
        .executeTakeFirstOrThrow();
      const application = await insertApplication(t.app.db, user.id, {
        kind: 'ais',
        areaOfInterest: AREA,
        companyName: 'Havfisk AS',
        dataPurposeDescription: 'Fleet follow-up',
        email: 'skipper@havfisk.example',
        firstName: 'Ola',
        lastName: 'Fisker',
        phone: '41234567',
      });
      const decision = (verb: string, payload: object) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/applications/${application.id}/${verb}`,
          headers: as('admin'),
          payload,
        });

      // The decision in the middle of the writers, so some read the profile before it commits
      // and write after it.
      const race = async (verb: string, payload: object, round: string) => {
        const writes = contactWrites(round);
        const decided = decision(verb, payload);
        const answers = await Promise.all([
          ...writes.slice(0, WRITERS / 2),
          decided,
          ...writes.slice(WRITERS / 2),
        ]);
        return { decided: await decided, contacts: answers.filter((_, i) => i !== WRITERS / 2) };
      };
      const { decided: approved, contacts } = await race('approve', {}, '1');
      expect(approved.statusCode).toBe(200);
      expect(contacts.map((answer) => answer.statusCode)).toEqual(Array(WRITERS).fill(200));
      expect(await statusOf(application.id)).toBe('Approved');
      expect(await restricted()).toEqual({ isValid: true, geoFilter: AREA });

      const { decided: revoked } = await race('revoke', { reason: 'The company closed' }, '2');
      expect(revoked.statusCode).toBe(200);
      expect(await statusOf(application.id)).toBe('Revoked');
      expect(await restricted()).toBeNull();

      // The contact changes were not lost either: the last one to commit is what is stored.
      const own = await t.app.inject({ url: '/api/v1/vessel/own', headers: as('yrkesfisker') });
      expect(own.json().contactPhone).toMatch(/^\+47 2\d{3}$/);
    },
  );
});
