// Texts of the vessel legend, merged by the web app under `datasets.ais.legend.*`.
import type { Language } from '@havkart/domain';

export const LEGEND_STRINGS = {
  'nb-NO': {
    'legend.track': 'Spor for valgt fartøy',
    'legend.trackBySpeed': 'Spor farget etter fart',
    'legend.atLeast': '{{speed}} kn og mer',
  },
  'en-US': {
    'legend.track': 'Track of the chosen vessel',
    'legend.trackBySpeed': 'Track coloured by speed',
    'legend.atLeast': '{{speed}} kn and more',
  },
} as const satisfies Record<Language, Record<string, string>>;
