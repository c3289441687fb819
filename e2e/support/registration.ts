import type { Page } from 'playwright-core';
import { lastMailTo, linkIn } from '../../apps/server/src/mail/outbox.testing.js';

/** The activation link of the newest mail to `to` in the test server's outbox. */
export async function activationLinkFor(dataDir: string, origin: string, to: string) {
  const prefix = `${origin}/api/v1/registration/activation`;
  for (let waited = 0; waited < 10_000; waited += 100) {
    const mail = lastMailTo(dataDir, to);
    const link = mail && linkIn(mail, prefix);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no activation mail to ${to} in ${dataDir}/outbox`);
}

/** Completes the login page the app's sign-in opened, and waits for the return to `path`. */
export async function signInOnLoginPage(
  page: Page,
  username: string,
  password: string,
  path: string,
): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/auth/'));
  await page.getByLabel('Brukernavn').fill(username);
  await page.getByLabel('Passord').fill(password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === path, { timeout: 20_000 }),
    page.getByRole('button', { name: 'Logg inn' }).click(),
  ]);
}

/** The access token the app's sign-in keeps for the signed-in user. */
export async function storedAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i) ?? '';
      if (!key.includes('oidc')) continue;
      try {
        const value = JSON.parse(window.localStorage.getItem(key) ?? '') as {
          access_token?: string;
        };
        if (value.access_token) return value.access_token;
      } catch {
        // Not the stored user.
      }
    }
    return null;
  });
  if (!token) throw new Error('no signed-in user in local storage');
  return token;
}
