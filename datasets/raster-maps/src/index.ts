// Pure, browser-safe entry: the manifests. The server parts live in `./server`, the map
// layers in `./client`.
export * from './manifest.js';
