// The datasets' texts in both interface languages.
import type { Language } from '@havkart/domain';

export const STRINGS = {
  'nb-NO': {
    'field.number': 'Nummer',
    'field.id': 'Id',
    'field.kurveid': 'Kurve-id',
    'field.protection': 'Verneform',
    'field.name': 'Navn',
    'unnamed.policedistricts': 'Politidistrikt',
    'unnamed.protectedareas': 'Verneområde',
    'unnamed.vtsareas': 'VTS-område',
    'unnamed.vhfcoverage': 'VHF-dekning',
    'unnamed.maritimeboundaries': 'Maritim grense',
    'legend.policedistricts': 'Grense for politidistrikt',
    'legend.protectedareas': 'Verneområde',
    'legend.vtsareas': 'Område med trafikksentral (VTS)',
    'legend.vhfcoverage': 'Område med VHF-dekning',
    'legend.maritimeboundaries': 'Maritim grense',
    'firing.green': 'Grønn: ingen skyting',
    'firing.yellow': 'Gul: skyting kan forekomme',
    'firing.red': 'Rød: skyting pågår',
    demoData: 'Demodata: ikke til navigasjon',
  },
  'en-US': {
    'field.number': 'Number',
    'field.id': 'Id',
    'field.kurveid': 'Curve id',
    'field.protection': 'Form of protection',
    'field.name': 'Name',
    'unnamed.policedistricts': 'Police district',
    'unnamed.protectedareas': 'Protected area',
    'unnamed.vtsareas': 'VTS area',
    'unnamed.vhfcoverage': 'VHF coverage',
    'unnamed.maritimeboundaries': 'Maritime boundary',
    'legend.policedistricts': 'Police district border',
    'legend.protectedareas': 'Protected area',
    'legend.vtsareas': 'Area with a vessel traffic service (VTS)',
    'legend.vhfcoverage': 'Area with VHF coverage',
    'legend.maritimeboundaries': 'Maritime boundary',
    'firing.green': 'Green: no firing',
    'firing.yellow': 'Yellow: firing may take place',
    'firing.red': 'Red: firing in progress',
    demoData: 'Demo data: not for navigation',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['nb-NO'];

export function text(language: Language, key: StringKey): string {
  return STRINGS[language][key];
}
