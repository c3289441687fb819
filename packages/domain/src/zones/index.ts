export * from './zone.js';
export * from './entry.js';
export * from './distress.js';
export * from './digest.js';
export * from './alerts.js';
