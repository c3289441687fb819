/**
 * Who may use which live tier. `routes/bases.ts` declares each base's tier access in one
 * place; `routeAccessFor` turns it into the route declaration that the server-wide access
 * check (`auth/route-access.ts`) enforces on every live route, and `checkLiveAccess` is the
 * same rule for routes that pick a tier from their parameters (tracks).
 */
import type { FastifyRequest } from 'fastify';
import { decideAccess, type RouteAccess } from '../auth/access.js';
import { HttpProblem } from '../plugins/problem-details.js';

export type LiveAccess = 'public' | 'restricted' | 'arctic' | 'fiskinfo' | 'fishhealth';

export interface LiveAccessPolicy {
  /**
   * `LIVE_RESTRICTED_ACCESS=allow`: every tier is served as the open tier is, without sign-in
   * (a private installation without users).
   */
  allowUnauthenticated: boolean;
}

/**
 * The route declaration of a tier: open and fish-health as the open AIS tier (a token, when
 * sent, must carry the `ais` scope); restricted needs a valid restricted-AIS profile; arctic
 * and fiskinfo need their policies (spec 02 §6).
 */
export function routeAccessFor(access: LiveAccess, policy: LiveAccessPolicy): RouteAccess {
  if (policy.allowUnauthenticated) return 'aisOpen';
  switch (access) {
    case 'public':
    case 'fishhealth':
      return 'aisOpen';
    case 'restricted':
      return 'aisRestricted';
    case 'arctic':
      return { policy: 'BwArcticUser' };
    case 'fiskinfo':
      return { policy: 'BwAisFiskinfo' };
  }
}

/**
 * Throws a 401/403 problem unless the request may use the tier. The caller is the one the
 * server-wide access check verified from the bearer token, if any.
 */
export async function checkLiveAccess(
  request: FastifyRequest,
  access: LiveAccess,
  policy: LiveAccessPolicy,
): Promise<void> {
  const resolver = request.server.callerResolver;
  const caller = request.caller;
  const decision = await decideAccess(routeAccessFor(access, policy), {
    caller,
    aisOpenRequiresToken: resolver?.aisOpenRequiresToken ?? false,
    restrictedAisValid: async () =>
      caller && resolver ? resolver.restrictedAisValid(caller) : false,
  });
  if (!decision.allow) {
    throw new HttpProblem(
      decision.status,
      decision.status === 401 ? 'Unauthorized' : 'Forbidden',
      decision.detail,
      'NOT_AUTHORIZED',
    );
  }
}
