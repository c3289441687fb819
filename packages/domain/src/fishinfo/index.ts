export * from './tool-types.js';
export * from './positions.js';
export * from './reports.js';
export * from './offline-queue.js';
export * from './fish-health.js';
export * from './container-report.js';
export * from './messages.js';
