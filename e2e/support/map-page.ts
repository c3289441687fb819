// One server, one browser and one page for a browser-test file that looks at the map: the
// set-up most map files share, and its teardown.
import fs from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, newContext } from './browser.js';
import type { RunningServer } from './server.js';
import { SCREENSHOT_DIR } from './web-shell.js';
import { startServerForBrowser } from './web-startup.js';

export interface MapPage {
  server: RunningServer;
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/** Starts it all; `onRequest` sees every request the page makes, from the first. */
export async function startMapPage(onRequest?: (request: Request) => void): Promise<MapPage> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const server = await startServerForBrowser();
  const browser = await launchBrowser();
  const page = await (await newContext(browser)).newPage();
  if (onRequest) page.on('request', onRequest);
  return {
    server,
    browser,
    page,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}
