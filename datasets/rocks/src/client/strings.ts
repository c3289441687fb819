// The dataset's texts in both interface languages.
import type { Language } from '@havkart/domain';

export const STRINGS = {
  'nb-NO': {
    name: 'Skjær og grunner',
    'kind.islet': 'Holme',
    'kind.rock': 'Skjær',
    'kind.awash': 'Skvalpeskjær',
    'kind.underwater': 'Båe',
    'kind.unknown': 'Ukjent type',
    obstruction: 'Hindring',
    'field.kind': 'Type',
    'field.acronym': 'Objektklasse',
    'field.sounding': 'Dybde (m)',
    'field.elevation': 'Høyde (m)',
    'field.obstruction': 'Hindring for skipsfart',
    'field.id': 'Id',
    yes: 'Ja',
    no: 'Nei',
    unnamed: 'Skjær uten navn',
    demoData: 'Demodata: ikke til navigasjon',
  },
  'en-US': {
    name: 'Rocks',
    'kind.islet': 'Islet',
    'kind.rock': 'Rock',
    'kind.awash': 'Rock awash',
    'kind.underwater': 'Underwater rock',
    'kind.unknown': 'Unknown kind',
    obstruction: 'Obstruction',
    'field.kind': 'Kind',
    'field.acronym': 'Object class',
    'field.sounding': 'Sounding (m)',
    'field.elevation': 'Elevation (m)',
    'field.obstruction': 'Obstruction to shipping',
    'field.id': 'Id',
    yes: 'Yes',
    no: 'No',
    unnamed: 'Unnamed rock',
    demoData: 'Demo data: not for navigation',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['nb-NO'];

export function text(language: Language, key: StringKey): string {
  return STRINGS[language][key];
}

/** A rock's kind in words, from the kind the server wrote. */
export function kindText(language: Language, kind: unknown): string {
  return kind === 'islet' || kind === 'rock' || kind === 'awash' || kind === 'underwater'
    ? text(language, `kind.${kind}`)
    : text(language, 'kind.unknown');
}

/** The rock's name, or the words for an unnamed one. */
export function rockName(
  language: Language,
  properties: Readonly<Record<string, unknown>>,
): string {
  return typeof properties['name'] === 'string' ? properties['name'] : text(language, 'unnamed');
}
