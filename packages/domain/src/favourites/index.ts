export * from './favourite.js';
export * from './shapes.js';
