/** Norwegian Bokmål, the default language. Every key here exists in en-US too. */
export const nbNO = {
  app: {
    name: 'Havkart',
    tagline: 'Sjøkart for norske farvann',
  },
  map: {
    label: 'Kart over norske farvann',
    coordinates: 'Koordinater',
    coordinatesHint: 'Før pekeren over kartet for å se koordinater',
    zoomIn: 'Zoom inn',
    zoomOut: 'Zoom ut',
    resetBearing: 'Tilbakestill retning mot nord',
    fullscreen: 'Fullskjerm',
    exitFullscreen: 'Avslutt fullskjerm',
    scale: 'Målestokk',
    attribution: 'Kystlinje: GSHHG (Wessel & Smith), LGPL. Verdenskart: Natural Earth.',
    attributionToggle: 'Vis kildehenvisning',
  },
  language: {
    nbNO: 'Norsk',
    enUS: 'English',
  },
} as const;
