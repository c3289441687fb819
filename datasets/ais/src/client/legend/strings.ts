// Texts of the vessel and aid legends, merged by the web app under `datasets.ais.legend.*`
// (and `datasets.aton.legend.*` for the aids); the rows read them directly too.
import type { Language } from '@havkart/domain';

export const LEGEND_STRINGS = {
  'nb-NO': {
    'legend.track': 'Spor for valgt fartøy',
    'legend.trackBySpeed': 'Spor farget etter fart',
    'legend.atLeast': '{{speed}} kn og mer',
    'legend.recentTracks': 'Nylige spor (alle fartøy i kartutsnittet)',
    'legend.types': 'Fartøystyper',
    'legend.special': 'Andre symboler',
    'legend.positions': 'Posisjoner',
    'legend.tracks': 'Spor',
    'legend.old': 'Gammel posisjon (eldre enn grensen for gammel AIS)',
    'legend.mark': 'Fartøy i oversikten (under zoom {{zoom}}): retningsmerke i typens farge',
    'legend.kind.platform': 'Plattform eller innretning til havs',
    'legend.kind.helicopter': 'Redningshelikopter (SAR)',
    'legend.kind.plane': 'Redningsfly (SAR)',
    'legend.kind.sart': 'AIS-SART, mann over bord eller EPIRB (nødsender)',
    'legend.kind.slaughterboat': 'Slaktebåt',
    'legend.aids': 'Navigasjonsinnretninger (AIS)',
  },
  'en-US': {
    'legend.track': 'Track of the chosen vessel',
    'legend.trackBySpeed': 'Track coloured by speed',
    'legend.atLeast': '{{speed}} kn and more',
    'legend.recentTracks': 'Recent tracks (every vessel in view)',
    'legend.types': 'Vessel types',
    'legend.special': 'Other symbols',
    'legend.positions': 'Positions',
    'legend.tracks': 'Tracks',
    'legend.old': 'Old position (older than the old-AIS limit)',
    'legend.mark':
      'Vessel in the overview (below zoom {{zoom}}): a heading mark in its type’s colour',
    'legend.kind.platform': 'Offshore platform or installation',
    'legend.kind.helicopter': 'Search and rescue helicopter',
    'legend.kind.plane': 'Search and rescue aircraft',
    'legend.kind.sart': 'AIS-SART, man overboard or EPIRB (distress beacon)',
    'legend.kind.slaughterboat': 'Slaughter boat',
    'legend.aids': 'Aids to navigation (AIS)',
  },
} as const satisfies Record<Language, Record<string, string>>;
