// Pure, browser-safe entry: the manifest only. Tile serving lives in `./server` because it
// needs Node and the native SQLite module.
export * from './manifest.js';
export * from './polar.js';
