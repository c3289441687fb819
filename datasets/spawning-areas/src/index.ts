// Pure, browser-safe entry: the manifest only.
export * from './manifest.js';
