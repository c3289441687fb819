import { createHash } from 'node:crypto';
import { themeStyleSheet } from '@havkart/theme';

/**
 * The sign-in pages' style sheet: the app's design tokens (`@havkart/theme`) as CSS custom
 * properties, then rules that use nothing but those tokens, so the pages look like the app
 * (colours, type, radii, shadows, focus ring) and follow any change to the theme. The night
 * tokens apply when the device asks for a dark scheme.
 */
const RULES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:start center;
padding:var(--space-7) var(--space-4);background:var(--colour-canvas);color:var(--colour-text);
font-family:var(--font-family);font-size:var(--text-body-large-size);line-height:var(--text-body-large-line)}
main{width:100%;max-width:26rem;background:var(--colour-surface);border-radius:var(--radius-large);
box-shadow:var(--shadow-panel);padding:var(--space-6)}
.brand{display:flex;align-items:center;gap:var(--space-3);margin:0 0 var(--space-5);
color:var(--colour-accent-text);font-weight:700;font-size:var(--text-title-size);
line-height:var(--text-title-line);text-decoration:none}
.brand img{display:block;border-radius:var(--radius-medium)}
h1{margin:0 0 var(--space-4);font-size:var(--text-headline-size);line-height:var(--text-headline-line)}
form{display:grid;gap:var(--space-1)}
label{font-weight:600;margin-top:var(--space-3)}
input{width:100%;font:inherit;padding:var(--space-3);border:1px solid var(--colour-border);
border-radius:var(--radius-medium);background:var(--colour-surface);color:var(--colour-text)}
input[aria-invalid="true"]{border-color:var(--colour-danger);border-width:2px}
button,.button{display:block;width:100%;margin-top:var(--space-5);padding:var(--space-3) var(--space-4);
font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer;
border:1px solid transparent;border-radius:var(--radius-medium);
background:var(--colour-accent);color:var(--colour-on-accent)}
button:hover,.button:hover{filter:brightness(1.1)}
button.secondary{margin-top:var(--space-3);background:var(--colour-surface);color:var(--colour-text);
border-color:var(--colour-border)}
button.secondary:hover{filter:none;background:var(--colour-surface-hover)}
:focus-visible{outline:2px solid var(--colour-focus);outline-offset:2px}
input:focus-visible{outline-offset:0;border-color:var(--colour-accent)}
input[aria-invalid="true"]:focus-visible{border-color:var(--colour-danger)}
.error{display:flex;gap:var(--space-2);margin:0 0 var(--space-3);padding:var(--space-3);
border-left:4px solid var(--colour-danger);border-radius:var(--radius-small);
background:var(--colour-surface-raised);color:var(--colour-danger);font-weight:600}
.language{margin:var(--space-5) 0 0;text-align:center;font-size:var(--text-body-size)}
a{color:var(--colour-accent-text)}
small{color:var(--colour-text-muted)}
@media (max-width:479px){body{padding:0;place-items:stretch}
main{max-width:none;min-height:100vh;border-radius:0;box-shadow:none;padding:var(--space-5) var(--space-4)}}`;

/** Night tokens for a device in dark mode, taken from the same theme. */
function darkScheme(sheet: string): string {
  const night = /:root\[data-theme="night"\]\{([^}]*)\}/.exec(sheet)?.[1] ?? '';
  return `@media (prefers-color-scheme:dark){:root{${night}}}`;
}

const TOKENS = themeStyleSheet();

/** The whole `<style>` content, byte for byte what the page carries and the hash covers. */
export const PAGE_STYLE = `${TOKENS}\n${darkScheme(TOKENS)}\n${RULES}`;

/**
 * The pages' own content security policy, stricter than the app's: nothing runs (no script
 * at all, where the app allows its own), the one style block is allowed by its hash rather than 'unsafe-inline', images
 * and the form only go to our own origin, and no one may frame the password form.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'none'",
  "object-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`,
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');
