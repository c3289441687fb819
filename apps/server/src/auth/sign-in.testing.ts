import { createHash, randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AIS_PUBLIC_CLIENT_ID, WEB_CLIENT_ID } from './clients.js';

/** The answer of a token request. */
export interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: string;
}

/** Where requests go: an app in this process (inject), or a server's origin (HTTP). */
export type Target = FastifyInstance | string;

async function send(
  target: Target,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  payload: string | undefined,
): Promise<Answer> {
  if (typeof target !== 'string') {
    const response = await target.inject({ method, url: path, headers, payload });
    return { status: response.statusCode, headers: response.headers, body: response.body };
  }
  const response = await fetch(new URL(path, target), {
    method,
    headers,
    body: payload,
    redirect: 'manual',
  });
  const answerHeaders: OutgoingHttpHeaders = Object.fromEntries(response.headers);
  answerHeaders['set-cookie'] = response.headers.getSetCookie();
  return { status: response.status, headers: answerHeaders, body: await response.text() };
}

/**
 * A minimal browser: keeps cookies per name and follows nothing by itself, so tests see
 * every step of the sign-in redirects.
 */
export class InjectBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly target: Target,
    private readonly origin: string,
  ) {}

  /** The same cookies against another app instance (a restarted server). */
  movedTo(target: Target): InjectBrowser {
    const moved = new InjectBrowser(target, this.origin);
    for (const [name, value] of this.cookies) moved.cookies.set(name, value);
    return moved;
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
  ): Promise<Answer> {
    const address = new URL(url, this.origin);
    const response = await send(
      this.target,
      method,
      `${address.pathname}${address.search}`,
      {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      form ? new URLSearchParams(form).toString() : undefined,
    );
    const setCookie = response.headers['set-cookie'];
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects until one leaves the server (to `stopAt`) or a page answers. */
  async follow(url: string, stopAt: string): Promise<{ url: string; answer: Answer }> {
    let current = url;
    for (let hop = 0; hop < 10; hop += 1) {
      if (current.startsWith(stopAt))
        return { url: current, answer: { status: 0, headers: {}, body: '' } };
      const answer = await this.request('GET', current);
      const location = answer.headers.location;
      if (answer.status < 300 || answer.status >= 400 || typeof location !== 'string') {
        return { url: current, answer };
      }
      current = new URL(location, new URL(current, this.origin)).href;
    }
    throw new Error('too many redirects');
  }
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * Signs a user in the way the web app does: authorization code with PKCE through the real
 * login page, then the code exchanged at the token endpoint.
 */
export async function signIn(
  app: Target,
  publicUrl: string,
  username: string,
  password: string,
  browser = new InjectBrowser(app, publicUrl),
): Promise<{ tokens: TokenAnswer; browser: InjectBrowser }> {
  const { verifier, challenge } = pkce();
  const redirectUri = `${publicUrl}/oidc_redirect_uri`;
  const start = new URL('/auth/auth', publicUrl);
  start.search = new URLSearchParams({
    client_id: WEB_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  }).toString();
  let reached = await browser.follow(start.href, redirectUri);
  if (!reached.url.startsWith(redirectUri)) {
    const loginUrl = new URL(reached.url, publicUrl);
    const action = /<form method="post" action="([^"]+)"/.exec(reached.answer.body)?.[1];
    if (!action) throw new Error(`no login form at ${loginUrl.pathname}: ${reached.answer.status}`);
    const posted = await browser.request('POST', action.replaceAll('&amp;', '&'), {
      username,
      password,
    });
    const location = posted.headers.location;
    if (typeof location !== 'string') {
      throw new Error(`sign-in refused (${posted.status})`);
    }
    reached = await browser.follow(new URL(location, publicUrl).href, redirectUri);
  }
  const code = new URL(reached.url).searchParams.get('code');
  if (!code) throw new Error(`no code in ${reached.url}`);
  const token = await browser.request('POST', '/auth/connect/token', {
    grant_type: 'authorization_code',
    client_id: WEB_CLIENT_ID,
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  if (token.status !== 200) throw new Error(`token exchange: ${token.status} ${token.body}`);
  return { tokens: JSON.parse(token.body) as TokenAnswer, browser };
}

/** The anonymous AIS token, fetched as the spec's form does (spec 01 §7). */
export async function aisToken(app: FastifyInstance, clientId = AIS_PUBLIC_CLIENT_ID) {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: clientId,
      grant_type: 'client_credentials',
      scope: 'ais',
    }).toString(),
  });
  return response;
}
