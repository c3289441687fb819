// Pure, browser-safe entry: the manifests only.
export * from './manifest.js';
