/** Norwegian Bokmål, the default language. Every key here exists in en-US too. */
export declare const nbNO: {
  readonly app: {
    readonly name: 'Havkart';
    readonly tagline: 'Sjøkart for norske farvann';
  };
  readonly map: {
    readonly label: 'Kart over norske farvann';
    readonly coordinates: 'Koordinater';
    readonly coordinatesHint: 'Før pekeren over kartet for å se koordinater';
    readonly zoomIn: 'Zoom inn';
    readonly zoomOut: 'Zoom ut';
    readonly resetBearing: 'Tilbakestill retning mot nord';
    readonly fullscreen: 'Fullskjerm';
    readonly exitFullscreen: 'Avslutt fullskjerm';
    readonly scale: 'Målestokk';
    readonly attribution: 'Kystlinje: GSHHG (Wessel & Smith), LGPL. Verdenskart: Natural Earth.';
    readonly attributionToggle: 'Vis kildehenvisning';
  };
  readonly language: {
    readonly nbNO: 'Norsk';
    readonly enUS: 'English';
  };
};
//# sourceMappingURL=nb-NO.d.ts.map
