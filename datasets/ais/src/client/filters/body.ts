// What the vessel filters add to the live API's request body (spec 02 §7). The framework
// keys an active filter's value by its queryKey; `all_other` has no meaning to the server,
// so it is sent as the categories it stands for in the app.
import type { AppVariant } from '@havkart/domain';
import { ALL_OTHER } from './definitions.js';
import { allOtherCategories } from './options.js';
import { effectiveVesselFilters, type FilterState, type VesselFilterValues } from './state.js';

/** The live API's filter fields (docs/api.md); only those with a selection are present. */
export interface VesselFilterBody {
  countryCodes?: string[];
  mmsi?: number[];
  navigationalStatus?: number[];
  shipTypes?: string[];
}

/** The body fields of a selection; filters the server cannot apply are left to the browser. */
export function vesselFilterBody(
  values: VesselFilterValues,
  app?: string | AppVariant,
): VesselFilterBody {
  const body: VesselFilterBody = {};
  if (values.countryIds.length > 0) body.countryCodes = [...values.countryIds];
  if (values.mmsis.length > 0) body.mmsi = [...values.mmsis];
  if (values.navigationalStatus.length > 0)
    body.navigationalStatus = [...values.navigationalStatus];
  if (values.shipTypeCategories.length > 0) {
    const named = values.shipTypeCategories.filter((c) => c !== ALL_OTHER);
    const other = values.shipTypeCategories.includes(ALL_OTHER) ? allOtherCategories(app) : [];
    body.shipTypes = [...new Set([...named, ...other])];
  }
  return body;
}

/** `vesselFilterBody` straight from the framework's filter state. */
export function vesselFilterQuery(
  filters: readonly FilterState[],
  app?: string | AppVariant,
): VesselFilterBody {
  return vesselFilterBody(effectiveVesselFilters(filters), app);
}
