// @vitest-environment happy-dom
import { APP_VARIANTS, DEFAULT_APP_VARIANT, findAppVariant } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { applyVariantIcon, documentTitle, variantLogo } from './variant-identity.js';

describe('a variant is recognisable in its tab and banner (spec 02 §9: title and icon NAIS)', () => {
  const nais = findAppVariant('nais')!;

  it('the tab title is the variant title for NAIS and the translated app name by default', () => {
    expect(documentTitle(nais, DEFAULT_APP_VARIANT.name, 'Havkart', 'sjøkart')).toBe(
      'NAIS – sjøkart',
    );
    expect(documentTitle(DEFAULT_APP_VARIANT, DEFAULT_APP_VARIANT.name, 'Havkart', 'sea map')).toBe(
      'Havkart – sea map',
    );
  });

  it('NAIS has its own logo; a variant without one shows the default logo', () => {
    expect(variantLogo(nais)).toBe('/logo-nais.svg');
    expect(variantLogo(DEFAULT_APP_VARIANT)).toBe('/favicon.svg');
    for (const variant of APP_VARIANTS) expect(variantLogo(variant)).toMatch(/\.svg$/);
  });

  it('the page icon follows the variant', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg">';
    applyVariantIcon(document, nais);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/logo-nais.svg');
    document.head.innerHTML = '';
    applyVariantIcon(document, nais);
    expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });
});
