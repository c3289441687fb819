export * from './app.js';
export * from './i18n/languages.js';
export * from './map/map-constants.js';
export * from './geo/coordinate-format.js';
