import { describe, expect, it } from 'vitest';
import { createI18n, initialLanguage, resources } from './i18n.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('i18n', () => {
  it('has the same keys in Norwegian and English', () => {
    expect(keys(resources['en-US'].translation).sort()).toEqual(
      keys(resources['nb-NO'].translation).sort(),
    );
  });

  it('has no empty texts', () => {
    for (const { translation } of Object.values(resources)) {
      for (const key of keys(translation)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translation);
        expect(String(text).trim(), key).not.toBe('');
      }
    }
  });

  it('starts in Norwegian unless ?lang or a stored choice says otherwise', () => {
    expect(initialLanguage('', null)).toBe('nb-NO');
    expect(initialLanguage('?lang=en', null)).toBe('en-US');
    expect(initialLanguage('?lang=no', 'en-US')).toBe('nb-NO');
    expect(initialLanguage('', 'en-US')).toBe('en-US');
    expect(initialLanguage('?lang=de', null)).toBe('nb-NO');
  });

  it('translates in both languages and marks missing keys', async () => {
    const nb = await createI18n('nb-NO');
    const en = await createI18n('en-US');
    expect(nb.t('map.zoomIn')).toBe('Zoom inn');
    expect(en.t('map.zoomIn')).toBe('Zoom in');
    // The type checker refuses a key it does not know; at run time it shows the marker.
    // @ts-expect-error no such key
    expect(en.t('no.such.key')).toBe('[missing translation: no.such.key]');
  });
});
