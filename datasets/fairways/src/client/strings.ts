// The dataset's texts in both interface languages.
import type { Language } from '@havkart/domain';

export const STRINGS = {
  'nb-NO': {
    name: 'Farleder',
    'type.Hovedled': 'Hovedled',
    'type.Biled': 'Biled',
    'field.type': 'Type',
    'field.id': 'Id',
    unnamed: 'Farled uten navn',
    demoData: 'Demodata: ikke til navigasjon',
  },
  'en-US': {
    name: 'Fairways',
    'type.Hovedled': 'Main fairway',
    'type.Biled': 'Secondary fairway',
    'field.type': 'Type',
    'field.id': 'Id',
    unnamed: 'Unnamed fairway',
    demoData: 'Demo data: not for navigation',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['nb-NO'];

export function text(language: Language, key: StringKey): string {
  return STRINGS[language][key];
}

/** A fairway's type in words; an unknown type as it came. */
export function fairwayTypeText(language: Language, type: unknown): string {
  return type === 'Hovedled' || type === 'Biled' ? text(language, `type.${type}`) : String(type);
}
