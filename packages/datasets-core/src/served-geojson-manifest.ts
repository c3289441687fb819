import type { DatasetManifest } from './manifest.js';

/** What a dataset of this shape says for itself; the rest is common to all of them. */
export type ServedGeoJsonManifestOwn = Pick<
  DatasetManifest,
  'id' | 'group' | 'name' | 'featureKey' | 'mapZIndex' | 'zoom'
> &
  Partial<Pick<DatasetManifest, 'download' | 'appVariants'>>;

/**
 * The manifest of a reference dataset our own server serves as GeoJSON (and cuts into tiles):
 * fetched once per activation, off until chosen, open to all without a key, Mercator only, and
 * demo data unless the site names its upstream. Rocks, fairways, areas and the like differ only
 * in what {@link ServedGeoJsonManifestOwn} names.
 */
export function servedGeoJsonManifest(own: ServedGeoJsonManifestOwn): DatasetManifest {
  return {
    sources: [{ dataUrl: `/api/v1/datasets/${own.id}/geojson` }],
    baseMap: false,
    polar: false,
    prioritised: false,
    updateMode: 'static',
    enabledByDefault: false,
    accessEnabled: true,
    needsApiKey: false,
    demoData: true,
    ...own,
  };
}
