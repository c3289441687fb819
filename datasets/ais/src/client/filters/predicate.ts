// The vessel filters applied in the browser: the ones the server body does not cover
// (MMSI category, favourites, old positions, all_other) and, so a filter change shows at once,
// the server's ones too. Pure: the map's filter and the pane's counts share it.
import { countryFromMmsi, mmsiCategory, shipTypeCategory, type AppVariant } from '@havkart/domain';
import type { VesselFilterId } from './definitions.js';
import { isOldPosition } from './max-age.js';
import { shipTypeOption } from './options.js';
import type { VesselFilterValues } from './state.js';

/** What the filters read of a vessel record. */
export interface FilterVessel {
  readonly mmsi: number;
  /** ISO time of the position. */
  readonly msgtime: string;
  readonly shipType?: number | string | null;
  readonly navigationalStatus?: number | null;
}

/** What the browser-side filters depend on besides the record. */
export interface FilterContext {
  readonly app?: string | AppVariant;
  /** MMSIs of the user's favourite vessels. */
  readonly favourites: ReadonlySet<number>;
  /** ms since the epoch. */
  readonly now: number;
  /** The old-AIS threshold setting in hours (default 6). */
  readonly oldThresholdHours: number;
}

/** The facts each filter tests, computed once per vessel. */
export interface VesselFacts {
  readonly country: string | null;
  readonly shipTypeOption: string;
  readonly mmsiCategory: string;
  readonly old: boolean;
}

export function vesselFacts(vessel: FilterVessel, context: FilterContext): VesselFacts {
  return {
    country: countryFromMmsi(vessel.mmsi),
    shipTypeOption: shipTypeOption(shipTypeCategory(vessel.shipType, vessel.mmsi), context.app),
    mmsiCategory: mmsiCategory(vessel.mmsi),
    old: isOldPosition(vessel.msgtime, context.now, context.oldThresholdHours),
  };
}

function tooOld(vessel: FilterVessel, facts: VesselFacts, values: VesselFilterValues): boolean {
  if (!values.hideOldAis) return false;
  if (facts.old) return true;
  const bound = values.maxAge === null ? NaN : Date.parse(values.maxAge);
  return !Number.isNaN(bound) && Date.parse(vessel.msgtime) < bound;
}

/** Whether a vessel passes one filter. */
export function passes(
  id: VesselFilterId,
  vessel: FilterVessel,
  facts: VesselFacts,
  values: VesselFilterValues,
  context: FilterContext,
): boolean {
  const within = <T>(list: readonly T[], item: T) => list.length === 0 || list.includes(item);
  switch (id) {
    case 'countryIds':
      return (
        values.countryIds.length === 0 ||
        (facts.country !== null && values.countryIds.includes(facts.country))
      );
    case 'hideOldAis':
    case 'maxAge':
      return !tooOld(vessel, facts, values);
    case 'mmsis':
      return within(values.mmsis, vessel.mmsi);
    case 'navigationalStatus':
      return (
        values.navigationalStatus.length === 0 ||
        (vessel.navigationalStatus != null &&
          values.navigationalStatus.includes(vessel.navigationalStatus))
      );
    case 'officialMmsiFilters':
      return within<string>(values.officialMmsiFilters, facts.mmsiCategory);
    case 'shipTypeCategories':
      return within(values.shipTypeCategories, facts.shipTypeOption);
    case 'showFavoritesOnly':
      return !values.showFavoritesOnly || context.favourites.has(vessel.mmsi);
  }
}

const ALL_FILTERS: readonly VesselFilterId[] = [
  'countryIds',
  'hideOldAis',
  'mmsis',
  'navigationalStatus',
  'officialMmsiFilters',
  'shipTypeCategories',
  'showFavoritesOnly',
];

/** Whether a vessel passes every filter (spec 02 §3). */
export function vesselMatches(
  vessel: FilterVessel,
  values: VesselFilterValues,
  context: FilterContext,
): boolean {
  const facts = vesselFacts(vessel, context);
  return ALL_FILTERS.every((id) => passes(id, vessel, facts, values, context));
}

export { ALL_FILTERS as FILTERS_APPLIED_IN_BROWSER };
