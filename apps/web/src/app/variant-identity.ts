import type { AppVariant } from '@havkart/domain';

/** Logo files the web app ships (apps/web/public), by app-variant icon name. */
const VARIANT_LOGOS: Readonly<Record<string, string>> = {
  havkart: '/favicon.svg',
  nais: '/logo-nais.svg',
};

/** The variant's logo, or the default app's when the web app has no image of its own for it. */
export function variantLogo(variant: AppVariant): string {
  return VARIANT_LOGOS[variant.icon] ?? (VARIANT_LOGOS.havkart as string);
}

/**
 * The tab title: a variant is known by its own title (NAIS), the default app by its
 * translated name; both followed by the tagline in the interface language.
 */
export function documentTitle(
  variant: AppVariant,
  defaultVariantName: string,
  appName: string,
  tagline: string,
): string {
  const name = variant.name === defaultVariantName ? appName : variant.title;
  return `${name} – ${tagline}`;
}

/** Points the page's icon at the variant's logo, so the tab shows the variant's mark. */
export function applyVariantIcon(doc: Document, variant: AppVariant): void {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  link.type = 'image/svg+xml';
  link.href = variantLogo(variant);
}
