// Pure, browser-safe entry: the manifest only. Demo data and the upstream adapter live in
// `./server`, the map layers and views in `./client`.
export * from './manifest.js';
