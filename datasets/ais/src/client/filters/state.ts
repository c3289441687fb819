// Vessel filter state: the framework keeps generic filters (id, active, value …); these pure
// functions read them as typed values and write a change back in the same shape.
import type { DatasetFilterDefinition } from '@havkart/datasets-core/client';
import type { MmsiCategory } from '@havkart/domain';
import { vesselFilters, type VesselFilterId } from './definitions.js';

/** A filter as the framework keeps it (apps/web `GenericFilter`); only these fields are read. */
export interface FilterState {
  readonly id: string;
  readonly active: boolean;
  readonly value: unknown;
  /** Absent where the framework hands a live dataset its filters; then the definition's. */
  readonly defaultValue?: unknown;
  readonly [field: string]: unknown;
}

/** What the vessel filters select; an empty list selects everything. */
export interface VesselFilterValues {
  /** ISO 3166-1 alpha-2 codes of the countries derived from the MMSI. */
  readonly countryIds: readonly string[];
  /** Hide positions older than the old-AIS threshold (default on). */
  readonly hideOldAis: boolean;
  /** ISO time: the lower msgtime bound while hideOldAis is on; null until first computed. */
  readonly maxAge: string | null;
  readonly mmsis: readonly number[];
  /** Navigational status codes 0–15. */
  readonly navigationalStatus: readonly number[];
  readonly officialMmsiFilters: readonly MmsiCategory[];
  /** Ship-type categories, possibly with `all_other`. */
  readonly shipTypeCategories: readonly string[];
  /** Only the user's favourite vessels (default off). */
  readonly showFavoritesOnly: boolean;
}

export const DEFAULT_VESSEL_FILTER_VALUES: VesselFilterValues = {
  countryIds: [],
  hideOldAis: true,
  maxAge: null,
  mmsis: [],
  navigationalStatus: [],
  officialMmsiFilters: [],
  shipTypeCategories: [],
  showFavoritesOnly: false,
};

/** A filter in its default state, the same shape the web app's `filterFromDefinition` gives. */
export function filterStateFromDefinition(definition: DatasetFilterDefinition): FilterState {
  const defaultValue = definition.defaultValue ?? (definition.multiple ? [] : null);
  return {
    id: definition.id,
    active: false,
    type: definition.kind,
    value: defaultValue,
    defaultValue,
    displayName: definition.labelKey,
    queryKey: definition.queryKey,
    excludeFromQuery: definition.excludeFromQuery ?? false,
    multiple: definition.multiple ?? false,
  };
}

/** The value a filter stands for: its own while active, else its default. */
function valueOf(filters: readonly FilterState[], id: VesselFilterId): unknown {
  const filter = filters.find((f) => f.id === id);
  const definition = vesselFilters.find((d) => d.id === id);
  if (filter?.active) return filter.value;
  return filter?.defaultValue ?? definition?.defaultValue ?? null;
}

function listOf<T>(value: unknown, keep: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.filter(keep) : [];
}

const isString = (item: unknown): item is string => typeof item === 'string';
const isInteger = (item: unknown): item is number => Number.isInteger(item);
const isMmsiCategory = (item: unknown): item is MmsiCategory =>
  item === 'official' || item === 'other' || item === 'unofficial';

/** The typed values of a dataset's filters; missing or malformed ones read as their default. */
export function effectiveVesselFilters(filters: readonly FilterState[]): VesselFilterValues {
  const maxAge = valueOf(filters, 'maxAge');
  const hideOldAis = valueOf(filters, 'hideOldAis');
  return {
    countryIds: listOf(valueOf(filters, 'countryIds'), isString),
    hideOldAis: typeof hideOldAis === 'boolean' ? hideOldAis : true,
    maxAge: typeof maxAge === 'string' ? maxAge : null,
    mmsis: listOf(valueOf(filters, 'mmsis'), isInteger),
    navigationalStatus: listOf(valueOf(filters, 'navigationalStatus'), isInteger),
    officialMmsiFilters: listOf(valueOf(filters, 'officialMmsiFilters'), isMmsiCategory),
    shipTypeCategories: listOf(valueOf(filters, 'shipTypeCategories'), isString),
    showFavoritesOnly: valueOf(filters, 'showFavoritesOnly') === true,
  };
}

/**
 * The filters with one changed. A list set to empty is cleared (inactive, default value), so
 * it leaves the request body; any other value makes the filter active. A filter the saved
 * state lacks is added from its definition first.
 */
export function withVesselFilter(
  filters: readonly FilterState[],
  id: VesselFilterId,
  value: unknown,
): FilterState[] {
  const definition = vesselFilters.find((d) => d.id === id);
  if (!definition) throw new Error(`Unknown vessel filter "${id}"`);
  const all = filters.some((f) => f.id === id)
    ? [...filters]
    : [...filters, filterStateFromDefinition(definition)];
  return all.map((filter) => {
    if (filter.id !== id) return filter;
    const cleared = Array.isArray(value) && value.length === 0;
    return cleared
      ? { ...filter, active: false, value: filter.defaultValue ?? definition.defaultValue ?? [] }
      : { ...filter, active: true, value };
  });
}
