// Surface facilities on the Norwegian shelf (spec 02 §3): platforms and offshore wind
// turbines in place, from Sodir's FactMaps.
import { type DatasetManifest, servedGeoJsonManifest } from '@havkart/datasets-core';

export const SURFACE_FACILITIES_ID = 'surfacefacilities';

export const manifest: DatasetManifest = servedGeoJsonManifest({
  id: SURFACE_FACILITIES_ID,
  group: 'navigation',
  name: { 'nb-NO': 'Innretninger på havet', 'en-US': 'Surface facilities' },
  featureKey: { field: 'idfacility' },
  mapZIndex: 58,
  zoom: { min: 4, max: 14 },
});
