/**
 * The document at `/api/docs/json` of the real app is valid OpenAPI 3.1: the document
 * against the specification's schema, and every schema inside it against JSON Schema
 * 2020-12, which the specification's schema leaves unchecked (a draft-07 tuple passed it).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalStatuses } from '../auth/access.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { NDJSON_MEDIA_TYPE, PROBLEM_MEDIA_TYPE, SSE_MEDIA_TYPE } from './openapi-document.js';

type Node = { [key: string]: unknown };
interface Operation {
  parameters?: { schema: Node }[];
  requestBody?: { content: Record<string, { schema: Node }> };
  responses: Record<string, { content?: Record<string, { schema?: Node }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operationsOf(paths: Paths) {
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      path,
      method,
      op: item[method]!,
    })),
  );
}

/** Every schema of the document with where it sits, for the failure message. */
function schemasOf(document: { paths: Paths; components?: { schemas?: Record<string, Node> } }) {
  const found: [string, Node][] = Object.entries(document.components?.schemas ?? {}).map(
    ([name, schema]) => [`components.schemas.${name}`, schema],
  );
  for (const { path, method, op } of operationsOf(document.paths)) {
    const at = `${method.toUpperCase()} ${path}`;
    for (const [index, parameter] of (op.parameters ?? []).entries()) {
      found.push([`${at} parameter ${index}`, parameter.schema]);
    }
    for (const [media, { schema }] of Object.entries(op.requestBody?.content ?? {})) {
      found.push([`${at} body ${media}`, schema]);
    }
    for (const [status, answer] of Object.entries(op.responses)) {
      for (const [media, { schema }] of Object.entries(answer.content ?? {})) {
        if (schema) found.push([`${at} ${status} ${media}`, schema]);
      }
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: { paths: Paths; components?: { schemas?: Record<string, Node> } };

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const answer = await t.app.inject({ url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds only JSON Schema 2020-12 schemas', () => {
    const ajv = new Ajv2020({ strict: false });
    const invalid = schemasOf(document)
      .filter(([, schema]) => !ajv.validateSchema(schema))
      .map(([where]) => `${where}: ${ajv.errorsText(ajv.errors)}`);
    expect(invalid).toEqual([]);
  });

  it('declares every error answer as a problem document and every stream by its media type', () => {
    const wrong: string[] = [];
    for (const { path, method, op } of operationsOf(document.paths)) {
      for (const [status, answer] of Object.entries(op.responses)) {
        const media = Object.keys(answer.content ?? {});
        if (/^[45]/.test(status) && media.join() !== PROBLEM_MEDIA_TYPE) {
          wrong.push(`${method} ${path} ${status}: ${media.join(', ')}`);
        }
      }
      const ok = Object.keys(op.responses['200']?.content ?? {});
      const stream = /\/(sse\/[a-z]+|combined|ais)$/.test(path) && !path.includes('/latest/');
      if (path.startsWith('/live/') && stream) {
        if (!ok.includes(SSE_MEDIA_TYPE) && !ok.includes(NDJSON_MEDIA_TYPE)) {
          wrong.push(`${method} ${path} 200: ${ok.join(', ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('declares the 401 and 403 that each route’s access declaration can answer', () => {
    const documented = new Set(
      operationsOf(document.paths).map(({ path, method }) => `${method.toUpperCase()} ${path}`),
    );
    const missing: string[] = [];
    for (const route of t.app.routeAccess) {
      const path = route.url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
      const key = `${route.method} ${path}`;
      if (!route.access || !documented.has(key)) continue;
      const op = document.paths[path]![route.method.toLowerCase()]!;
      for (const status of refusalStatuses(route.access)) {
        if (!op.responses[status]) missing.push(`${key}: ${status}`);
      }
    }
    expect(missing).toEqual([]);
    const protectedCount = t.app.routeAccess.filter(
      (route) => route.access && refusalStatuses(route.access).length > 0,
    ).length;
    expect(protectedCount).toBeGreaterThan(40);
  });
});
