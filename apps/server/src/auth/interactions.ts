import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Database } from '../database/schema.js';
import { AUTH_PREFIX } from './clients.js';
import { pickLanguage, type AuthLanguage } from './messages.js';
import { loginPage, PAGE_CSP, simpleErrorPage, type LoginError } from './pages.js';
import { LoginThrottle, type SignInThrottle } from './login-throttle.js';
import { authenticate } from './users.js';

/** Wrong passwords per user name in this process, unless a shared throttle is passed. */
const processThrottle = new LoginThrottle();

/** A sign-in form is small; anything bigger is not one. */
const FORM_LIMIT_BYTES = 4096;

const INTERACTION_PATH = new RegExp(`^${AUTH_PREFIX}/interaction/([\\w-]{1,100})(/login|/abort)?$`);

/** Whether this request belongs to our sign-in pages rather than to the provider. */
export function isInteractionPath(pathname: string): boolean {
  return INTERACTION_PATH.test(pathname);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return null;
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  // The sign-in pages run no script and carry one hashed style block: a stricter policy
  // than the app's replaces the one set for every response.
  res.setHeader('content-security-policy', PAGE_CSP);
  res.end(html);
}

/**
 * The login step of the provider's interactions: shows the form, checks the password, and
 * hands the account back to the provider. Consent is implied for our own web app, so the
 * provider only ever asks us to log a user in.
 */
export async function handleInteraction(
  provider: Provider,
  db: Kysely<Database>,
  req: IncomingMessage,
  res: ServerResponse,
  throttle: SignInThrottle = processThrottle,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const [, uid, action] = INTERACTION_PATH.exec(url.pathname) ?? [];
  let language: AuthLanguage = pickLanguage(
    url.searchParams.get('lang') ?? undefined,
    req.headers['accept-language'],
  );
  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    // No interaction cookie or an expired interaction: start again from the app.
    return send(res, 400, simpleErrorPage(language, 'interaction_expired', true));
  }
  if (details.uid !== uid) return send(res, 400, simpleErrorPage(language, 'interaction_mismatch'));
  const uiLocales = details.params.ui_locales;
  if (!url.searchParams.has('lang') && typeof uiLocales === 'string') {
    language = pickLanguage(uiLocales, req.headers['accept-language']);
  }
  const base = `${AUTH_PREFIX}/interaction/${details.uid}`;
  const lang = language === 'nb-NO' ? 'nb' : 'en';
  const render = (status: number, extra: { username?: string; error?: LoginError } = {}) =>
    send(
      res,
      status,
      loginPage({
        language,
        action: `${base}/login?lang=${lang}`,
        abortAction: `${base}/abort?lang=${lang}`,
        otherLanguageUrl: `${base}?lang=${lang === 'nb' ? 'en' : 'nb'}`,
        ...extra,
      }),
    );

  if (req.method === 'GET' && !action) return render(200);
  if (req.method !== 'POST' || !action) {
    res.setHeader('allow', action ? 'POST' : 'GET');
    return send(res, 405, simpleErrorPage(language, 'method_not_allowed'));
  }
  if (action === '/abort') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user cancelled sign-in' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const form = await readForm(req);
  const username = form?.get('username')?.trim() ?? '';
  const password = form?.get('password') ?? '';
  if (!username || !password || username.length > 100 || password.length > 200) {
    return render(400, { username: username.slice(0, 100), error: 'missingFields' });
  }
  if (await throttle.blocked(username)) return render(429, { username, error: 'tooManyAttempts' });
  const user = await authenticate(db, username, password);
  if (!user) {
    await throttle.failed(username);
    return render(401, { username, error: 'wrongCredentials' });
  }
  await throttle.succeeded(username);
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: user.id } },
    { mergeWithLastSubmission: false },
  );
}
