// The fairways dataset: main (Hovedled) and secondary (Biled) fairways as areas (spec 02 §3).
import { type DatasetManifest, servedGeoJsonManifest } from '@havkart/datasets-core';

export const FAIRWAYS_ID = 'fairways';

/** Fairway types of spec 02 §3: Hovedled is a main fairway, Biled a secondary one. */
export const FAIRWAY_TYPES = ['Hovedled', 'Biled'] as const;

export type FairwayType = (typeof FAIRWAY_TYPES)[number];

/** Fill opacity of fairway areas (spec 02 §9). */
export const FAIRWAY_FILL_OPACITY = 0.15;

export const manifest: DatasetManifest = {
  ...servedGeoJsonManifest({
    id: FAIRWAYS_ID,
    group: 'navigation',
    name: { 'nb-NO': 'Farleder', 'en-US': 'Fairways' },
    featureKey: { field: 'id' },
    mapZIndex: 40,
    zoom: { min: 5, max: 14 },
  }),
  // GeoJSON the client converts for the polar view (spec 02 §4, A85).
  polar: true,
};
