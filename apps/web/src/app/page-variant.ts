import { APP_VARIANTS, DEFAULT_APP_VARIANT, type AppVariant } from '@havkart/domain';
import { embedBasename } from './embed.js';

/** Which app variant a page is, whether it is embedded, and where the router's routes start. */
export interface PageVariant {
  readonly variant: AppVariant;
  /** `/nais` for a variant page, '' for the default app. */
  readonly variantPrefix: string;
  readonly embedded: boolean;
  /**
   * The full-app address of an embed path whose variant may not be embedded (spec 01 §2: the
   * embed paths are offered only where embedding is supported); the page goes there instead.
   */
  readonly embedRefusedTo?: string;
  /** The router's basename: variant prefix, then embed prefix; undefined when both are empty. */
  readonly basename: string | undefined;
}

/**
 * A variant is chosen by the first path segment (`/nais/…`, `/nais/embed/…`); any other path
 * is the default app. One build and one server serve every variant: the server already
 * answers unknown paths with index.html, and the name then goes into the `{app}` paths, the
 * `x-spa-name` header and the storage-key prefix.
 */
export function pageVariant(pathname: string): PageVariant {
  const segment = pathname.split('/')[1] ?? '';
  const variant = APP_VARIANTS.find(
    (candidate) => candidate !== DEFAULT_APP_VARIANT && candidate.name === segment,
  );
  const variantPrefix = variant ? `/${variant.name}` : '';
  const chosen = variant ?? DEFAULT_APP_VARIANT;
  const rest = pathname.slice(variantPrefix.length) || '/';
  const embedPrefix = embedBasename(rest);
  if (embedPrefix !== undefined && !chosen.embeddable) {
    const inApp = rest.slice(embedPrefix.length) || '/';
    return {
      variant: chosen,
      variantPrefix,
      embedded: false,
      embedRefusedTo: `${variantPrefix}${inApp}`,
      basename: variantPrefix || undefined,
    };
  }
  const embedded = embedPrefix !== undefined;
  const basename = `${variantPrefix}${embedPrefix ?? ''}` || undefined;
  return { variant: chosen, variantPrefix, embedded, basename };
}

/** This page's variant; it is fixed for the page's life, as its address chose it. */
export const CURRENT_PAGE: PageVariant = pageVariant(
  typeof window === 'undefined' ? '/' : window.location.pathname,
);
