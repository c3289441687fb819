// The setup most browser files share: one server and one Chromium for the file, the
// screenshot folder made, both closed after the last test.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { sharedServer, type RunningServer } from './server.js';
import { SCREENSHOT_DIR } from './web-shell.js';

export interface BrowserSuite {
  /** Set once the suite's `beforeAll` has run. */
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Registers the suite's `beforeAll` and `afterAll`; call it inside `describe`. The server is
 * the shared read-only one unless the suite starts its own (one that signs in or writes).
 */
export function browserSuite(
  startServer: () => Promise<RunningServer> = sharedServer,
): BrowserSuite {
  const suite: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    suite.server = await startServer();
    suite.browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return {
    get server() {
      if (!suite.server) throw new Error('the suite has not started its server yet');
      return suite.server;
    },
    get browser() {
      if (!suite.browser) throw new Error('the suite has not started its browser yet');
      return suite.browser;
    },
  };
}
