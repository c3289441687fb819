import { describe, expect, it } from 'vitest';
import { pageVariant } from './page-variant.js';

describe('the app variant from the path (default app, /nais/…, embed under either)', () => {
  it.each([
    ['/', 'havkart', '', false, undefined],
    ['/ais/257123456', 'havkart', '', false, undefined],
    ['/embed/ais/257123456', 'havkart', '', true, '/embed'],
    ['/nais', 'nais', '/nais', false, '/nais'],
    ['/nais/ais/257123456', 'nais', '/nais', false, '/nais'],
    ['/nais/embed', 'nais', '/nais', true, '/nais/embed'],
    ['/nais/embed/ais/257123456', 'nais', '/nais', true, '/nais/embed'],
    ['/naisx/ais', 'havkart', '', false, undefined],
    ['/havkart/ais', 'havkart', '', false, undefined],
    ['/ohoi', 'ohoi', '/ohoi', false, '/ohoi'],
  ])('%s → %s', (pathname, name, prefix, embedded, basename) => {
    const page = pageVariant(pathname);
    expect(page.variant.name).toBe(name);
    expect(page.variantPrefix).toBe(prefix);
    expect(page.embedded).toBe(embedded);
    expect(page.basename).toBe(basename);
  });

  it('the nais variant has the title NAIS', () => {
    expect(pageVariant('/nais').variant.title).toBe('NAIS');
  });

  it('an embed path of a variant that may not be embedded opens the full app at the same view', () => {
    const page = pageVariant('/arcticinfo/embed/ais/257123456');
    expect(page.variant.embeddable).toBe(false);
    expect(page.embedded).toBe(false);
    expect(page.embedRefusedTo).toBe('/arcticinfo/ais/257123456');
    expect(page.basename).toBe('/arcticinfo');
    expect(pageVariant('/arcticinfo/embed').embedRefusedTo).toBe('/arcticinfo/');
    expect(pageVariant('/nais/embed/ais/1').embedRefusedTo).toBeUndefined();
  });
});
