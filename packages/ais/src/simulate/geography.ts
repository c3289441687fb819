/**
 * Real places of the simulated traffic, as [latitude, longitude] in decimal degrees (WGS 84).
 * Route waypoints lie in open water, outside the skerries; legs between them were checked
 * against the GSHHG land polygons of the base map (see `land.int.test.ts`).
 */

export type { LatLon } from './geo.js';

export { FAIRWAY, PORTS, type Port } from './fairway.js';
export { FERRY_CROSSINGS, type FerryCrossing } from './ferries.js';
export { LANES, laneLine, type Lane } from './lanes.js';
export { PLATFORMS, SUPPLY_BASES } from './offshore.js';
export { COASTAL_AREAS, FISHING_GROUNDS, type SeaArea } from './sea-areas.js';
