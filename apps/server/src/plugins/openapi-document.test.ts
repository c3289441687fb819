import type { FastifySchema, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { refusalStatuses, type RouteAccess } from '../auth/access.js';
import { documentObject, documentRoute, streamMediaType } from './openapi-document.js';

function route(url: string, config: RouteOptions['config']): RouteOptions {
  return { method: 'GET', url, handler: () => undefined, config } as RouteOptions;
}

type OpenApiObject = Extract<
  Parameters<typeof documentObject>[0],
  { openapiObject: unknown }
>['openapiObject'];

const transform = documentRoute({ aisOpenRequiresToken: false });

function documented(url: string, config: RouteOptions['config'], schema: FastifySchema) {
  return transform({ schema, url, route: route(url, config) }).schema as FastifySchema & {
    response: Record<string, unknown>;
    security?: unknown;
    description?: string;
  };
}

describe('refusalStatuses', () => {
  it.each<[RouteAccess, number[]]>([
    ['public', []],
    ['provider', []],
    ['optional', [401]],
    ['aisOpen', [401, 403]],
    ['aisRestricted', [401, 403]],
    ['signedIn', [401, 403]],
    [{ policy: 'BwAisAdmin' }, [401, 403]],
    [{ role: 'BwDeveloper' }, [401, 403]],
  ])('%j can answer %j', (access, statuses) => {
    expect(refusalStatuses(access)).toEqual(statuses);
  });
});

describe('documentRoute', () => {
  it('adds the refusals, the bearer requirement and the policy of a protected route', () => {
    const schema = documented(
      '/api/v1/admin/x',
      { access: { policy: 'BwAisAdmin' } },
      { response: { 200: { type: 'array' } } },
    );
    expect(Object.keys(schema.response)).toEqual(['200', '401', '403']);
    expect(schema.security).toEqual([{ bearer: [] }]);
    expect(schema.description).toContain('BwAisAdmin');
  });

  it('keeps a route’s own declaration of a refusal and leaves its schema untouched', () => {
    const own = { $ref: 'Problem', description: 'Wrong tier' };
    const response = { 200: { type: 'object' }, 403: own };
    const schema = documented('/x', { access: 'signedIn' }, { response });
    expect(schema.response[403]).toBe(own);
    expect(Object.keys(response)).toEqual(['200', '403']);
  });

  it('lets an open route be called with or without a token', () => {
    const schema = documented('/live/v1/latest/combined', { access: 'aisOpen' }, { response: {} });
    expect(schema.security).toEqual([{}, { bearer: [] }]);
    const open = documented('/healthz', { access: 'public' }, { response: { 200: {} } });
    expect(open.security).toBeUndefined();
    expect(Object.keys(open.response)).toEqual(['200']);
  });

  it('declares a stream’s 200 by its framing and a path parameter’s 414', () => {
    const sse = documented(
      '/live/v1/sse/combined',
      { access: 'public', stream: true },
      { params: { type: 'object' }, response: { 200: {} } },
    );
    expect(sse.response[200]).toMatchObject({ content: { 'text/event-stream': {} } });
    expect(sse.response[414]).toMatchObject({ $ref: 'Problem' });
    expect(streamMediaType('/live/v1/combined')).toBe('application/x-ndjson');
  });

  it('declares what body parsing refuses on a route that takes a body', () => {
    const schema = documented('/x', { access: 'public' }, { body: {}, response: { 200: {} } });
    expect(Object.keys(schema.response)).toEqual(['200', '400', '413', '415']);
    expect(streamMediaType('/live/arctic/v1/sse/multiplex')).toBe('text/event-stream');
  });
});

describe('documentObject', () => {
  const input = {
    openapi: '3.1.0',
    paths: {
      '/x': {
        get: {
          responses: {
            200: {
              content: {
                'application/json': { schema: { items: [{}, {}], additionalItems: false } },
              },
            },
            400: {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } },
            },
            204: { description: 'Nothing' },
          },
        },
      },
    },
  };

  it('writes tuples in 2020-12 form and errors as problem documents', () => {
    // A hand-made fragment: its shape is the point here, not the full OpenAPI typing.
    const openapiObject = input as unknown as OpenApiObject;
    const output = documentObject({ openapiObject }) as unknown as typeof input;
    const responses = output.paths['/x'].get.responses as Record<string, unknown>;
    expect(responses[200]).toEqual({
      content: { 'application/json': { schema: { prefixItems: [{}, {}], items: false } } },
    });
    expect(responses[400]).toEqual({
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    });
    expect(responses[204]).toEqual({ description: 'Nothing' });
    // The input, which @fastify/swagger may hold on to, is left as it was.
    expect(input.paths['/x'].get.responses[400].content).toHaveProperty(['application/json']);
  });
});
