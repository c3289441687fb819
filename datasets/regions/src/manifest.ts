// Six reference datasets of areas and boundaries with one shape of data each (spec 02 §3):
// police districts, protected areas, VTS areas, VHF coverage, maritime boundaries and the
// firing-range danger zone. One folder, since they share the adapter, demo and view code
// and differ only in their key, geometry and colours.
import { type DatasetManifest, servedGeoJsonManifest } from '@havkart/datasets-core';

export const POLICE_DISTRICTS_ID = 'policedistricts';
export const PROTECTED_AREAS_ID = 'protectedareas';
export const VTS_AREAS_ID = 'vtsareas';
export const VHF_COVERAGE_ID = 'vhfcoverage';
export const MARITIME_BOUNDARIES_ID = 'maritimeboundaries';
export const FIRING_RANGE_ID = 'firingrange';

/** Zoom range of the areas: tiles are cut for it, the map overzooms past it. */
export const REGION_ZOOM = { min: 3, max: 14 } as const;

interface RegionOptions {
  readonly id: string;
  readonly name: DatasetManifest['name'];
  readonly key: string | null;
  readonly mapZIndex: number;
  /** Menu group; the region datasets have their own, 'areas'. */
  readonly group?: string;
}

function regionManifest(options: RegionOptions): DatasetManifest {
  return servedGeoJsonManifest({
    id: options.id,
    group: options.group ?? 'areas',
    name: options.name,
    featureKey: options.key ? { field: options.key } : null,
    mapZIndex: options.mapZIndex,
    zoom: REGION_ZOOM,
  });
}

export const policeDistrictsManifest = regionManifest({
  id: POLICE_DISTRICTS_ID,
  name: { 'nb-NO': 'Politidistrikter', 'en-US': 'Police districts' },
  key: 'number',
  mapZIndex: 12,
});

export const protectedAreasManifest = regionManifest({
  id: PROTECTED_AREAS_ID,
  name: { 'nb-NO': 'Verneområder', 'en-US': 'Protected areas' },
  key: 'id',
  mapZIndex: 13,
});

export const vtsAreasManifest = regionManifest({
  id: VTS_AREAS_ID,
  name: { 'nb-NO': 'VTS-områder', 'en-US': 'VTS areas' },
  key: 'id',
  mapZIndex: 14,
});

export const vhfCoverageManifest = regionManifest({
  id: VHF_COVERAGE_ID,
  name: { 'nb-NO': 'VHF-dekning', 'en-US': 'VHF coverage' },
  key: 'id',
  mapZIndex: 11,
});

export const maritimeBoundariesManifest = regionManifest({
  id: MARITIME_BOUNDARIES_ID,
  name: { 'nb-NO': 'Maritime grenser', 'en-US': 'Maritime boundaries' },
  key: 'kurveid',
  mapZIndex: 16,
});

export const firingRangeManifest = regionManifest({
  id: FIRING_RANGE_ID,
  name: { 'nb-NO': 'Fareområde for skytefelt', 'en-US': 'Firing-range danger zone' },
  // The spec names no key for it: its areas are drawn and explained in the legend only.
  key: null,
  mapZIndex: 18,
});

export const regionManifests: readonly DatasetManifest[] = [
  policeDistrictsManifest,
  protectedAreasManifest,
  vtsAreasManifest,
  vhfCoverageManifest,
  maritimeBoundariesManifest,
  firingRangeManifest,
];
