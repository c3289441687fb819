/**
 * Keeps the OpenAPI document at `/api/docs/json` exact about what the server sends, in one
 * place rather than in every route:
 *
 * - every error answer is `application/problem+json` (the error handler sends nothing else);
 * - every route declares the 401/403 its access declaration can answer (`auth/access.ts`),
 *   and says in `security` whether it reads a bearer token; a route with path parameters
 *   declares the router's 414, and one that takes a body the 400/413/415 of body parsing;
 * - stream routes (`config.stream`) answer 200 with `text/event-stream` or
 *   `application/x-ndjson`, not JSON;
 * - schemas are JSON Schema 2020-12, as OpenAPI 3.1 requires: the validator's draft-07 tuple
 *   form (`items: [...]`, which TypeBox's `Tuple` emits) becomes `prefixItems`.
 *
 * The contract test (`openapi-contract.int.test.ts`) calls every operation and holds the
 * answers to this document, so a rule here that stops matching the server fails there.
 */
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { refusalStatuses, type RouteAccess } from '../auth/access.js';
import { TITLES } from './problem-details.js';

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';
export const SSE_MEDIA_TYPE = 'text/event-stream';
export const NDJSON_MEDIA_TYPE = 'application/x-ndjson';

/** The security scheme every token-reading route refers to. */
export const BEARER_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description:
    'An access token from `/auth/connect/token`: a signed-in user (authorization code) or an AIS client (client credentials).',
} as const;

export interface DocumentOptions {
  /** AIS_OPEN_REQUIRES_TOKEN: the open AIS tier then needs a token too. */
  aisOpenRequiresToken: boolean;
}

/**
 * A 2xx answer that is not JSON, in the response `content` form that Fastify and the
 * document both read: `200: mediaResponse('application/x-protobuf', 'Glyphs', Glyphs)`.
 * Without it the document would call the answer `application/json`.
 */
export function mediaResponse<T extends TSchema>(
  mediaType: string,
  description: string,
  schema: T,
) {
  return Type.Unsafe<Static<T>>({ description, content: { [mediaType]: { schema } } });
}

/** SSE routes sit under an `sse/` segment (`…/sse/combined`, `…/sse/multiplex`); the other streams are NDJSON. */
export function streamMediaType(url: string): string {
  return /\/sse\//.test(url) ? SSE_MEDIA_TYPE : NDJSON_MEDIA_TYPE;
}

function securityOf(access: RouteAccess, options: DocumentOptions) {
  if (refusalStatuses(access).length === 0) return undefined;
  const bearer = [{ bearer: [] }];
  if (access === 'optional') return [{}, ...bearer];
  if (access === 'aisOpen' && !options.aisOpenRequiresToken) return [{}, ...bearer];
  return bearer;
}

function accessNote(access: RouteAccess): string | undefined {
  if (typeof access === 'string') {
    if (access === 'signedIn') return 'Needs a signed-in user.';
    if (access === 'aisRestricted')
      return 'Needs a signed-in user with a valid restricted AIS profile.';
    return undefined;
  }
  return 'policy' in access
    ? `Needs a signed-in user holding the policy ${access.policy}.`
    : `Needs a signed-in user holding the role ${access.role}.`;
}

type SchemaWithDocs = FastifySchema & { security?: unknown };

/**
 * `@fastify/swagger`'s `transform`: adds what the route's declarations imply to a copy of
 * its schema. The route's own schema, which validates and serialises, is left as it is.
 */
export function documentRoute(options: DocumentOptions) {
  return ({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) => {
    if (!schema) return { schema, url };
    const documented: SchemaWithDocs = { ...schema };
    const response = { ...(documented.response as Record<string, unknown> | undefined) };
    const access = route.config?.access;
    if (access) {
      for (const status of refusalStatuses(access)) {
        response[status] ??= { $ref: 'Problem', description: TITLES[status] };
      }
      documented.security ??= securityOf(access, options);
      const note = accessNote(access);
      if (note)
        documented.description = [documented.description, note].filter(Boolean).join('\n\n');
    }
    // A path parameter longer than the router's `maxParamLength` is refused before any
    // route runs (frameworkErrors), so every route that takes one can answer it.
    if (documented.params) {
      response[414] ??= {
        $ref: 'Problem',
        description: 'URI Too Long: a path parameter past the length limit',
      };
    }
    // Fastify's body parsing refuses before the route runs: JSON that does not parse (400),
    // a body past the body limit (413), a content type it has no parser for (415).
    if (documented.body) {
      for (const status of [400, 413, 415]) {
        response[status] ??= { $ref: 'Problem', description: TITLES[status] };
      }
    }
    if (route.config?.stream) {
      response[200] = {
        description:
          'A stream that stays open: `: start`, then one update per event (SSE) or per line (NDJSON)',
        content: { [streamMediaType(url)]: { schema: { type: 'string' } } },
      };
    }
    if (Object.keys(response).length > 0) documented.response = response;
    return { schema: documented, url };
  };
}

type Json = unknown;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The parts of the document these rules read; the rest passes through untouched. */
interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

/** Draft-07 tuples (`items: [...]`, `additionalItems`) in JSON Schema 2020-12 form. */
function schema2020(node: Record<string, Json>): Record<string, Json> {
  if (!Array.isArray(node.items)) return node;
  const { items, additionalItems, ...rest } = node;
  return {
    ...rest,
    prefixItems: items,
    ...(additionalItems === undefined ? {} : { items: additionalItems }),
  };
}

function rewrite(node: Json): Json {
  if (Array.isArray(node)) return node.map(rewrite);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) out[key] = rewrite(value);
  return schema2020(out);
}

/** Error answers carry the problem media type, whatever the route's `produces` says. */
function problemMedia(operation: Operation): void {
  for (const [status, answer] of Object.entries(operation.responses ?? {})) {
    if (!/^[45]/.test(status) || !answer?.content) continue;
    const first = Object.values(answer.content)[0];
    answer.content = { [PROBLEM_MEDIA_TYPE]: first ?? {} };
  }
}

/** `@fastify/swagger`'s `transformObject`: the whole document, once, before it is cached. */
export const documentObject: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) return input.swaggerObject;
  const document = rewrite(input.openapiObject) as Document;
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) problemMedia(operation);
    }
  }
  return document as typeof input.openapiObject;
};
