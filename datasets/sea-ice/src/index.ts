// Pure, browser-safe entry: the manifest only. The chart reader lives in `./server`, the map
// layers and views in `./client`.
export * from './manifest.js';
