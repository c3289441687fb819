// Pure, browser-safe entry: the manifest and the depth-unit rule. Demo data and the tile
// source live in `./server`, the map layers in `./client`.
export * from './manifest.js';
