import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { newContext } from './browser.js';
import { signInOnLoginPage, storedAccessToken } from './registration.js';
import { startServerForBrowser, type RunningServer } from './server.js';
import { SCREENSHOT_DIR, waitForView } from './web-shell.js';

/** The demo users' password in the administrator's browser tests. */
export const ADMIN_PASSWORD = 'e2e-demo-password';

/** A server whose PUBLIC_URL is its own origin, so sign-in comes back to it. */
export async function startAdminServer(): Promise<RunningServer> {
  return startServerForBrowser({ DEMO_USER_PASSWORD: ADMIN_PASSWORD });
}

/** Signs the administrator in from `/admin` and opens one of its tabs. */
export async function openAdminTab(browser: Browser, origin: string, tab: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(`${origin}/admin`);
  await waitForView(page, 'admin');
  await page.getByTestId('details-pane').getByRole('button', { name: 'Logg inn' }).click();
  await signInOnLoginPage(page, 'admin', ADMIN_PASSWORD, '/admin');
  await page.getByRole('tab', { name: tab }).click({ timeout: 20_000 });
  return page;
}

/** Calls the API from the page as its signed-in user; answers the status and the body. */
export async function callAsSignedIn(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const token = await storedAccessToken(page);
  return page.evaluate(
    async ({ method, url, body, token }) => {
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, url, body, token },
  );
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
