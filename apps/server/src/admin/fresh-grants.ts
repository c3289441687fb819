import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decideAccess } from '../auth/access.js';
import { sendProblem } from '../plugins/problem-details.js';

/**
 * Makes a revocation count at the next request. Roles and policies ride in the access
 * token, which lives up to an hour; for a user of our own sign-in the stored grants are
 * the newer truth. So before each handler the caller's roles and policies are replaced
 * with the stored ones, and a route that needs a role or policy the user no longer holds
 * is refused. (A grant still waits for the next token, because the token-based check runs
 * first; users of an external issuer keep what their token says.)
 * Registered at the root before every route group, so its hook reaches all of them.
 */
export const freshGrantsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request, reply) => {
      const caller = request.caller;
      if (!caller || caller.kind !== 'user') return;
      const stored = await app.identity.storedUser(caller);
      if (!stored) return;
      caller.roles = stored.roles;
      caller.policies = stored.policies;
      const access = request.routeOptions.config?.access;
      if (!access || typeof access !== 'object') return;
      const decision = await decideAccess(access, {
        caller,
        aisOpenRequiresToken: false,
        restrictedAisValid: async () => false,
      });
      if (!decision.allow) {
        return sendProblem(reply, {
          title: 'Forbidden',
          status: 403,
          detail: decision.detail,
          bwErrorCode: 'NOT_AUTHORIZED',
        });
      }
    });
  },
  { name: 'fresh-grants', dependencies: ['database'] },
);
