// The dataset's texts in both interface languages, merged under
// `datasets.navigationinstallations.` by the web app and read by the views.
import type { Language } from '@havkart/domain';

export const STRINGS = {
  'nb-NO': {
    name: 'Navigasjonsinstallasjoner',
    'kind.fixed': 'Fast merke',
    'kind.floating': 'Flytende merke',
    'kind.light': 'Lykt',
    'kind.sector': 'Lyktsektor',
    'field.type': 'Type',
    'field.character': 'Karakter',
    'field.range': 'Lysvidde',
    'field.colour': 'Farge',
    'field.sectors': 'Sektorer',
    'field.status': 'Status',
    'field.id': 'Id',
    'status.lit': 'I drift',
    'status.extinguished': 'Slukket',
    'colour.1': 'Hvit',
    'colour.2': 'Rød',
    'colour.3': 'Gul',
    'colour.4': 'Grønn',
    floodlight: 'Flomlys (vises ikke som lykt)',
    unnamed: 'Uten navn',
    demoData: 'Demodata: ikke til navigasjon',
    rangeUnit: 'nm',
  },
  'en-US': {
    name: 'Navigation installations',
    'kind.fixed': 'Fixed mark',
    'kind.floating': 'Floating mark',
    'kind.light': 'Light',
    'kind.sector': 'Light sector',
    'field.type': 'Type',
    'field.character': 'Character',
    'field.range': 'Range',
    'field.colour': 'Colour',
    'field.sectors': 'Sectors',
    'field.status': 'Status',
    'field.id': 'Id',
    'status.lit': 'In service',
    'status.extinguished': 'Extinguished',
    'colour.1': 'White',
    'colour.2': 'Red',
    'colour.3': 'Yellow',
    'colour.4': 'Green',
    floodlight: 'Floodlight (not shown as a light)',
    unnamed: 'Unnamed',
    demoData: 'Demo data: not for navigation',
    rangeUnit: 'NM',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['nb-NO'];

export function text(language: Language, key: StringKey): string {
  return STRINGS[language][key];
}
