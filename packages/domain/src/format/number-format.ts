import type { Language } from '../i18n/languages.js';

const cache = new Map<string, Intl.NumberFormat>();

/**
 * A number in the language's own notation (decimal comma and space grouping in Norwegian)
 * with a fixed number of decimals. Formatters are cached: building one is slow.
 */
export function formatFixed(
  value: number,
  language: Language,
  decimals: number,
  grouping = true,
): string {
  const key = `${language}|${decimals}|${grouping}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
    });
    cache.set(key, format);
  }
  // Negative zero would print as "-0".
  return format.format(value === 0 ? 0 : value);
}

/** Unit symbols where the languages write them differently. */
export const NAUTICAL_MILE_SYMBOL: Record<Language, string> = {
  'nb-NO': 'nm',
  'en-US': 'NM',
};
