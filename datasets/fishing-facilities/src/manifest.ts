// Fishing gear in the sea and gear reported lost (spec 02 §3): two datasets in one folder,
// as place-names has, since both come from BarentsWatch FiskInfo and share the adapter,
// the anonymiser and the client views.
import type { DatasetManifest } from '@havkart/datasets-core';

export const FISHING_FACILITY_ID = 'fishingfacility';
export const LOST_FISHING_FACILITY_ID = 'lostfishingfacility';

/** The menu group both are listed under. */
export const FISHERY_GROUP = 'fishery';

/**
 * The view whose records keep vessel, call sign, MMSI, IMO, registration, contact and
 * comment (R10.19): `?view=extended` on the GeoJSON and tile URLs, for callers holding
 * BwReadExtendedFishingFacility; everyone else gets the anonymised view.
 */
export const EXTENDED_VIEW = 'extended';
export const EXTENDED_VIEW_POLICY = 'BwReadExtendedFishingFacility';

const common = {
  group: FISHERY_GROUP,
  featureKey: { field: 'toolId' },
  baseMap: false,
  polar: false,
  zoom: { min: 3, max: 14 },
  prioritised: false,
  updateMode: 'periodic',
  // Gear is set and hauled through the day; reports made here show at once on the server.
  updateIntervalMs: 5 * 60 * 1000,
  enabledByDefault: false,
  accessEnabled: true,
  needsApiKey: false,
  demoData: true,
} as const;

export const manifest: DatasetManifest = {
  ...common,
  id: FISHING_FACILITY_ID,
  name: { 'nb-NO': 'Redskap', 'en-US': 'Fishing gear' },
  sources: [{ dataUrl: `/tiles/${FISHING_FACILITY_ID}/{z}/{x}/{y}.pbf` }],
  mapZIndex: 64,
};

export const lostManifest: DatasetManifest = {
  ...common,
  id: LOST_FISHING_FACILITY_ID,
  name: { 'nb-NO': 'Tapte redskap', 'en-US': 'Lost fishing gear' },
  sources: [{ dataUrl: `/api/v1/datasets/${LOST_FISHING_FACILITY_ID}/geojson` }],
  mapZIndex: 66,
};
