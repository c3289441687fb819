import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_MAIN, spawnServer, type ServerProcess } from '../test-support/server-process.js';
import { WEB_CLIENT_ID } from './clients.js';
import { signIn } from './sign-in.testing.js';
import { freePort } from '../test-support/waiting.js';

const PASSWORD = 'restart-test-password';

// The built server as `npm start` runs it, stopped and started again on the same DATA_DIR.
describe.skipIf(!fs.existsSync(SERVER_MAIN))('sign-in across a server restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-restart-'));
  let running: ServerProcess | undefined;

  afterAll(async () => {
    running?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the session, refresh token and signing keys', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: origin };

    running = spawnServer({ ...env, DEMO_USER_PASSWORD: PASSWORD });
    await running.url;
    const { tokens, browser } = await signIn(origin, origin, 'havforsker', PASSWORD);
    running.kill('SIGTERM');
    expect(await running.exit).toBe(0);

    // Started without the password variable: the users exist, nothing is printed again.
    running = spawnServer(env);
    await running.url;
    const profiles = await fetch(`${origin}/api/v2/user/profiles`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(profiles.status).toBe(200);
    const renewed = await fetch(`${origin}/auth/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: WEB_CLIENT_ID,
        refresh_token: tokens.refresh_token!,
      }),
    });
    expect(renewed.status).toBe(200);
    const silent = await signIn(origin, origin, 'unused', 'unused', browser);
    expect(silent.tokens.access_token).toBeTruthy();
    expect(running.output()).not.toMatch(/password, shown only now/);
    const wrong = signIn(origin, origin, 'havforsker', 'not-the-password');
    await expect(wrong).rejects.toThrow(/sign-in refused \(401\)/);
    running.kill('SIGTERM');
    await running.exit;
  });
});
