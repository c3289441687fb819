export * from './shapes.js';
export * from './sphere.js';
export * from './measures.js';
export * from './labels.js';
