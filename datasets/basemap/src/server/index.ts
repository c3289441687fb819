export * from './tiles.js';
