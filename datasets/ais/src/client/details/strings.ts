// Texts of the vessel details view in both interface languages. 'Vessel not found' and 'The
// vessel is not in the map …' are spec 01 §8's; the Norwegian of the latter is ours.
import type { Language } from '@havkart/domain';

export const DETAILS_STRINGS = {
  'nb-NO': {
    vesselNotFound: 'Fartøy ikke funnet',
    notInMap:
      'Fartøyet er ikke i kartet (muligens ikke innlogget eller ingen tilgang til fartøystypen)',
    loading: 'Henter fartøyet …',
    unnamed: 'Fartøy uten navn',
    mmsi: 'MMSI',
    callSign: 'Kallesignal',
    imo: 'IMO',
    country: 'Flagg og land',
    shipType: 'Fartøystype',
    navigationalStatus: 'Navigasjonsstatus',
    speed: 'Fart',
    course: 'Kurs',
    heading: 'Baugretning',
    dimensions: 'Dimensjoner',
    destination: 'Destinasjon',
    eta: 'Forventet ankomst',
    draught: 'Dypgående',
    lastSeen: 'Sist sett',
    fromYou: 'Fra din posisjon',
    fromCentre: 'Fra kartets midtpunkt',
    follow: 'Følg',
    unfollow: 'Slutt å følge',
    showTrack: 'Vis spor',
    hideTrack: 'Skjul spor',
    trackRange: 'Spor for en periode',
    trackFrom: 'Fra',
    trackTo: 'Til',
    showRange: 'Vis spor for perioden',
    trackLoading: 'Henter spor …',
    trackShown: 'Sporpunkter vist: {{count}}',
    trackEmpty: 'Ingen sporpunkter i perioden',
    trackFailed: 'Sporet kunne ikke hentes',
    trackOff: 'AIS-spor er slått av i innstillingene',
    addFavourite: 'Legg til i favoritter',
    removeFavourite: 'Fjern fra favoritter',
  },
  'en-US': {
    vesselNotFound: 'Vessel not found',
    notInMap:
      'The vessel is not in the map (possibly not logged in or no access to the vessel type)',
    loading: 'Fetching the vessel …',
    unnamed: 'Unnamed vessel',
    mmsi: 'MMSI',
    callSign: 'Call sign',
    imo: 'IMO',
    country: 'Flag and country',
    shipType: 'Ship type',
    navigationalStatus: 'Navigational status',
    speed: 'Speed',
    course: 'Course',
    heading: 'Heading',
    dimensions: 'Dimensions',
    destination: 'Destination',
    eta: 'ETA',
    draught: 'Draught',
    lastSeen: 'Last seen',
    fromYou: 'From your position',
    fromCentre: 'From the map centre',
    follow: 'Follow',
    unfollow: 'Stop following',
    showTrack: 'Show track',
    hideTrack: 'Hide track',
    trackRange: 'Track for a period',
    trackFrom: 'From',
    trackTo: 'To',
    showRange: 'Show track for the period',
    trackLoading: 'Fetching the track …',
    trackShown: 'Track points shown: {{count}}',
    trackEmpty: 'No track points in the period',
    trackFailed: 'The track could not be fetched',
    trackOff: 'The AIS track is turned off in the settings',
    addFavourite: 'Add to favourites',
    removeFavourite: 'Remove from favourites',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type DetailsStringKey = keyof (typeof DETAILS_STRINGS)['en-US'];

export function detailsText(
  language: Language,
  key: DetailsStringKey,
  values: Record<string, string | number> = {},
): string {
  return DETAILS_STRINGS[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}
