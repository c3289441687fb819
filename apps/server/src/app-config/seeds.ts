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
          'nb-NO': 'Søk etter fartøy, stedsnavn og værstasjoner i feltet øverst til venstre.',
          'en-US': 'Search for vessels, place names and weather stations in the field top left.',
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
        id: 'measure',
        title: { 'nb-NO': 'Mål avstand', 'en-US': 'Measure distance' },
        body: {
          'nb-NO': 'Målverktøyet øverst til høyre måler avstander og arealer på kartet.',
          'en-US': 'The measure tool top right measures distances and areas on the map.',
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
