import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, pickLanguage } from './messages.js';
import { escapeHtml, loginPage } from './pages.js';

describe('sign-in page texts', () => {
  it('has every text in Norwegian and English', () => {
    expect(Object.keys(AUTH_MESSAGES['en-US']).sort()).toEqual(
      Object.keys(AUTH_MESSAGES['nb-NO']).sort(),
    );
    for (const texts of Object.values(AUTH_MESSAGES)) {
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    }
  });

  it.each([
    [undefined, undefined, 'nb-NO'],
    ['en', undefined, 'en-US'],
    ['en-GB nb', undefined, 'en-US'],
    ['nb', 'en-US,en;q=0.9', 'nb-NO'],
    ['no', undefined, 'nb-NO'],
    [undefined, 'en-US,en;q=0.9', 'en-US'],
    [undefined, 'de-DE,nn;q=0.8,en;q=0.5', 'nb-NO'],
    ['fr', 'sv', 'nb-NO'],
  ])('ui_locales %s with Accept-Language %s → %s', (explicit, accept, expected) => {
    expect(pickLanguage(explicit, accept)).toBe(expected);
  });

  it('escapes what it echoes back into the form', () => {
    const html = loginPage({
      language: 'en-US',
      action: '/auth/interaction/abc/login',
      abortAction: '/auth/interaction/abc/abort',
      otherLanguageUrl: '/auth/interaction/abc?lang=nb',
      username: '"><script>alert(1)</script>',
      error: 'wrongCredentials',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain(escapeHtml('"><script>alert(1)</script>'));
    expect(html).toContain('aria-describedby="login-error"');
  });

  it.each([
    ['nb-NO', 'Registrer deg'],
    ['en-US', 'Register'],
  ] as const)('links the %s login page to registration', (language, text) => {
    const html = loginPage({
      language,
      action: '/auth/interaction/abc/login',
      abortAction: '/auth/interaction/abc/abort',
      otherLanguageUrl: '/auth/interaction/abc?lang=nb',
    });
    expect(html).toContain(`<a href="/registration">${text}</a>`);
  });
});
