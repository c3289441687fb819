// Aids to navigation (spec 02 §3, §4, §7, §9): the type table, the type filter, icons,
// symbol layers and the views. See README.md.
export * from './aton-types.js';
export * from './aton-filter.js';
export * from './aton-icons.js';
export * from './aton-layers.js';
export { getAtonFilterInputs, setAtonFilterInputs, subscribeAtonFilterInputs } from './inputs.js';
export type { AtonFilterInputs } from './inputs.js';
export { ATON_STRINGS, atonText, type AtonStringKey } from './strings.js';

/** The aid views, loaded when first shown. */
export const atonDetails = () => import('./AtonDetails.js');
export const atonFilterPanes = { atonFilterPane: () => import('./AtonFilterPane.js') } as const;
