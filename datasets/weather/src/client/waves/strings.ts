// The wave forecast's texts in both interface languages, merged under
// `datasets.waveforecast.` by the web app and read by its legend.
import type { Language } from '@havkart/domain';

export const WAVE_STRINGS = {
  'nb-NO': {
    name: 'Bølgevarsel',
    heading: 'Signifikant bølgehøyde',
    above: 'over {{height}}',
    arrow: 'Pilen viser hvor bølgene går',
    demoData: 'Demodata: beregnet av en modell, ikke et varsel',
  },
  'en-US': {
    name: 'Wave forecast',
    heading: 'Significant wave height',
    above: 'above {{height}}',
    arrow: 'The arrow shows where the waves go',
    demoData: 'Demo data: computed by a model, not a forecast',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type WaveStringKey = keyof (typeof WAVE_STRINGS)['nb-NO'];

export function waveText(language: Language, key: WaveStringKey): string {
  return WAVE_STRINGS[language][key];
}
