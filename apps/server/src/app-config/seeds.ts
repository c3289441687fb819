import type { AppVariant } from '@havkart/domain';
import type { StoredAppConfig, StoredGlobalDeskNotification } from './app-config-schemas.js';

/**
 * What a new installation starts with, per app variant: no notification, one welcome news
 * item and the how-to cards. Written once, when a variant has no stored configuration yet;
 * an administrator's changes are never overwritten.
 */
export function seedAppConfig(variant: AppVariant): StoredAppConfig {
  const { title } = variant;
  return {
    deskNotification: {
      show: false,
      type: 'info',
      text: { 'nb-NO': '', 'en-US': '' },
      override: false,
    },
    news: [
      {
        id: 'welcome',
        active: true,
        headline: { 'nb-NO': `Velkommen til ${title}`, 'en-US': `Welcome to ${title}` },
        leadText: {
          'nb-NO': 'Et sjøkart over norske farvann med skip fra AIS og datasett du kan slå på.',
          'en-US': 'A map of Norwegian waters with vessels from AIS and datasets you can turn on.',
        },
        bodyText: {
          'nb-NO':
            'Bakgrunnskartet og dataene kommer fra denne serveren. Eksempeldata er merket som det i tegnforklaringen.',
          'en-US':
            'The base map and the data come from this server. Example data is marked as such in the legend.',
        },
        image: null,
        link: null,
        linkText: { 'nb-NO': '', 'en-US': '' },
        loginRequired: false,
        showOnce: true,
      },
    ],
    howtoCards: [
      {
        id: 'search',
        title: { 'nb-NO': 'Søk', 'en-US': 'Search' },
        body: {
          'nb-NO': 'Søk etter stedsnavn i feltet øverst til venstre, og kartet flytter seg dit.',
          'en-US': 'Search for place names in the field top left, and the map moves there.',
        },
        image: null,
      },
      {
        id: 'datasets',
        title: { 'nb-NO': 'Kartlag', 'en-US': 'Map layers' },
        body: {
          'nb-NO': 'Slå datasett av og på i menyen; tegnforklaringen viser hva fargene betyr.',
          'en-US': 'Turn datasets on and off in the menu; the legend explains the colours.',
        },
        image: null,
      },
      {
        id: 'vessels',
        title: { 'nb-NO': 'Fartøy', 'en-US': 'Vessels' },
        body: {
          'nb-NO':
            'Klikk på et fartøy for navn, fart og kurs; detaljene viser sporet og lar deg følge det.',
          'en-US':
            'Click a vessel for its name, speed and course; its details show the track and let you follow it.',
        },
        image: null,
      },
    ],
  };
}

/** The global desk notification of a new installation: hidden. */
export const SEED_GLOBAL_DESK_NOTIFICATION: StoredGlobalDeskNotification = {
  show: false,
  type: 'info',
  text: { 'nb-NO': '', 'en-US': '' },
};
