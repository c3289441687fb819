import { PRELOAD_TIMEOUT_MS } from '@havkart/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  rewriteApiPath,
  type ApiClientOptions,
  type ResponseLogEntry,
} from './api-client.js';
import { ApiError, errorTextInput } from './api-error.js';

interface Call {
  url: string;
  init: RequestInit;
  headers: Headers;
}

/** A fetch that records its calls and answers with `answer`. */
function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init, headers: new Headers(init.headers) };
    calls.push(call);
    return answer(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A fetch that answers only when aborted, as a server that never replies. */
function hangingFetch() {
  return fakeFetch(
    ({ init }) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

const json = (body: unknown, status = 200, type = 'application/json'): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

function client(fetch: typeof globalThis.fetch, options: ApiClientOptions = {}) {
  const logged: ResponseLogEntry[] = [];
  const api = createApiClient({
    fetch,
    apiKey: 'key-123',
    log: (entry) => logged.push(entry),
    ...options,
  });
  return { api, logged };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('base path and /bwapi rewrite (spec 01 §7)', () => {
  it.each([
    ['/bwapi/v1/spadata/havkart', '/api', '/api/v1/spadata/havkart'],
    [
      '/bwapi/v1/geodata/fleets',
      'https://kart.example.no/api/',
      'https://kart.example.no/api/v1/geodata/fleets',
    ],
    ['/bwapi', '/api', '/api'],
    ['/bwapi?lang=en', '/api', '/api?lang=en'],
    ['/bwapix/v1', '/api', '/bwapix/v1'],
    ['/live/v1/latest/combined', '/api', '/live/v1/latest/combined'],
    ['https://other.example/bwapi/v1', '/api', 'https://other.example/bwapi/v1'],
  ])('%s with base %s → %s', (path, base, expected) => {
    expect(rewriteApiPath(path, base)).toBe(expected);
  });

  it('follows the base path held in state', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const { api } = client(fetch);
    await api.get('/bwapi/v1/timestamp');
    api.setBasePath('/havkart/api');
    await api.get('/bwapi/v1/timestamp', { query: { lang: 'en', skip: undefined, ids: [1, 2] } });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/timestamp',
      '/havkart/api/v1/timestamp?lang=en&ids=1&ids=2',
    ]);
  });
});

describe('request headers (spec 02 §7)', () => {
  it('sends the API key, app name and app version on every call', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const { api } = client(fetch);
    await api.get('/bwapi/v1/featureflags');
    await api.post('/bwapi/v1/geodata/fleets', { name: 'Mine', mmsis: [257123456] });
    for (const { headers } of calls) {
      expect(headers.get('x-api-key')).toBe('key-123');
      expect(headers.get('x-spa-name')).toBe('havkart');
      expect(headers.get('x-spa-version')).toBe('25.10.57');
    }
    expect(calls[1]?.init.method).toBe('POST');
    expect(calls[1]?.headers.get('content-type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe('{"name":"Mine","mmsis":[257123456]}');
  });

  it('leaves them off for a source that needs no key', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const { api } = client(fetch);
    await api.get('https://tiles.example.no/style.json', { apiKey: false });
    expect(calls[0]?.headers.has('x-api-key')).toBe(false);
    expect(calls[0]?.headers.has('x-spa-name')).toBe(false);
  });

  it('sends a form body for the token endpoint', async () => {
    const { fetch, calls } = fakeFetch(() => json({ access_token: 'abc' }));
    const { api } = client(fetch);
    const form = new URLSearchParams({ grant_type: 'client_credentials', scope: 'ais' });
    expect(await api.request('/auth/connect/token', { form })).toEqual({ access_token: 'abc' });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(calls[0]?.init.body).toBe('grant_type=client_credentials&scope=ais');
  });
});

describe('bearer token (spec 01 §4)', () => {
  it('sends none until a token is set, then the sign-in token over the AIS token', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const { api } = client(fetch);
    await api.get('/bwapi/v1/a');
    api.setAisToken('ais-token');
    await api.get('/bwapi/v1/b');
    api.setSignInToken('user-token');
    await api.get('/bwapi/v1/c');
    api.setSignInToken(undefined);
    await api.get('/bwapi/v1/d');
    await api.get('/bwapi/v1/e', { bearer: false });
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual([
      null,
      'Bearer ais-token',
      'Bearer user-token',
      'Bearer ais-token',
      null,
    ]);
  });
});

describe('answers', () => {
  it('parses JSON and reads 204 or an empty body as nothing', async () => {
    const answers = [
      json({ timeStamp: '2026-01-01T00:00:00Z' }),
      new Response(null, { status: 204 }),
      new Response(''),
    ];
    const { fetch } = fakeFetch(() => answers.shift() as Response);
    const { api } = client(fetch);
    expect(await api.get('/bwapi/v1/timestamp')).toEqual({ timeStamp: '2026-01-01T00:00:00Z' });
    expect(await api.get('/bwapi/v1/x')).toBeUndefined();
    expect(await api.get('/bwapi/v1/y')).toBeUndefined();
  });

  it('reads text answers', async () => {
    const { fetch } = fakeFetch(() => new Response('token-for-tiles'));
    const { api } = client(fetch);
    expect(await api.text('/bwapi/v1/proxy/token')).toBe('token-for-tiles');
  });

  it('reports a successful answer it cannot read', async () => {
    const { fetch } = fakeFetch(
      () => new Response('{"broken', { headers: { 'content-type': 'application/json' } }),
    );
    const { api, logged } = client(fetch);
    const error = await api.get('/bwapi/v1/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unreadable' });
    expect(logged[0]).toMatchObject({ status: 200, outcome: 'unreadable' });
  });
});

