// Pure, browser-safe entry: the manifests of the vessels and the aids-to-navigation datasets.
// Their data is the server's live state (apps/server/src/live), so there is no server part;
// the map layers and the live data path are in `./client`.
export * from './manifest.js';
export * from './base-stations.js';
