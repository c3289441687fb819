// Texts of the place search in both interface languages.
import type { Language } from '@havkart/domain';

export const STRINGS = {
  'nb-NO': {
    label: 'Søk etter sted',
    placeholder: 'Søk etter sted …',
    searching: 'Søker …',
    none: 'Fant ingen steder.',
    failed: 'Søket feilet. Prøv igjen.',
    demoData: 'Demodata: steder fra GeoNames i og nær Norge',
    'type.town': 'By',
    'type.settlement': 'Tettsted',
    'type.built-up area': 'Tettbebyggelse',
    'type.mountain': 'Fjell',
    'type.fjord': 'Fjord',
    'type.lighthouse': 'Fyr',
    'type.headland': 'Nes',
  },
  'en-US': {
    label: 'Search for a place',
    placeholder: 'Search for a place …',
    searching: 'Searching …',
    none: 'No places found.',
    failed: 'The search failed. Try again.',
    demoData: 'Demo data: GeoNames places in and near Norway',
    'type.town': 'Town',
    'type.settlement': 'Settlement',
    'type.built-up area': 'Built-up area',
    'type.mountain': 'Mountain',
    'type.fjord': 'Fjord',
    'type.lighthouse': 'Lighthouse',
    'type.headland': 'Headland',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['nb-NO'];

export function text(language: Language, key: StringKey): string {
  return STRINGS[language][key];
}

/** A place type in words; one without a word of its own as the index names it. */
export function typeText(language: Language, type: string): string {
  const key = `type.${type}` as StringKey;
  return key in STRINGS[language] ? STRINGS[language][key] : type;
}
