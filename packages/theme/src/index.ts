export * from './map-theme.js';
export * from './tokens.js';
export * from './css-variables.js';
export * from './contrast.js';
export * from './stacking.js';
