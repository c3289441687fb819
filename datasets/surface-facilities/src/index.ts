// Pure, browser-safe entry: the manifest and the icon rule.
export * from './manifest.js';
export * from './facility-icon.js';
