import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An RFC 9457 problem document. `bwErrorCode` carries the error-catalogue code the web app
 * maps to a text in the user's language, where one applies.
 */
export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  bwErrorCode?: string;
  /** Validation errors keyed by the field's JSON path. */
  errors?: Record<string, string[]>;
}

/** Throw from a handler to answer with a problem document. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly bwErrorCode?: string,
  ) {
    super(detail ?? title);
    this.name = 'HttpProblem';
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function sendProblem(reply: FastifyReply, problem: ProblemDocument): FastifyReply {
  return reply.code(problem.status).type('application/problem+json').send(problem);
}

function validationProblem(error: FastifyError, request: FastifyRequest): ProblemDocument {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty;
    const pointer = `${issue.instancePath}${missing ? `/${missing}` : ''}`;
    const field = `${error.validationContext ?? 'body'}${pointer.replaceAll('/', '.')}`;
    (errors[field] ??= []).push(issue.message ?? 'is invalid');
  }
  const fields = Object.keys(errors);
  return {
    type: 'about:blank',
    title: 'One or more validation errors occurred.',
    status: 400,
    detail: fields.length ? `Invalid ${fields.join(', ')}: ${error.message}` : error.message,
    instance: request.url,
    errors,
  };
}

/** Turns every error the server answers with into `application/problem+json`. */
export const problemDetailsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpProblem) {
        return sendProblem(reply, {
          type: 'about:blank',
          title: error.title,
          status: error.status,
          instance: request.url,
          ...(error.detail ? { detail: error.detail } : {}),
          ...(error.bwErrorCode ? { bwErrorCode: error.bwErrorCode } : {}),
        });
      }
      if (error.validation) return sendProblem(reply, validationProblem(error, request));
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, {
        type: 'about:blank',
        title: TITLES[status] ?? 'Error',
        status,
        instance: request.url,
        // Internal messages stay in the log; clients get them only for their own mistakes.
        ...(status < 500 ? { detail: error.message } : {}),
      });
    });

    app.setNotFoundHandler((request, reply) =>
      sendProblem(reply, {
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        detail: `No resource at ${request.method} ${request.url.split('?')[0]}`,
        instance: request.url,
      }),
    );
  },
  { name: 'problem-details' },
);
