// Vessel filters (spec 02 §3): definitions in the framework's shape, the request-body part,
// the browser-side predicate, counts per option and the filter pane. See README.md.
export {
  ALL_OTHER,
  VESSEL_FILTER_IDS,
  VESSEL_FILTER_PANE,
  vesselFilters,
  type VesselFilterId,
} from './definitions.js';
export { vesselFilterBody, vesselFilterQuery, type VesselFilterBody } from './body.js';
export { vesselFilterCounts, type VesselFilterCounts } from './counts.js';
export {
  INPUT_NOTICE_MS,
  getVesselFilterInputs,
  setVesselFilterInputs,
  subscribeVesselFilterInputs,
  type VesselFilterInputs,
} from './inputs.js';
export {
  MAX_AGE_REFRESH_MS,
  isOldPosition,
  maxAgeBound,
  startMaxAgeRefresh,
  type MaxAgeClock,
} from './max-age.js';
export { MAX_FILTER_MMSIS, parseMmsiList, type MmsiListResult } from './mmsi-list.js';
export {
  NAVIGATIONAL_STATUS_CODES,
  allOtherCategories,
  mmsiCategoryOptions,
  shipTypeFilterOptions,
  shipTypeOption,
  variantOf,
  variantOfPath,
} from './options.js';
export {
  vesselFacts,
  vesselMatches,
  type FilterContext,
  type FilterVessel,
  type VesselFacts,
} from './predicate.js';
export {
  DEFAULT_VESSEL_FILTER_VALUES,
  effectiveVesselFilters,
  filterStateFromDefinition,
  withVesselFilter,
  type FilterState,
  type VesselFilterValues,
} from './state.js';
export { FILTER_STRINGS, filterText, type FilterStringKey } from './strings.js';

/** Filter pane components by name, loaded when the pane first opens. */
export const filterPanes = {
  vesselFilterPane: () => import('./VesselFilterPane.js'),
} as const;
