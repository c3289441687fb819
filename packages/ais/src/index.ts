export type * from './types.js';
export { AIS_ERROR_KINDS } from './types.js';
export { formatEta, rateOfTurnToDegreesPerMinute } from './helpers.js';
