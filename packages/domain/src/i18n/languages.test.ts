import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, apiLanguageCode, parseLanguage } from './languages.js';

describe('languages', () => {
  it('defaults to Norwegian', () => {
    expect(DEFAULT_LANGUAGE).toBe('nb-NO');
  });

  it.each([
    ['en', 'en-US'],
    ['EN', 'en-US'],
    ['en-GB', 'en-US'],
    ['no', 'nb-NO'],
    ['nb', 'nb-NO'],
    ['nb-NO', 'nb-NO'],
    ['nn', 'nb-NO'],
  ])('reads lang=%s as %s', (input, expected) => {
    expect(parseLanguage(input)).toBe(expected);
  });

  it.each(['', 'de', 'sv', 'english', null, undefined])('ignores %s', (input) => {
    expect(parseLanguage(input)).toBeUndefined();
  });

  it('maps to the short API codes', () => {
    expect(apiLanguageCode('en-US')).toBe('en');
    expect(apiLanguageCode('nb-NO')).toBe('no');
  });
});
