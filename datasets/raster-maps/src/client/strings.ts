// The datasets' texts in both interface languages.
import type { Language } from '@havkart/domain';

export const STRINGS = {
  'nb-NO': {
    demoData: 'Demodata: land og hav fra grunnkartet, ikke det ekte kartet',
    'source.nationalmap': 'Kilde: Kartverket',
    'source.nauticalchart': 'Kilde: Kartverket. Ikke til navigasjon.',
    'source.aerial': 'Kilde: Norge i bilder',
  },
  'en-US': {
    demoData: 'Demo data: land and sea from the base map, not the real map',
    'source.nationalmap': 'Source: Kartverket',
    'source.nauticalchart': 'Source: Kartverket. Not for navigation.',
    'source.aerial': 'Source: Norge i bilder',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['nb-NO'];

export function text(language: Language, key: StringKey): string {
  return STRINGS[language][key];
}
