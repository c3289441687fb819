// The dataset's texts in both interface languages.
import type { Language } from '@havkart/domain';
import type { SeaIceClass } from '../manifest.js';

export const STRINGS = {
  'nb-NO': {
    name: 'Havis',
    'class.fast-ice': 'Fastis',
    'class.very-close-drift-ice': 'Svært tett drivis',
    'class.close-drift-ice': 'Tett drivis',
    'class.open-drift-ice': 'Åpen drivis',
    'class.very-open-drift-ice': 'Svært åpen drivis',
    'class.open-water': 'Åpent vann',
    'class.other': 'Annet',
    'field.date': 'Iskart for',
    'field.concentration': 'Konsentrasjon',
    'field.nisClass': 'Klasse i iskartet',
    'field.meaning': 'Betyr',
    'meaning.fast-ice': 'Is som ligger fast langs land, på grunner eller mellom isfjell',
    'meaning.very-close-drift-ice': 'Drivis som dekker 9–10 tideler av havflaten',
    'meaning.close-drift-ice': 'Drivis som dekker 7–8 tideler av havflaten, flakene mest i kontakt',
    'meaning.open-drift-ice': 'Drivis som dekker 4–6 tideler av havflaten, med mange råker',
    'meaning.very-open-drift-ice': 'Drivis som dekker 1–3 tideler av havflaten, mest åpent vann',
    'meaning.open-water': 'Mindre enn en tidel is; farbart uten isforsterkning',
    'meaning.other': 'Isfritt, eller en klasse kartet navngir som ikke er blant de kjente',
    'legend.source': 'Iskart fra Meteorologisk institutts istjeneste',
    demoData: 'Demodata: et oppdiktet iskart, ikke til navigasjon',
  },
  'en-US': {
    name: 'Sea ice',
    'class.fast-ice': 'Fast ice',
    'class.very-close-drift-ice': 'Very close drift ice',
    'class.close-drift-ice': 'Close drift ice',
    'class.open-drift-ice': 'Open drift ice',
    'class.very-open-drift-ice': 'Very open drift ice',
    'class.open-water': 'Open water',
    'class.other': 'Other',
    'field.date': 'Ice chart for',
    'field.concentration': 'Concentration',
    'field.nisClass': 'Class in the chart',
    'field.meaning': 'Means',
    'meaning.fast-ice': 'Ice held fast along the coast, on shoals or between grounded icebergs',
    'meaning.very-close-drift-ice': 'Drift ice covering 9–10 tenths of the sea surface',
    'meaning.close-drift-ice': 'Drift ice covering 7–8 tenths of the sea, floes mostly touching',
    'meaning.open-drift-ice': 'Drift ice covering 4–6 tenths of the sea, with many leads',
    'meaning.very-open-drift-ice': 'Drift ice covering 1–3 tenths of the sea, mostly open water',
    'meaning.open-water': 'Less than a tenth ice; navigable without ice strengthening',
    'meaning.other': 'Ice free, or a class the chart names that is not among the known ones',
    'legend.source': 'Ice chart from the Norwegian Meteorological Institute’s ice service',
    demoData: 'Demo data: a made-up ice chart, not for navigation',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['nb-NO'];

export function text(language: Language, key: StringKey): string {
  return STRINGS[language][key];
}

/** Concentration in tenths of each drift-ice class (WMO sea-ice nomenclature). */
export const CONCENTRATION: Partial<Record<SeaIceClass, string>> = {
  'very-close-drift-ice': '9–10/10',
  'close-drift-ice': '7–8/10',
  'open-drift-ice': '4–6/10',
  'very-open-drift-ice': '1–3/10',
  'open-water': '< 1/10',
};
