import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config-error.js';
import { loadIdentityConfig } from './identity-config.js';

describe('loadIdentityConfig', () => {
  it('defaults to the built-in provider, open AIS without a token, and demo users', () => {
    expect(loadIdentityConfig({})).toEqual({
      externalIssuer: undefined,
      externalClientId: undefined,
      externalAudience: undefined,
      rolesClaim: 'roles',
      policiesClaim: 'policies',
      aisOpenRequiresToken: false,
      demoUsers: true,
      demoUserPassword: undefined,
      featureFlags: [],
    });
  });

  it('reads an external issuer, its claims and the AIS token switch', () => {
    const config = loadIdentityConfig({
      OIDC_ISSUER: 'https://login.example.org/realms/sea',
      OIDC_CLIENT_ID: 'havkart',
      OIDC_AUDIENCE: 'havkart-api',
      OIDC_ROLES_CLAIM: 'realm_access.roles',
      AIS_OPEN_REQUIRES_TOKEN: 'true',
      FEATURE_FLAGS: 'a, b',
    });
    expect(config).toMatchObject({
      externalIssuer: 'https://login.example.org/realms/sea',
      externalClientId: 'havkart',
      externalAudience: 'havkart-api',
      rolesClaim: 'realm_access.roles',
      aisOpenRequiresToken: true,
      featureFlags: ['a', 'b'],
    });
  });

  it.each([
    [{ OIDC_ISSUER: 'not a url' }, 'OIDC_ISSUER'],
    [{ AIS_OPEN_REQUIRES_TOKEN: 'sometimes' }, 'AIS_OPEN_REQUIRES_TOKEN'],
    [{ OIDC_ROLES_CLAIM: 'roles; drop' }, 'OIDC_ROLES_CLAIM'],
    [{ DEMO_USER_PASSWORD: 'short' }, 'DEMO_USER_PASSWORD'],
    [{ FEATURE_FLAGS: 'ok,not ok' }, 'FEATURE_FLAGS'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadIdentityConfig(env)).toThrow(ConfigError);
    expect(() => loadIdentityConfig(env)).toThrow(variable);
  });

  it('refuses default or weak demo passwords in production, and has no demo users by default', () => {
    expect(loadIdentityConfig({ NODE_ENV: 'production' }).demoUsers).toBe(false);
    expect(() => loadIdentityConfig({ NODE_ENV: 'production', DEMO_USERS: 'true' })).toThrow(
      /DEMO_USER_PASSWORD/,
    );
    for (const weak of ['password', 'havkart-demo', 'Changeme']) {
      expect(() =>
        loadIdentityConfig({
          NODE_ENV: 'production',
          DEMO_USERS: 'true',
          DEMO_USER_PASSWORD: weak,
        }),
      ).toThrow(/too weak/);
    }
    expect(
      loadIdentityConfig({
        NODE_ENV: 'production',
        DEMO_USERS: 'true',
        DEMO_USER_PASSWORD: 'a-long-unguessable-phrase',
      }).demoUsers,
    ).toBe(true);
  });
});
