/**
 * The OpenAPI document is the contract: every operation in `/api/docs/json` is called with
 * one valid and one invalid request made from its schemas (test-support/openapi-samples.ts),
 * a body that is not JSON where it takes one, and, where it reads a token, once
 * anonymously; each answer's status must be declared for the operation, its media type must
 * be the one declared for that status, and a JSON body must match the declared schema. No
 * route is listed here, so a new one is covered as soon as it is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from './auth/access.js';
import { signIn } from './auth/sign-in.testing.js';
import { BREAKING_TEXTS, SchemaSampler, type Schema } from './test-support/openapi-samples.js';
import { databaseTargets, startTestApp, type TestApp } from './test-support/test-app.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Reads before writes, deletions last: a valid DELETE must not take away what others use. */
const ORDER: Record<string, number> = { get: 0, post: 1, put: 1, patch: 1, delete: 2 };

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
  /** Where the schema gave `examples`, the document carries the first here. */
  example?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Call {
  url: string;
  payload?: string;
}

const pointer = (...parts: (string | number)[]) =>
  parts.map((part) => `/${String(part).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/** The demo user who holds what the declaration asks for; anonymous for open routes. */
function callerFor(access: RouteAccess | undefined): string | undefined {
  if (
    access === undefined ||
    ['public', 'provider', 'optional', 'aisOpen'].includes(access as string)
  )
    return undefined;
  if (access === 'aisRestricted') return 'havforsker';
  if (access === 'signedIn') return 'yrkesfisker';
  return 'admin';
}

/** `/a/:id(^\\d+$)/b` and `/a/{id}/b` alike, to find a documented path's route. */
const routeKey = (method: string, url: string) =>
  `${method.toUpperCase()} ${url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}').replace(/\/$/, '')}`;

function queryString(values: [string, unknown][]): string {
  const query = new URLSearchParams();
  for (const [name, value] of values) {
    for (const item of Array.isArray(value) ? value : [value]) {
      query.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

let compiled: { text: string; sampler: SchemaSampler } | undefined;

describe.each(targets)('OpenAPI contract on $target', ({ target, skip }) => {
  let t: TestApp;
  let document: Schema & { paths: Record<string, Partial<Record<string, Operation>>> };
  let sampler: SchemaSampler;
  const bearer: Record<string, string> = {};
  const access = new Map<string, RouteAccess | undefined>();

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD, RATE_LIMIT_MAX: '1000000' });
    const text = (await t.app.inject({ url: '/api/docs/json' })).body;
    document = JSON.parse(text) as typeof document;
    // Both databases serve the same document: its validators are compiled once.
    if (compiled?.text !== text) compiled = { text, sampler: new SchemaSampler(document) };
    sampler = compiled.sampler;
    for (const route of t.app.routeAccess)
      access.set(routeKey(route.method, route.url), route.access);
    for (const user of ['admin', 'havforsker', 'yrkesfisker']) {
      bearer[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  /** The valid request, or the reason none could be made. */
  function validCall(path: string, method: string, op: Operation): Call | string {
    let url = path;
    const query: [string, unknown][] = [];
    for (const [index, parameter] of (op.parameters ?? []).entries()) {
      // Optional switches on: a filter takes at least one `include…` flag.
      const isSwitch = parameter.schema.type === 'boolean';
      if (parameter.in !== 'path' && !parameter.required && !isSwitch) continue;
      const at = pointer('paths', path, method, 'parameters', index, 'schema');
      const value = isSwitch
        ? true
        : parameter.example !== undefined && sampler.validatorAt(at)(parameter.example)
          ? parameter.example
          : sampler.valid(at, parameter.schema);
      if (value === undefined) return `no valid ${parameter.in} ${parameter.name}`;
      if (parameter.in === 'path')
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
      else query.push([parameter.name, value]);
    }
    const body = op.requestBody?.content['application/json'];
    if (!body) return { url: url + queryString(query) };
    const value = sampler.valid(
      pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema'),
      body.schema,
    );
    if (value === undefined) return 'no valid body';
    return { url: url + queryString(query), payload: JSON.stringify(value) };
  }

  /** The valid request with one input broken: the body, else a path or query parameter. */
  function invalidCall(path: string, method: string, op: Operation, valid: Call): Call | undefined {
    if (op.requestBody?.content['application/json']) {
      const value = sampler.invalid(
        pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema'),
      );
      if (value !== undefined) return { url: valid.url, payload: JSON.stringify(value) };
    }
    for (const [index, parameter] of (op.parameters ?? []).entries()) {
      if (parameter.in === 'query' && parameter.required) {
        const dropped = new URL(valid.url, 'http://x');
        dropped.searchParams.delete(parameter.name);
        return { ...valid, url: dropped.pathname + dropped.search };
      }
      const value = sampler.invalid(
        pointer('paths', path, method, 'parameters', index, 'schema'),
        BREAKING_TEXTS,
      );
      if (value === undefined) continue;
      if (parameter.in === 'path') {
        // The same path with this one segment broken.
        const segments = path.split('/');
        const brokenPath = valid.url
          .split('?')[0]!
          .split('/')
          .map((segment, i) =>
            segments[i] === `{${parameter.name}}` ? encodeURIComponent(String(value)) : segment,
          );
        return {
          ...valid,
          url:
            brokenPath.join('/') + (valid.url.includes('?') ? `?${valid.url.split('?')[1]}` : ''),
        };
      }
      if (parameter.in === 'query') {
        const changed = new URL(valid.url, 'http://x');
        changed.searchParams.set(parameter.name, String(value));
        return { ...valid, url: changed.pathname + changed.search };
      }
    }
    return undefined;
  }

  /** Sends a call and checks the answer against the document; returns what did not match. */
  async function check(
    path: string,
    method: string,
    op: Operation,
    call: Call,
    as: string | undefined,
    label: string,
  ) {
    const response = await t.app.inject({
      method: method.toUpperCase() as 'GET',
      url: call.url,
      headers: {
        ...(as ? { authorization: `Bearer ${bearer[as]}` } : {}),
        ...(call.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(call.payload !== undefined ? { payload: call.payload } : {}),
      // A stream answers only when it ends: read its headers, then let it go.
      payloadAsStream: true,
    });
    const shown = call.url.length > 120 ? `${call.url.slice(0, 120)}…` : call.url;
    const name = `${method.toUpperCase()} ${shown} (${label}${as ? ` as ${as}` : ''})`;
    const status = String(response.statusCode);
    const declared = op.responses[status];
    const stream = response.stream();
    if (!declared) {
      stream.destroy();
      return [`${name}: ${status} is not declared (${Object.keys(op.responses).join(', ')})`];
    }
    const media = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const declaredMedia = Object.keys(declared.content ?? {});
    if (media === 'text/event-stream' || media === 'application/x-ndjson') {
      stream.destroy();
      return declaredMedia.includes(media)
        ? []
        : [`${name}: ${status} ${media}, declared ${declaredMedia.join(', ') || 'no body'}`];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (declaredMedia.length === 0) {
      return body.length === 0 ? [] : [`${name}: ${status} has a ${media} body, declared none`];
    }
    if (!declaredMedia.includes(media))
      return [
        `${name}: ${status} ${media || 'no media type'}, declared ${declaredMedia.join(', ')}`,
      ];
    if (!media.endsWith('json') || method === 'head') return [];
    const validate = sampler.validatorAt(
      pointer('paths', path, method, 'responses', status, 'content', media, 'schema'),
    );
    if (validate(JSON.parse(body.toString('utf8')))) return [];
    return [`${name}: ${status} body does not match: ${sampler.errorsOf(validate)}`];
  }

  it.skipIf(skip)(
    'every operation answers as its document declares, valid, invalid and anonymous',
    async () => {
      const operations = Object.entries(document.paths)
        .flatMap(([path, item]) =>
          METHODS.filter((method) => item[method]).map((method) => ({
            path,
            method,
            op: item[method]!,
          })),
        )
        .sort((a, b) => ORDER[a.method]! - ORDER[b.method]!);
      expect(operations.length).toBeGreaterThan(100);
      const failures: string[] = [];
      const unsampled: string[] = [];
      for (const { path, method, op } of operations) {
        const declaredAccess = access.get(routeKey(method, path));
        const as = callerFor(declaredAccess);
        const valid = validCall(path, method, op);
        if (typeof valid === 'string') {
          unsampled.push(`${method.toUpperCase()} ${path}: ${valid}`);
          continue;
        }
        failures.push(...(await check(path, method, op, valid, as, 'valid')));
        const invalid = invalidCall(path, method, op, valid);
        if (invalid) failures.push(...(await check(path, method, op, invalid, as, 'invalid')));
        if (valid.payload !== undefined) {
          // A body that is not JSON at all, refused by the parser before validation.
          const unparsable = { url: valid.url, payload: '{"' };
          failures.push(...(await check(path, method, op, unparsable, as, 'unparsable')));
        }
        if (as) failures.push(...(await check(path, method, op, valid, undefined, 'anonymous')));
      }
      expect(unsampled).toEqual([]);
      expect(failures).toEqual([]);
    },
  );
});
