// Pure, browser-safe entry: the manifests only. Adapters, demo data and the views of the
// data live in `./server`, the map layers in `./client`.
export * from './manifest.js';
