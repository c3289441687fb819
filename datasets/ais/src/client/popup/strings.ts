// Texts of the vessel and aid popups and list items, in both interface languages. Merged by
// the web app under `datasets.ais.popup.*` and `datasets.aton.popup.*` (client part strings).
import type { Language } from '@havkart/domain';

export const VESSEL_POPUP_STRINGS = {
  'nb-NO': {
    'popup.unnamed': 'Fartøy uten navn',
    'popup.mmsi': 'MMSI',
    'popup.shipType': 'Fartøystype',
    'popup.speedCourse': 'Fart og kurs',
    'popup.lastSeen': 'Sist sett',
    'popup.old': 'Gammel posisjon',
  },
  'en-US': {
    'popup.unnamed': 'Unnamed vessel',
    'popup.mmsi': 'MMSI',
    'popup.shipType': 'Ship type',
    'popup.speedCourse': 'Speed and course',
    'popup.lastSeen': 'Last seen',
    'popup.old': 'Old position',
  },
} as const satisfies Record<Language, Record<string, string>>;

export const ATON_POPUP_STRINGS = {
  'nb-NO': {
    'popup.mmsi': 'MMSI',
    'popup.type': 'Type',
    'popup.lastReceived': 'Sist mottatt',
  },
  'en-US': {
    'popup.mmsi': 'MMSI',
    'popup.type': 'Type',
    'popup.lastReceived': 'Last received',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type VesselPopupKey = keyof (typeof VESSEL_POPUP_STRINGS)['en-US'];
export type AtonPopupKey = keyof (typeof ATON_POPUP_STRINGS)['en-US'];
