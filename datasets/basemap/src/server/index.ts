export * from './tiles.js';
export * from './part.js';
