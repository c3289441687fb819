// Pure, browser-safe entry: the manifest and the rock rules. Demo data and the upstream
// adapter live in `./server`, the map layers in `./client`.
export * from './manifest.js';
export * from './rocks.js';
