// The two speed-limit datasets (spec 02 §2, A48): areas with a speed limit for commercial
// vessels, and for recreational ones. One folder, two manifests, the same rules.
import { type DatasetManifest, servedGeoJsonManifest } from '@havkart/datasets-core';

export const SPEED_LIMIT_COMMERCIAL_ID = 'speedlimitcommercialvessels';
export const SPEED_LIMIT_RECREATIONAL_ID = 'speedlimitrecreationalvessels';

/** Speed symbols are drawn from this zoom (spec 02 §9, R14.26). */
export const SPEED_SYMBOL_MIN_ZOOM = 10;

/** Zoom range of the areas: tiles are cut for it, the map overzooms past it. */
export const SPEED_LIMIT_ZOOM = { min: 5, max: 15 } as const;

function speedLimitManifest(
  id: string,
  name: DatasetManifest['name'],
  mapZIndex: number,
): DatasetManifest {
  return servedGeoJsonManifest({
    id,
    group: 'navigation',
    name,
    // The area's id names it in a route (A48).
    featureKey: { field: 'id' },
    mapZIndex,
    zoom: SPEED_LIMIT_ZOOM,
  });
}

export const commercialManifest = speedLimitManifest(
  SPEED_LIMIT_COMMERCIAL_ID,
  { 'nb-NO': 'Fartsgrenser for nyttefartøy', 'en-US': 'Speed limits, commercial vessels' },
  42,
);

export const recreationalManifest = speedLimitManifest(
  SPEED_LIMIT_RECREATIONAL_ID,
  { 'nb-NO': 'Fartsgrenser for fritidsfartøy', 'en-US': 'Speed limits, recreational vessels' },
  43,
);
