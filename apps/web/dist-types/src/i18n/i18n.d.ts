import { type Language } from '@havkart/domain';
import { type i18n as I18n } from 'i18next';
export declare const LANGUAGE_STORAGE_KEY = 'havkart.language';
/**
 * The language to start in: `?lang=` wins (spec 01 §2), then the user's stored choice, then
 * Norwegian.
 */
export declare function initialLanguage(search: string, stored: string | null): Language;
export declare const resources: {
  readonly 'nb-NO': {
    readonly translation: {
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
  };
  readonly 'en-US': {
    readonly translation: {
      readonly app: {
        readonly name: string;
        readonly tagline: string;
      };
      readonly map: {
        readonly label: string;
        readonly coordinates: string;
        readonly coordinatesHint: string;
        readonly zoomIn: string;
        readonly zoomOut: string;
        readonly resetBearing: string;
        readonly fullscreen: string;
        readonly exitFullscreen: string;
        readonly scale: string;
        readonly attribution: string;
        readonly attributionToggle: string;
      };
      readonly language: {
        readonly nbNO: string;
        readonly enUS: string;
      };
    };
  };
};
export declare function createI18n(language: Language): Promise<I18n>;
//# sourceMappingURL=i18n.d.ts.map
