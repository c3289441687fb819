import { ConfigError } from '../config/config-error.js';

/** Who signs users in, how roles are read, and the demo users. */
export interface IdentityConfig {
  /** An external OpenID Connect issuer whose tokens we accept; the built-in one otherwise. */
  externalIssuer: string | undefined;
  /** Our client id at the external issuer (the web app signs in with it). */
  externalClientId: string | undefined;
  /** The `aud` an external issuer's access tokens must carry; unchecked when absent. */
  externalAudience: string | undefined;
  /** Token claim holding the role names (a list or a space-separated string). */
  rolesClaim: string;
  /** Token claim holding the policy names. */
  policiesClaim: string;
  /** Whether the open AIS endpoints refuse calls without a token. */
  aisOpenRequiresToken: boolean;
  /** Whether to create the demo users (one per role and an administrator). */
  demoUsers: boolean;
  /** The demo users' password; generated and printed once when absent. */
  demoUserPassword: string | undefined;
  /** Server-wide feature flags (spec 01 §3), from FEATURE_FLAGS. */
  featureFlags: string[];
}

/** Words anyone would try first; a production demo password containing one is refused. */
const GUESSABLE_WORDS = ['demo', 'password', 'havkart', 'admin', 'changeme', 'secret', '123'];

type Env = Record<string, string | undefined>;

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `"${env[name]}" is not true or false`);
}

/** Reads the sign-in settings; throws a ConfigError naming a bad variable. */
export function loadIdentityConfig(env: Env): IdentityConfig {
  const production = env.NODE_ENV?.trim() === 'production';
  const externalIssuer = env.OIDC_ISSUER?.trim() || undefined;
  if (externalIssuer) {
    try {
      const url = new URL(externalIssuer);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
    } catch {
      throw new ConfigError('OIDC_ISSUER', `"${externalIssuer}" is not an http(s) URL`);
    }
  }
  const claim = (name: string, fallback: string) => {
    const value = env[name]?.trim() || fallback;
    if (!/^[\w.:/-]{1,200}$/.test(value)) {
      throw new ConfigError(name, `"${value}" is not a claim name`);
    }
    return value;
  };
  const demoUsers = boolean(env, 'DEMO_USERS', !production);
  const demoUserPassword = env.DEMO_USER_PASSWORD || undefined;
  if (production && demoUsers) {
    // Production never runs on a password someone could guess or read in the README.
    if (!demoUserPassword) {
      throw new ConfigError('DEMO_USER_PASSWORD', 'must be set when DEMO_USERS=true in production');
    }
    if (
      demoUserPassword.length < 12 ||
      GUESSABLE_WORDS.some((word) => demoUserPassword.toLowerCase().includes(word))
    ) {
      throw new ConfigError('DEMO_USER_PASSWORD', 'is too weak for production (12+ characters)');
    }
  }
  if (demoUserPassword !== undefined && demoUserPassword.length < 8) {
    throw new ConfigError('DEMO_USER_PASSWORD', 'must have at least 8 characters');
  }
  const featureFlags = (env.FEATURE_FLAGS ?? '')
    .split(',')
    .map((flag) => flag.trim())
    .filter(Boolean);
  for (const flag of featureFlags) {
    if (!/^[\w.-]{1,64}$/.test(flag))
      throw new ConfigError('FEATURE_FLAGS', `"${flag}" is not a flag name`);
  }
  return {
    externalIssuer,
    externalClientId: env.OIDC_CLIENT_ID?.trim() || undefined,
    externalAudience: env.OIDC_AUDIENCE?.trim() || undefined,
    rolesClaim: claim('OIDC_ROLES_CLAIM', 'roles'),
    policiesClaim: claim('OIDC_POLICIES_CLAIM', 'policies'),
    aisOpenRequiresToken: boolean(env, 'AIS_OPEN_REQUIRES_TOKEN', false),
    demoUsers,
    demoUserPassword,
    featureFlags,
  };
}
