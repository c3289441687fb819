// Vessel details (`/ais/{mmsi}`): the host the web app provides and the vessel lookup.
export * from './vessel-host.js';
export * from './vessel-lookup.js';
export { DETAILS_STRINGS } from './strings.js';
