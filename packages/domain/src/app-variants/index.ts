export * from './app-variants.js';
export * from './desk-notification.js';
export * from './app-configuration.js';
