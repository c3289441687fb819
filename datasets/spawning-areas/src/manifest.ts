// Spawning grounds (spec 02 §3, R13.26's pane by species): Fiskeridirektoratet's mapped
// areas where a species spawns, as polygons named by species.
import { type DatasetManifest, servedGeoJsonManifest } from '@havkart/datasets-core';

export const SPAWNING_AREAS_ID = 'spawningareas';

export const manifest: DatasetManifest = servedGeoJsonManifest({
  id: SPAWNING_AREAS_ID,
  group: 'fishery',
  name: { 'nb-NO': 'Gyteområder', 'en-US': 'Spawning areas' },
  featureKey: { field: 'id' },
  // Under the gear (64, 66): a net is read on top of the ground it is set on.
  mapZIndex: 22,
  zoom: { min: 3, max: 14 },
});

/** Properties of a spawning area as served. */
export interface SpawningAreaProperties {
  readonly id: string;
  /** The species as the upstream names it (Norwegian, e.g. `Torsk`); `Ukjent` when none. */
  readonly species: string;
  readonly name: string | null;
}
