// Pure, browser-safe entry: the manifest and the shapes both sides share.
export * from './manifest.js';
