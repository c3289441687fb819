export * from './roles.js';
export * from './profile.js';
export * from './rules.js';
