// Pure, browser-safe entry: the manifests and the speed-limit rules. Demo data and the
// upstream adapter live in `./server`, the map layers in `./client`.
export * from './manifest.js';
export * from './speed-limits.js';
