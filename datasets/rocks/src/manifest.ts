// The rocks dataset: islets, rocks and awash or underwater rocks from the chart (spec 02 §3),
// with the obstruction symbol where they are a danger to shipping (spec 02 §5).
import { type DatasetManifest, servedGeoJsonManifest } from '@havkart/datasets-core';

export const ROCKS_ID = 'rocks';

/** Symbols are drawn from this zoom (spec 02 §9, R14.21); tiles exist from it too. */
export const ROCK_SYMBOL_MIN_ZOOM = 10;

/** Labels are drawn from this zoom (spec 02 §9, R14.22). */
export const ROCK_LABEL_MIN_ZOOM = 13;

/** Highest zoom tiles are cut for; the map overzooms past it. */
export const ROCKS_MAX_ZOOM = 16;

export const manifest: DatasetManifest = servedGeoJsonManifest({
  id: ROCKS_ID,
  group: 'navigation',
  name: { 'nb-NO': 'Skjær og grunner', 'en-US': 'Rocks' },
  featureKey: { field: 'id' },
  mapZIndex: 55,
  zoom: { min: ROCK_SYMBOL_MIN_ZOOM, max: ROCKS_MAX_ZOOM },
});
