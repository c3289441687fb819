import type { KoaContextWithOIDC } from 'oidc-provider';
import { AUTH_MESSAGES, pickLanguage, type AuthLanguage, type AuthMessages } from './messages.js';
import { PAGE_STYLE } from './page-style.js';

export { PAGE_CSP } from './page-style.js';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

function page(language: AuthLanguage, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${language === 'nb-NO' ? 'nb' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Havkart</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="/"><img src="/favicon.svg" alt="" width="40" height="40">Havkart</a>
${body}
</main>
</body>
</html>`;
}

/** Why the login form is shown again. */
export type LoginError = 'wrongCredentials' | 'missingFields' | 'tooManyAttempts';

export interface LoginPageOptions {
  language: AuthLanguage;
  /** Where the form posts to. */
  action: string;
  /** Where the cancel form posts to. */
  abortAction: string;
  /** The same page in the other language. */
  otherLanguageUrl: string;
  username?: string;
  error?: LoginError;
}

/** The sign-in form: labelled fields, the error announced and tied to the fields. */
export function loginPage(options: LoginPageOptions): string {
  const t: AuthMessages = AUTH_MESSAGES[options.language];
  const error = options.error ? t[options.error] : undefined;
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return page(
    options.language,
    t.signInTitle,
    `<h1>${escapeHtml(t.signInHeading)}</h1>
${error ? `<p id="login-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none"
 spellcheck="false" required maxlength="100" value="${escapeHtml(options.username ?? '')}"${invalid}${options.username ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required
 maxlength="200"${invalid}${options.username ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.signIn)}</button>
</form>
<form method="post" action="${escapeHtml(options.abortAction)}">
<button type="submit" class="secondary">${escapeHtml(t.cancel)}</button>
</form>
<p class="register">${escapeHtml(t.noAccount)} <a href="/registration">${escapeHtml(t.register)}</a></p>
<p class="language"><a href="${escapeHtml(options.otherLanguageUrl)}" hreflang="${options.language === 'nb-NO' ? 'en' : 'nb'}">${escapeHtml(t.otherLanguage)}</a></p>`,
  );
}

function contextLanguage(ctx: KoaContextWithOIDC): AuthLanguage {
  const query = ctx.query as Record<string, string | string[] | undefined>;
  const explicit = [query.ui_locales, query.lang].flat().find((v) => typeof v === 'string');
  return pickLanguage(explicit, ctx.get('accept-language'));
}

/** The sign-out question; `form` is the provider's hidden form carrying its state. */
export function logoutPage(ctx: KoaContextWithOIDC, form: string): string {
  const language = contextLanguage(ctx);
  const t = AUTH_MESSAGES[language];
  return page(
    language,
    t.signOutTitle,
    `<h1>${escapeHtml(t.signOutQuestion)}</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t.signOutYes)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t.signOutNo)}</button>`,
  );
}

export function signedOutPage(ctx: KoaContextWithOIDC): string {
  const language = contextLanguage(ctx);
  const t = AUTH_MESSAGES[language];
  return page(
    language,
    t.signOutTitle,
    `<h1>${escapeHtml(t.signedOut)}</h1><a class="button" href="/">${escapeHtml(t.backToMap)}</a>`,
  );
}

/** Errors show a plain message; the provider's error code is kept for support. */
export function errorPage(ctx: KoaContextWithOIDC, out: { error?: string }): string {
  const language = contextLanguage(ctx);
  return simpleErrorPage(language, out.error);
}

export function simpleErrorPage(language: AuthLanguage, code?: string, expired = false): string {
  const t = AUTH_MESSAGES[language];
  return page(
    language,
    t.errorTitle,
    `<h1>${escapeHtml(t.errorTitle)}</h1>
<p role="alert">${escapeHtml(expired ? t.expired : t.errorRetry)}</p>
${code ? `<p><small>${escapeHtml(code)}</small></p>` : ''}
<a class="button" href="/">${escapeHtml(t.backToMap)}</a>`,
  );
}
