// Writers of every download format. Import a writer through `EXPORT_FORMATS[…].load()` so
// it stays out of the bundles that do not download.
export * from './model.js';
export * from './formats.js';
export { documentFromGeoJson, type FromGeoJsonOptions, type GeoJsonInput } from './from-geojson.js';
export { DBF_FIELD_NAMES, dbfFieldNames } from './dbf-names.js';
export type { RawDeflater, RawDeflaterFactory } from './zip-entry.js';
