// Node-only helpers for dataset server parts. Never imported by the web app.
export * from './part.js';
export * from './tile.js';
export * from './lru.js';
export * from './geojson.js';
export * from './geojson-tiles.js';
export * from './upstream.js';
export * from './geojson-dataset.js';
export * from './external-tiles.js';
export * from './arcgis-pages.js';
export * from './client-credentials.js';
export * from './polygon-features.js';
export * from './keyed-features.js';
export * from './raster.js';