describe('response durations (spec 02 §7)', () => {
  it('logs method, URL, status and duration of every call', async () => {
    const times = [1000, 1042, 2000, 2007];
    const { fetch } = fakeFetch((call) =>
      call.url.endsWith('/missing')
        ? json({ title: 'Not Found', status: 404 }, 404, 'application/problem+json')
        : json({}),
    );
    const heard: ResponseLogEntry[] = [];
    const { api, logged } = client(fetch, { now: () => times.shift() ?? 0 });
    api.onResponse((entry) => heard.push(entry));
    await api.get('/bwapi/v1/timestamp');
    await api.get('/bwapi/v1/missing').catch(() => undefined);
    expect(logged).toEqual([
      { method: 'GET', url: '/api/v1/timestamp', status: 200, durationMs: 42, outcome: 'ok' },
      { method: 'GET', url: '/api/v1/missing', status: 404, durationMs: 7, outcome: 'http' },
    ]);
    expect(heard).toEqual(logged);
  });
});

describe('time-outs', () => {
  it('fails a preload after 20,000 ms, not before', async () => {
    vi.useFakeTimers();
    const { fetch } = hangingFetch();
    const { api, logged } = client(fetch);
    let settled: unknown;
    const call = api
      .get('/bwapi/v1/spadata/havkart', { timeoutMs: PRELOAD_TIMEOUT_MS })
      .catch((error: unknown) => {
        settled = error;
      });
    await vi.advanceTimersByTimeAsync(PRELOAD_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toBeInstanceOf(ApiError);
    expect(settled).toMatchObject({ kind: 'timeout', status: undefined });
    expect((settled as ApiError).message).toContain('20000 ms');
    expect(logged[0]).toMatchObject({ status: 0, outcome: 'timeout' });
  });

  it('uses the default time-out when the call names none', async () => {
    vi.useFakeTimers();
    const { fetch } = hangingFetch();
    const { api } = client(fetch, { defaultTimeoutMs: 5000 });
    const call = api.get('/bwapi/v1/x').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await call).toMatchObject({ kind: 'timeout' });
  });

  it('tells a cancel by the caller from a time-out', async () => {
    const { fetch } = hangingFetch();
    const { api } = client(fetch);
    const controller = new AbortController();
    const call = api
      .get('/bwapi/v1/x', { signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort();
    expect(await call).toMatchObject({ kind: 'aborted' });
  });

  it('tells a network failure from both', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { api, logged } = client(fetch);
    const error = await api.get('/bwapi/v1/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'network' });
    expect((error as ApiError).message).toContain('Failed to fetch');
    expect(logged[0]).toMatchObject({ status: 0, outcome: 'network' });
  });
});

describe('problem documents', () => {
  it('reads status, title, bwErrorCode, errors and traceId', async () => {
    const problem = {
      type: 'about:blank',
      title: 'One or more validation errors occurred.',
      status: 400,
      detail: 'Invalid body.name',
      traceId: 'req-7',
      bwErrorCode: 'UserHasPendingApplication',
      errors: { 'body.name': ['must NOT have fewer than 1 characters'] },
    };
    const { fetch } = fakeFetch(() => json(problem, 400, 'application/problem+json'));
    const { api } = client(fetch);
    const error = (await api
      .post('/bwapi/v1/applications/ais', {})
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      title: 'One or more validation errors occurred.',
      detail: 'Invalid body.name',
      bwErrorCode: 'UserHasPendingApplication',
      traceId: 'req-7',
      errors: { 'body.name': ['must NOT have fewer than 1 characters'] },
      method: 'POST',
      url: '/api/v1/applications/ais',
    });
    expect(errorTextInput(error, { offline: false })).toEqual({
      offline: false,
      response: {
        status: 400,
        title: 'One or more validation errors occurred.',
        bwErrorCode: 'UserHasPendingApplication',
      },
      message: 'Invalid body.name',
    });
  });

  it('falls back to the status text for a body that is not a problem', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response('<html>Bad gateway</html>', {
          status: 503,
          statusText: 'Service Unavailable',
          headers: { 'content-type': 'text/html' },
        }),
    );
    const { api } = client(fetch);
    const error = (await api
      .get('/bwapi/v1/spadata/havkart')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toMatchObject({
      kind: 'http',
      status: 503,
      title: 'Service Unavailable',
      bwErrorCode: undefined,
    });
    expect(errorTextInput(error).response).toEqual({
      status: 503,
      title: 'Service Unavailable',
      bwErrorCode: undefined,
    });
  });

  it('gives the message of a failure without a response', () => {
    expect(
      errorTextInput(
        new ApiError({
          kind: 'network',
          method: 'GET',
          url: '/x',
          message: 'GET /x failed: Failed to fetch',
        }),
      ),
    ).toEqual({
      message: 'GET /x failed: Failed to fetch',
    });
    expect(errorTextInput('plain')).toEqual({ message: 'plain' });
  });
});
