// Surface facilities on the Norwegian shelf (spec 02 §3): platforms and offshore wind
// turbines in place, from Sodir's FactMaps.
import type { DatasetManifest } from '@havkart/datasets-core';

export const SURFACE_FACILITIES_ID = 'surfacefacilities';

export const manifest: DatasetManifest = {
  id: SURFACE_FACILITIES_ID,
  group: 'navigation',
  name: { 'nb-NO': 'Innretninger på havet', 'en-US': 'Surface facilities' },
  featureKey: { field: 'idfacility' },
  sources: [{ dataUrl: `/api/v1/datasets/${SURFACE_FACILITIES_ID}/geojson` }],
  mapZIndex: 58,
  baseMap: false,
  polar: false,
  zoom: { min: 4, max: 14 },
  prioritised: false,
  updateMode: 'static',
  enabledByDefault: false,
  accessEnabled: true,
  needsApiKey: false,
  demoData: true,
};
