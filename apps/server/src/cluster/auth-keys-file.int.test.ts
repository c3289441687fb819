/**
 * `AUTH_KEYS_FILE`: instances that share the operator's key file sign and verify with the
 * same keys, so a token one issued is valid at the other; an instance with keys of its own
 * (DATA_DIR) refuses it. All on one PostgreSQL schema, as instances of a cluster are.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';

const postgres = (await databaseTargets()).find(({ target }) => target === 'postgres');
const PASSWORD = 'demo-password-for-the-key-file';
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-keys-'));
const keysFile = path.join(folder, 'auth-keys.json');
const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
const shared = { DATABASE_SCHEMA: schema, DEMO_USER_PASSWORD: PASSWORD };
const instances: TestApp[] = [];

async function profiles(instance: TestApp, token: string): Promise<number> {
  const response = await instance.app.inject({
    url: '/api/v2/user/profiles',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode;
}

beforeAll(async () => {
  if (postgres?.skip) return;
  // The first migrates the schema and writes the key file; then the others start together.
  instances.push(await startTestApp('postgres', { ...shared, AUTH_KEYS_FILE: keysFile }));
  instances.push(
    ...(await Promise.all([
      startTestApp('postgres', { ...shared, AUTH_KEYS_FILE: keysFile }),
      startTestApp('postgres', shared),
    ])),
  );
}, 120_000);

afterAll(async () => {
  for (const instance of instances.reverse()) await instance.cleanup();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(postgres?.skip)('instances sharing AUTH_KEYS_FILE', () => {
  it('verify each other’s tokens, and one with its own keys does not', async () => {
    const [a, b, own] = instances as [TestApp, TestApp, TestApp];
    expect(fs.existsSync(keysFile)).toBe(true);
    const fromA = await signIn(a.app, a.config.publicUrl, 'havforsker', PASSWORD);
    const fromB = await signIn(b.app, b.config.publicUrl, 'havforsker', PASSWORD);
    expect(await profiles(b, fromA.tokens.access_token)).toBe(200);
    expect(await profiles(a, fromB.tokens.access_token)).toBe(200);
    expect(await profiles(own, fromA.tokens.access_token)).toBe(401);
  });
});
