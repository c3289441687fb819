// The dataset's texts in both interface languages.
import type { Language } from '@havkart/domain';

export const STRINGS = {
  'nb-NO': {
    'field.kind': 'Type',
    'field.id': 'Sodir-id',
    windmill: 'Havvindturbin',
    platform: 'Plattform eller annen innretning',
    unnamed: 'Innretning uten navn',
    demoData: 'Demodata: omtrentlige posisjoner, ikke til navigasjon',
  },
  'en-US': {
    'field.kind': 'Kind',
    'field.id': 'Sodir id',
    windmill: 'Offshore wind turbine',
    platform: 'Platform or other facility',
    unnamed: 'Unnamed facility',
    demoData: 'Demo data: approximate positions, not for navigation',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['nb-NO'];

export function text(language: Language, key: StringKey): string {
  return STRINGS[language][key];
}

export function facilityName(language: Language, p: Readonly<Record<string, unknown>>): string {
  return typeof p['name'] === 'string' ? p['name'] : text(language, 'unnamed');
}
