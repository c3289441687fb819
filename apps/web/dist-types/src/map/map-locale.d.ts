import type { TFunction } from 'i18next';
/** MapLibre's own control tooltips, in the user's language. */
export declare function mapLibreLocale(t: TFunction): Record<string, string>;
//# sourceMappingURL=map-locale.d.ts.map
