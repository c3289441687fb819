// Helpers for tests of dataset server parts; never imported by running code.
export * from './pmtiles-writer.js';
export * from './tile-testing.js';
