import { createHash } from 'node:crypto';
import { colourTokens } from '@havkart/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { WEB_CLIENT_ID } from './clients.js';
import { InjectBrowser, pkce } from './sign-in.testing.js';

const PASSWORD = 'demo-password-for-tests';

describe('the login page', () => {
  let t: TestApp;
  let browser: InjectBrowser;
  let page: {
    url: string;
    answer: { status: number; headers: Record<string, unknown>; body: string };
  };

  beforeAll(async () => {
    t = await startTestApp('sqlite', { DEMO_USER_PASSWORD: PASSWORD });
    browser = new InjectBrowser(t.app, t.config.publicUrl);
    const start = `/auth/auth?${new URLSearchParams({
      client_id: WEB_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${t.config.publicUrl}/oidc_redirect_uri`,
      scope: 'openid api',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
    })}`;
    page = await browser.follow(start, `${t.config.publicUrl}/oidc_redirect_uri`);
  });
  afterAll(async () => t?.cleanup());

  const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

  it('runs no script and allows its one style block by hash, not by unsafe-inline', () => {
    expect(page.answer.status).toBe(200);
    const csp = String(page.answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.answer.body).not.toMatch(/<script|\son[a-z]+=/i);
    const hash = createHash('sha256').update(styleOf(page.answer.body)).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
  });

  it('looks like the app: its tokens, its logo, no colour of its own', () => {
    const style = styleOf(page.answer.body);
    expect(style).toContain(`--colour-accent:${colourTokens.day.accent}`);
    expect(style).toContain(`--colour-focus:${colourTokens.day.focus}`);
    expect(style).toContain('prefers-color-scheme:dark');
    expect(page.answer.body).toContain('<img src="/favicon.svg" alt=""');
    // Every colour in the rules comes from a token: strip the token blocks, none is left.
    const rules = style
      .replace(/:root(\[data-theme="night"\])?\{[^}]*\}/g, '')
      .replace(/@media \(prefers-color-scheme:dark\)\{\}/, '');
    expect(rules).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(/i);
    expect(rules).toContain('var(--colour-focus)');
  });

  it('keeps the strict policy on a refused password, with the error tied to the fields', async () => {
    const action = /action="([^"]+\/login[^"]*)"/.exec(page.answer.body)?.[1] ?? '';
    const refused = await browser.request('POST', action.replaceAll('&amp;', '&'), {
      username: 'yrkesfisker',
      password: 'wrong',
    });
    expect(refused.status).toBe(401);
    expect(String(refused.headers['content-security-policy'])).toContain("script-src 'none'");
    expect(refused.body).toContain('id="login-error" class="error" role="alert"');
    expect(refused.body).toMatch(
      /id="password"[^>]*aria-invalid="true" aria-describedby="login-error"/,
    );
  });
});
