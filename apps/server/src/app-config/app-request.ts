import {
  DEFAULT_LANGUAGE,
  findAppVariant,
  parseLanguage,
  type AppVariant,
  type Language,
} from '@havkart/domain';
import { Type } from 'typebox';
import { HttpProblem } from '../plugins/problem-details.js';

/** `{app}` in a path: an app variant's name (spec 01 §7; checklist R27.08). */
export const AppParams = Type.Object({
  app: Type.String({
    pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$',
    description: 'App variant name, e.g. havkart or nais',
    examples: ['havkart'],
  }),
});

/**
 * `?lang=`: the spec's short codes `no` and `en`, or a language tag (`nb-NO`, `en-US`);
 * absent means Norwegian.
 */
export const LanguageQuery = Type.Object({
  lang: Type.Optional(
    Type.String({
      pattern: '^([Nn][OoBbNn]|[Ee][Nn])(-[A-Za-z]{2,4})?$',
      description: 'no or en (or nb-NO, en-US); default no',
    }),
  ),
});

/** The variant named in the path, or a 404 problem naming it. */
export function appVariantFor(app: string): AppVariant {
  const variant = findAppVariant(app);
  if (!variant) throw new HttpProblem(404, 'Not Found', `No app variant named "${app}"`);
  return variant;
}

/** The interface language asked for; the pattern above lets only parseable values through. */
export function languageFor(lang: string | undefined): Language {
  return parseLanguage(lang) ?? DEFAULT_LANGUAGE;
}
