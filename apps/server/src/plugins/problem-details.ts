import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type, type Static } from 'typebox';
import { createRouteIndex } from './allowed-methods.js';

/**
 * An RFC 9457 problem document, the body of every error answer. `bwErrorCode` carries the
 * error-catalogue code the web app maps to a text in the user's language, where one applies;
 * `traceId` is the request id, also logged with every line about the request, so a user's
 * report can be matched with the server's log.
 */
export const ProblemSchema = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    detail: Type.Optional(Type.String()),
    instance: Type.Optional(Type.String()),
    traceId: Type.Optional(Type.String()),
    bwErrorCode: Type.Optional(Type.String()),
    /** Validation errors keyed by the field's path, e.g. `params.z`. */
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details' },
);

export type ProblemDocument = Static<typeof ProblemSchema>;

/** A reference to the shared schema, typed as the document it describes. */
function problemRef(description: string) {
  return Type.Unsafe<ProblemDocument>(Type.Ref('Problem', { description }));
}

type ProblemRef = ReturnType<typeof problemRef>;

/**
 * The error answers a route declares, each a reference to the one Problem schema, e.g.
 * `response: { 200: Tile, ...problemResponses(400, 404) }`. Every route also gets 429 and
 * 500, which any request can meet.
 */
export function problemResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number] | 429 | 500, ProblemRef> {
  const responses: Record<number, ProblemRef> = {};
  for (const status of [...statuses, 429, 500]) {
    responses[status] = problemRef(TITLES[status] ?? 'Error');
  }
  return responses as Record<S[number] | 429 | 500, ProblemRef>;
}

/** Throw from a handler to answer with a problem document. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly bwErrorCode?: string,
    /** Field → messages, as validation problems carry them, when one field is to blame. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail ?? title);
    this.name = 'HttpProblem';
  }
}

export const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Sends a problem document; `instance` and `traceId` come from the request unless given. */
export function sendProblem(
  reply: FastifyReply,
  problem: Omit<ProblemDocument, 'type'> & { type?: string },
): FastifyReply {
  const body: ProblemDocument = {
    type: 'about:blank',
    instance: reply.request.url,
    traceId: String(reply.request.id),
    ...problem,
  };
  return reply.code(body.status).type('application/problem+json').send(body);
}

function validationProblem(error: FastifyError): Omit<ProblemDocument, 'type'> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty;
    const pointer = `${issue.instancePath}${missing ? `/${missing}` : ''}`;
    const field = `${error.validationContext ?? 'body'}${pointer.replaceAll('/', '.')}`;
    (errors[field] ??= []).push(issue.message ?? 'is invalid');
  }
  const fields = Object.keys(errors);
  return {
    title: 'One or more validation errors occurred.',
    status: 400,
    detail: fields.length ? `Invalid ${fields.join(', ')}: ${error.message}` : error.message,
    errors,
  };
}

/**
 * Errors the router meets before any route runs (a URL that does not decode, a parameter
 * past the length limit). Passed to Fastify's `frameworkErrors` option, which only the
 * root instance takes.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  sendProblem(reply, { title: TITLES[status] ?? 'Error', status, detail: error.message });
}

/** Whether the client's connection closed before the answer could be sent. */
export function clientGone(request: FastifyRequest): boolean {
  // `socket` is typed as always there; after a hang-up Node may already have dropped it.
  const socket = request.raw.socket as typeof request.raw.socket | null | undefined;
  return socket?.destroyed === true;
}

/** Turns every error the server answers with into `application/problem+json`. */
export const problemDetailsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addSchema(ProblemSchema);
    const routes = createRouteIndex();
    app.addHook('onRoute', (route) => routes.add(route));

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpProblem) {
        return sendProblem(reply, {
          title: error.title,
          status: error.status,
          ...(error.detail ? { detail: error.detail } : {}),
          ...(error.bwErrorCode ? { bwErrorCode: error.bwErrorCode } : {}),
          ...(error.errors ? { errors: error.errors } : {}),
        });
      }
      if (error.validation) return sendProblem(reply, validationProblem(error));
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        // A client that hung up mid-request is not a fault of the server.
        if (clientGone(request)) request.log.info({ err: error }, 'client closed the connection');
        else request.log.error({ err: error }, 'request failed');
      }
      return sendProblem(reply, {
        title: TITLES[status] ?? 'Error',
        status,
        // Internal messages stay in the log; clients get them only for their own mistakes.
        ...(status < 500 ? { detail: error.message } : {}),
      });
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const allowed = routes.allowedMethods(pathname);
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return sendProblem(reply, {
          title: 'Method Not Allowed',
          status: 405,
          detail: `${request.method} is not allowed on ${pathname}; use ${allowed.join(', ')}`,
        });
      }
      return sendProblem(reply, {
        title: 'Not Found',
        status: 404,
        detail: `No resource at ${request.method} ${pathname}`,
      });
    });
  },
  { name: 'problem-details' },
);
