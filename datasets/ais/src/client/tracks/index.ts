// Tracks of vessels (spec 02 §3, §5, §7, §9): rules, fetching and map layers.
export * from './track-rules.js';
export * from './track-sources.js';
export * from './recent-tracks.js';
export * from './track-layers.js';
