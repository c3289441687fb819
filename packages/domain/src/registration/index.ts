export * from './messages.js';
export * from './fields.js';
export * from './forms.js';
