// Pure, browser-safe entry: the manifests and the firing-range rule. Demo data and the
// upstream adapters live in `./server`, the map layers in `./client`.
export * from './manifest.js';
export * from './firing-range.js';
