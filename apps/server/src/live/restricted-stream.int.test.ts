/**
 * Live streams and bearer tokens (spec 02 §6 "Live streams send a bearer access token"): the
 * restricted twin's streams open only for a token with a valid restricted AIS profile and
 * refuse before any stream starts; without a token only the open streams answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const PASSWORD = 'demo-password-for-tests';
const AREA = {
  type: 'Polygon',
  coordinates: [
    [
      [4, 60],
      [5, 60],
      [5, 61],
      [4, 61],
      [4, 60],
    ],
  ],
};
const BODY = {
  vessels: { downsample: true, modelFormat: 'Json', modelType: 'Full', geometry: AREA },
};

let t: TestApp;
let base: string;
const bearer: Record<string, string> = {};

/** Opens a stream over real HTTP; resolves with the status and, for 200, the first bytes. */
async function open(path: string, token?: string, body: unknown = BODY) {
  const controller = new AbortController();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  let first = '';
  if (res.status === 200) {
    const { value } = await res.body!.getReader().read();
    first = new TextDecoder().decode(value);
  } else {
    first = await res.text();
  }
  controller.abort();
  return { status: res.status, type: res.headers.get('content-type') ?? '', first };
}

beforeAll(async () => {
  t = await startTestApp('sqlite', { DEMO_USER_PASSWORD: PASSWORD });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  for (const user of ['admin', 'utdanning']) {
    bearer[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
  }
});

afterAll(async () => {
  await t?.cleanup();
});

describe('live streams and bearer tokens', () => {
  it('refuses the restricted streams without a token (401) and without the profile (403)', async () => {
    for (const path of ['/live/restricted/v1/sse/multiplex', '/live/restricted/v1/sse/combined']) {
      const body = path.endsWith('multiplex') ? BODY : BODY.vessels;
      const anonymous = await open(path, undefined, body);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.type).toContain('application/problem+json');
      expect((await open(path, bearer.utdanning, body)).status, path).toBe(403);
      expect((await open(path, 'abc.def.ghi', body)).status, path).toBe(401);
    }
  });

  it('opens the restricted stream for a token with the profile, and the open one for anyone', async () => {
    const restricted = await open('/live/restricted/v1/sse/multiplex', bearer.admin);
    expect(restricted.status).toBe(200);
    expect(restricted.type).toContain('text/event-stream');
    expect(restricted.first).toMatch(/^: start/);
    const anonymous = await open('/live/v1/sse/multiplex');
    expect(anonymous.status).toBe(200);
    expect(anonymous.first).toMatch(/^: start/);
  });
});
