export * from './nearest-sar.js';
