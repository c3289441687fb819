import type { Policy, Role } from '@havkart/domain';
import type { Caller } from './verify.js';

/**
 * What a route lets through, declared once in its route options as `config: { access }`.
 * Every route states one; a test fails on any route that does not.
 *
 * - `public`: anyone; the Authorization header is ignored (tiles, health, the web app).
 * - `optional`: anyone; a token, when sent, is verified and the caller known (feature flags).
 * - `aisOpen`: the open AIS tier: anonymous calls pass unless AIS_OPEN_REQUIRES_TOKEN=true;
 *   a token, when sent, must verify and carry the `ais` scope or be a user's.
 * - `aisRestricted`: a signed-in user with a valid restricted-AIS profile; the route applies
 *   its geoFilter.
 * - `signedIn`: a signed-in user (client tokens are not users).
 * - `policy` / `role`: a signed-in user holding it.
 * - `provider`: the sign-in provider's own endpoints, which check their own credentials.
 */
export type RouteAccess =
  | 'public'
  | 'optional'
  | 'aisOpen'
  | 'aisRestricted'
  | 'signedIn'
  | 'provider'
  | { policy: Policy }
  | { role: Role };

/** Short constructors so declarations read as sentences: `access: requirePolicy('BwAisAdmin')`. */
export function requirePolicy(policy: Policy): RouteAccess {
  return { policy };
}

export function requireRole(role: Role): RouteAccess {
  return { role };
}

/** Access declarations that need no token at all. */
export function isTokenFree(access: RouteAccess): boolean {
  return access === 'public' || access === 'provider';
}

/**
 * The refusals `decideAccess` and the access check can answer for a declaration, so the
 * OpenAPI document declares them on every route without each route listing them: a bad or
 * non-bearer token is 401 wherever a token is read; 403 wherever a caller can be the wrong
 * kind (a client token, a missing scope, policy, role or profile).
 */
export function refusalStatuses(access: RouteAccess): (401 | 403)[] {
  if (isTokenFree(access)) return [];
  if (access === 'optional') return [401];
  return [401, 403];
}

export type AccessDecision =
  { allow: true } | { allow: false; status: 401 | 403; detail: string; bwErrorCode?: string };

const ALLOW: AccessDecision = { allow: true };

function unauthorized(detail: string): AccessDecision {
  return { allow: false, status: 401, detail };
}

function forbidden(detail: string): AccessDecision {
  return { allow: false, status: 403, detail };
}

export interface AccessFacts {
  caller: Caller | null;
  /** Whether the signed-in caller's restricted-AIS profile is valid (loaded on demand). */
  restrictedAisValid: () => Promise<boolean>;
  aisOpenRequiresToken: boolean;
}

/**
 * The one decision every protected route goes through. Pure apart from the lazily loaded
 * restricted-AIS profile, so its table test covers every declaration × caller.
 */
export async function decideAccess(
  access: RouteAccess,
  facts: AccessFacts,
): Promise<AccessDecision> {
  const { caller } = facts;
  if (access === 'public' || access === 'provider' || access === 'optional') return ALLOW;
  if (access === 'aisOpen') {
    if (!caller) {
      return facts.aisOpenRequiresToken ? unauthorized('An AIS access token is required') : ALLOW;
    }
    if (caller.kind === 'user' || caller.scopes.includes('ais')) return ALLOW;
    return forbidden('The access token does not carry the ais scope');
  }
  if (!caller) return unauthorized('Sign in to use this resource');
  if (caller.kind !== 'user') return forbidden('A signed-in user is required, not a client token');
  if (access === 'signedIn') return ALLOW;
  if (access === 'aisRestricted') {
    return (await facts.restrictedAisValid())
      ? ALLOW
      : forbidden('A valid restricted AIS profile is required');
  }
  if ('policy' in access) {
    return caller.policies.includes(access.policy)
      ? ALLOW
      : forbidden(`The policy ${access.policy} is required`);
  }
  return caller.roles.includes(access.role)
    ? ALLOW
    : forbidden(`The role ${access.role} is required`);
}
