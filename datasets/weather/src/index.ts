// Pure, browser-safe entry: the manifests only. The station records and their names live in
// `./server`, the map layers and views in `./client`.
export * from './manifest.js';
