export * from './stations.js';
export * from './warnings.js';
export * from './icing.js';
export * from './units.js';
export * from './waves.js';
export * from './forecast-time.js';
