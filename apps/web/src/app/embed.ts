/** The path prefix of the embeddable variant (checklist A15): `/embed/ais/257123456`. */
export const EMBED_PREFIX = '/embed';

/** The router's basename for an embedded page; undefined for the full app. */
export function embedBasename(pathname: string): string | undefined {
  return pathname === EMBED_PREFIX || pathname.startsWith(`${EMBED_PREFIX}/`)
    ? EMBED_PREFIX
    : undefined;
}
