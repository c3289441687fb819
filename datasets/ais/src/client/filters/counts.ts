// Counts per filter option from the vessels currently loaded, for the filter pane. Each
// facet counts with every other filter applied but its own, so a count says how many vessels
// ticking that option would add to what the map shows.
import type { VesselFilterId } from './definitions.js';
import {
  FILTERS_APPLIED_IN_BROWSER,
  passes,
  vesselFacts,
  type FilterContext,
  type FilterVessel,
  type VesselFacts,
} from './predicate.js';
import type { VesselFilterValues } from './state.js';

/** Counted facets, keyed by option. */
export interface VesselFilterCounts {
  /** Vessels loaded. */
  readonly total: number;
  /** Vessels that pass every filter: what the map shows. */
  readonly shown: number;
  readonly shipTypeCategories: ReadonlyMap<string, number>;
  readonly navigationalStatus: ReadonlyMap<number, number>;
  readonly officialMmsiFilters: ReadonlyMap<string, number>;
  /** Country code, or '' for vessels without a country. */
  readonly countryIds: ReadonlyMap<string, number>;
}

type Facet = 'shipTypeCategories' | 'navigationalStatus' | 'officialMmsiFilters' | 'countryIds';

const FACETS: readonly Facet[] = [
  'shipTypeCategories',
  'navigationalStatus',
  'officialMmsiFilters',
  'countryIds',
];

function keyOf(facet: Facet, vessel: FilterVessel, facts: VesselFacts): string | number | null {
  switch (facet) {
    case 'shipTypeCategories':
      return facts.shipTypeOption;
    case 'navigationalStatus':
      return vessel.navigationalStatus ?? null;
    case 'officialMmsiFilters':
      return facts.mmsiCategory;
    case 'countryIds':
      return facts.country ?? '';
  }
}

function bump<K>(map: Map<K, number>, key: K) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

export function vesselFilterCounts(
  vessels: Iterable<FilterVessel>,
  values: VesselFilterValues,
  context: FilterContext,
): VesselFilterCounts {
  const counts = {
    shipTypeCategories: new Map<string, number>(),
    navigationalStatus: new Map<number, number>(),
    officialMmsiFilters: new Map<string, number>(),
    countryIds: new Map<string, number>(),
  };
  let total = 0;
  let shown = 0;
  for (const vessel of vessels) {
    total++;
    const facts = vesselFacts(vessel, context);
    const failed: VesselFilterId[] = [];
    for (const id of FILTERS_APPLIED_IN_BROWSER) {
      if (!passes(id, vessel, facts, values, context)) failed.push(id);
      if (failed.length > 1) break;
    }
    if (failed.length === 0) shown++;
    for (const facet of FACETS) {
      // Counted when nothing but this facet's own filter fails.
      if (failed.length > 1 || (failed.length === 1 && failed[0] !== facet)) continue;
      const key = keyOf(facet, vessel, facts);
      if (key === null) continue;
      bump(counts[facet] as Map<typeof key, number>, key);
    }
  }
  return { total, shown, ...counts };
}
