// Pure, browser-safe entry of the place-name search source.
export * from './place-types.js';
export * from './search.js';
export * from './stedsnavn.js';
export * from './geonames.js';
export * from './source.js';
