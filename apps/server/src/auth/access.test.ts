import { describe, expect, it } from 'vitest';
import { decideAccess, requirePolicy, requireRole, type RouteAccess } from './access.js';
import type { Caller } from './verify.js';

function caller(kind: Caller['kind'], extra: Partial<Caller> = {}): Caller {
  return {
    kind,
    issuer: 'http://localhost/auth',
    subject: kind === 'client' ? 'havkart-ais' : 'u1',
    userKey: 'u1',
    clientId: kind === 'client' ? 'havkart-ais' : 'havkart-web',
    scopes: kind === 'client' ? ['ais'] : ['api'],
    roles: [],
    policies: [],
    ...extra,
  };
}

const anonymous = null;
const aisClient = caller('client');
const otherClient = caller('client', { scopes: [] });
const plainUser = caller('user');
const fisher = caller('user', { roles: ['BwYrkesfisker'], policies: ['BwReportFishingFacility'] });
const admin = caller('user', { policies: ['BwAisAdmin'] });

type Row = [string, RouteAccess, Caller | null, boolean, number | 'allow', boolean?];

describe('decideAccess', () => {
  const rows: Row[] = [
    ['public lets anyone in', 'public', anonymous, false, 'allow'],
    ['optional lets anonymous in', 'optional', anonymous, false, 'allow'],
    ['open AIS answers anonymous calls by default', 'aisOpen', anonymous, false, 'allow'],
    ['open AIS with AIS_OPEN_REQUIRES_TOKEN refuses anonymous', 'aisOpen', anonymous, true, 401],
    ['open AIS takes the ais-scoped client token', 'aisOpen', aisClient, true, 'allow'],
    ['open AIS takes a user token', 'aisOpen', plainUser, true, 'allow'],
    ['open AIS refuses a client token without ais scope', 'aisOpen', otherClient, false, 403],
    ['signed-in refuses anonymous', 'signedIn', anonymous, false, 401],
    ['signed-in refuses a client token', 'signedIn', aisClient, false, 403],
    ['signed-in takes a user', 'signedIn', plainUser, false, 'allow'],
    ['policy refuses a user without it', requirePolicy('BwAisAdmin'), fisher, false, 403],
    ['policy takes a user with it', requirePolicy('BwAisAdmin'), admin, false, 'allow'],
    ['policy refuses anonymous with 401', requirePolicy('BwAisAdmin'), anonymous, false, 401],
    ['role takes a user with it', requireRole('BwYrkesfisker'), fisher, false, 'allow'],
    ['role refuses a user without it', requireRole('BwYrkesfisker'), admin, false, 403],
    [
      'restricted AIS refuses a user without a valid profile',
      'aisRestricted',
      plainUser,
      false,
      403,
    ],
    [
      'restricted AIS takes a user with a valid profile',
      'aisRestricted',
      fisher,
      false,
      'allow',
      true,
    ],
    ['restricted AIS refuses anonymous', 'aisRestricted', anonymous, false, 401, true],
    ['restricted AIS refuses a client token', 'aisRestricted', aisClient, false, 403, true],
  ];
  it.each(rows)(
    '%s',
    async (_name, access, who, requiresToken, expected, restrictedValid = false) => {
      const decision = await decideAccess(access, {
        caller: who,
        aisOpenRequiresToken: requiresToken,
        restrictedAisValid: async () => restrictedValid,
      });
      if (expected === 'allow') expect(decision).toEqual({ allow: true });
      else expect(decision).toMatchObject({ allow: false, status: expected });
    },
  );
});
