/**
 * Links and images from the app configuration are shown to every user, so only web
 * addresses may pass: an http(s) URL, or a path on our own server resolved against `base`.
 * Anything else (`javascript:`, `data:`, `vbscript:`, malformed text) gives null and the
 * card shows without it. The server refuses other schemes already; this guards the page
 * against a configuration that did not pass through it.
 */
export function safeWebUrl(value: string | null | undefined, base: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href;
}

/** Whether a (safe) URL leaves our own origin, so it opens in a new tab. */
export function isExternal(href: string, base: string): boolean {
  return new URL(href).origin !== new URL(base).origin;
}
