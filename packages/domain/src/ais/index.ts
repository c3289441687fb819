export * from './aton-category.js';
export * from './country.js';
export { MID_COUNTRIES } from './mid-table.js';
export * from './mmsi-category.js';
export * from './ship-type.js';
export * from './open-tier.js';
export * from './search.js';
export * from './vessel-texts.js';
