/** The interface languages; Norwegian Bokmål is the default (spec 01 §1). */
export const SUPPORTED_LANGUAGES = ['nb-NO', 'en-US'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'nb-NO';

/**
 * Reads a `lang` query value or a stored preference. The spec's short codes are `no` and
 * `en`; full tags and the usual Norwegian aliases are accepted too. Anything else is
 * `undefined`, so the caller falls back to its own default.
 */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const tag = value.trim().toLowerCase();
  if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  if (['no', 'nb', 'nn', 'nor', 'nob'].includes(tag) || /^(nb|nn|no)-/.test(tag)) return 'nb-NO';
  return undefined;
}

/** The short code the BarentsWatch-style APIs take in `?lang=`. */
export function apiLanguageCode(language: Language): 'no' | 'en' {
  return language === 'en-US' ? 'en' : 'no';
}
