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
    'filter.species': 'Arter',
    'species.Torsk': 'Torsk',
    'species.Sild': 'Sild',
    'species.Lodde': 'Lodde',
    'species.Hyse': 'Hyse',
    'species.Sei': 'Sei',
  },
  'en-US': {
    name: 'Spawning areas',
    'field.species': 'Species',
    'field.name': 'Area',
    'legend.source': 'Source: Fiskeridirektoratet (Directorate of Fisheries)',
    demoData: 'Demo data: rough, made-up areas, not for fishing or navigation',
    other: 'Other species',
    'filter.species': 'Species',
    'species.Torsk': 'Cod',
    'species.Sild': 'Herring',
    'species.Lodde': 'Capelin',
    'species.Hyse': 'Haddock',
    'species.Sei': 'Saithe',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function text(language: Language, key: keyof (typeof STRINGS)['nb-NO']): string {
  return STRINGS[language][key];
}

/** A pane or legend choice by name: a mapped species in the language, or "other species". */
export function speciesName(language: Language, species: string): string {
  const key = species === 'other' ? 'other' : `species.${species}`;
  return (STRINGS[language] as Record<string, string>)[key] ?? species;
}
