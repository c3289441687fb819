// The dataset's texts in both interface languages.
import type { Language } from '@havkart/domain';

export const STRINGS = {
  'nb-NO': {
    name: 'Gyteområder',
    'field.species': 'Art',
    'field.name': 'Område',
    'legend.source': 'Kilde: Fiskeridirektoratet',
    demoData: 'Demodata: grove, oppdiktede områder, ikke til fiske eller navigasjon',
    other: 'Andre arter',
  },
  'en-US': {
    name: 'Spawning areas',
    'field.species': 'Species',
    'field.name': 'Area',
    'legend.source': 'Source: Fiskeridirektoratet (Directorate of Fisheries)',
    demoData: 'Demo data: rough, made-up areas, not for fishing or navigation',
    other: 'Other species',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function text(language: Language, key: keyof (typeof STRINGS)['nb-NO']): string {
  return STRINGS[language][key];
}
