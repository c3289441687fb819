export * from './route-link.js';
export * from './route-plan.js';
export * from './route-edit.js';
