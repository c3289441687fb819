import path from 'node:path';
import type { Page, Request } from 'playwright-core';
export { startServerForBrowser } from './server.js';
import { SCREENSHOT_DIR } from './web-shell.js';

/** The required preloads, the path each is fetched from and its catalogue text (spec 01 §8). */
export const REQUIRED_PRELOADS = [
  { id: 'appConfig', path: '/api/v1/spadata/', nb: 'Appkonfigurasjon ikke tilgjengelig' },
  {
    id: 'datasetGroups',
    path: '/api/v1/spadataset/groups/',
    nb: 'Ingen datasettgrupper tilgjengelig',
  },
  { id: 'datasets', path: '/api/v1/spadataset/data/', nb: 'Ingen datasett tilgjengelig' },
  {
    id: 'forecastTimes',
    path: '/api/v1/geodata/waveforecast/available/all',
    nb: 'Varseltidspunkt ikke tilgjengelig',
  },
] as const;

/** Waits until start-up has finished, one way or the other, and returns how. */
export async function startupPhase(page: Page, timeout = 30_000): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const phase = document.querySelector('.shell')?.getAttribute('data-startup');
      return phase === 'ready' || phase === 'failed' ? phase : null;
    },
    undefined,
    { timeout },
  );
  return (await handle.jsonValue()) as string;
}

export async function datasetServices(page: Page): Promise<string | null> {
  return page.getAttribute('.shell', 'data-dataset-services');
}

/** Requests whose URL contains `part`, as they are sent. */
export function recordRequests(page: Page, part: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) seen.push(request);
  });
  return seen;
}

export function screenshotPath(name: string): string {
  return path.join(SCREENSHOT_DIR, `web-startup-${name}.png`);
}
