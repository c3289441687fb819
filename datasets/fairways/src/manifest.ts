// The fairways dataset: main (Hovedled) and secondary (Biled) fairways as areas (spec 02 §3).
import type { DatasetManifest } from '@havkart/datasets-core';

export const FAIRWAYS_ID = 'fairways';

/** Fairway types of spec 02 §3: Hovedled is a main fairway, Biled a secondary one. */
export const FAIRWAY_TYPES = ['Hovedled', 'Biled'] as const;

export type FairwayType = (typeof FAIRWAY_TYPES)[number];

/** Fill opacity of fairway areas (spec 02 §9). */
export const FAIRWAY_FILL_OPACITY = 0.15;

export const manifest: DatasetManifest = {
  id: FAIRWAYS_ID,
  group: 'navigation',
  name: { 'nb-NO': 'Farleder', 'en-US': 'Fairways' },
  featureKey: { field: 'id' },
  sources: [{ dataUrl: `/api/v1/datasets/${FAIRWAYS_ID}/geojson` }],
  mapZIndex: 40,
  baseMap: false,
  polar: false,
  zoom: { min: 5, max: 14 },
  prioritised: false,
  updateMode: 'static',
  enabledByDefault: false,
  accessEnabled: true,
  needsApiKey: false,
  demoData: true,
};
