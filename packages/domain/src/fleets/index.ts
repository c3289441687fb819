export * from './fleet.js';
export * from './shared-fleet.js';
