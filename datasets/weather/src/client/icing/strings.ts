// The icing forecast's texts in both interface languages, merged under `datasets.icing.` by
// the web app and read by its legend.
import type { Language } from '@havkart/domain';

export const ICING_STRINGS = {
  'nb-NO': {
    name: 'Ising',
    heading: 'Sjøsprøytising (cm/t)',
    'band.light': 'Lett',
    'band.moderate': 'Moderat',
    'band.heavy': 'Kraftig',
    none: 'Under 0,05 cm/t: ingen ising',
    method: 'Beregnet med Overlands isingsformel fra vind, luft- og sjøtemperatur',
    demoData: 'Demodata: beregnet av en modell, ikke et varsel',
  },
  'en-US': {
    name: 'Icing',
    heading: 'Spray icing (cm/h)',
    'band.light': 'Light',
    'band.moderate': 'Moderate',
    'band.heavy': 'Heavy',
    none: 'Under 0.05 cm/h: no icing',
    method: "Computed by Overland's icing predictor from wind, air and sea temperature",
    demoData: 'Demo data: computed by a model, not a forecast',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type IcingStringKey = keyof (typeof ICING_STRINGS)['nb-NO'];

export function icingText(language: Language, key: IcingStringKey): string {
  return ICING_STRINGS[language][key];
}
