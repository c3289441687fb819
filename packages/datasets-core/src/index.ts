export * from './manifest.js';
export * from './served-geojson-manifest.js';
export * from './reserved-ids.js';
export * from './registry.js';
export * from './catalogue.js';
