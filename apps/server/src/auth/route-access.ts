import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sendProblem } from '../plugins/problem-details.js';
import { decideAccess, isTokenFree, type RouteAccess } from './access.js';
import { TokenError, type Caller } from './verify.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; every route declares it (see auth/access.ts). */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The verified caller, or null for an anonymous request or a token-free route. */
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** Every registered route with its declared access, for the access test and the docs. */
    routeAccess: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

/**
 * Routes other packages register, which cannot carry our route config: the API docs pages,
 * the built web app's files (@fastify/static marks its routes with `rootPath`) and the CORS
 * pre-flight answer are public by nature.
 */
const THIRD_PARTY_ACCESS: { matches: (route: RouteOptions) => boolean; access: RouteAccess }[] = [
  { matches: (route) => route.url.startsWith('/api/docs'), access: 'public' },
  {
    matches: (route) =>
      typeof (route.config as { rootPath?: unknown } | undefined)?.rootPath === 'string',
    access: 'public',
  },
  { matches: (route) => route.method === 'OPTIONS' && route.url === '*', access: 'public' },
];

/** Verifies bearer tokens; set by the identity plugin once keys and issuers are known. */
export type CallerResolver = {
  verify(token: string): Promise<Caller>;
  restrictedAisValid(caller: Caller): Promise<boolean>;
  aisOpenRequiresToken: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    callerResolver: CallerResolver | undefined;
  }
}

function bearerToken(request: FastifyRequest): string | undefined | null {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function refuse(reply: FastifyReply, status: 401 | 403, detail: string, tokenError = false) {
  if (status === 401) {
    reply.header(
      'www-authenticate',
      tokenError ? `Bearer error="invalid_token", error_description="${detail}"` : 'Bearer',
    );
  }
  return sendProblem(reply, {
    title: status === 401 ? 'Unauthorized' : 'Forbidden',
    status,
    detail,
    bwErrorCode: 'NOT_AUTHORIZED',
  });
}

/**
 * Installs the access check on every route registered after it: reads the route's
 * declaration, verifies a bearer token where the declaration looks at one, and refuses
 * with 401/403 problem documents. Registered first, so it sees every route.
 */
export const routeAccessPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('routeAccess', routes);
    app.decorate('callerResolver', undefined);
    app.decorateRequest('caller', null);

    app.addHook('onRoute', (route) => {
      const declared =
        route.config?.access ?? THIRD_PARTY_ACCESS.find((rule) => rule.matches(route))?.access;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ method, url: route.url, access: declared });
      // Undeclared routes answer as public at run time; the access test keeps them out.
      if (!declared || isTokenFree(declared)) return;
      const access = declared;
      const check = async (request: FastifyRequest, reply: FastifyReply) => {
        const resolver = app.callerResolver;
        const token = bearerToken(request);
        if (token === null)
          return refuse(reply, 401, 'The Authorization header is not a bearer token', true);
        if (token && resolver) {
          try {
            request.caller = await resolver.verify(token);
          } catch (error) {
            if (error instanceof TokenError) return refuse(reply, 401, error.message, true);
            throw error;
          }
        }
        const caller = request.caller;
        const decision = await decideAccess(access, {
          caller,
          aisOpenRequiresToken: resolver?.aisOpenRequiresToken ?? true,
          restrictedAisValid: async () =>
            caller && resolver ? resolver.restrictedAisValid(caller) : false,
        });
        if (!decision.allow) return refuse(reply, decision.status, decision.detail);
      };
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, check];
    });
  },
  { name: 'route-access' },
);
