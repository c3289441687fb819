// Generic dataset filters (spec 02 §3) and the active-filter request body (spec 02 §7): pure
// functions, so the rules are tested as tables and every dataset shares them.
import type { DatasetFilterDefinition } from '@havkart/datasets-core/client';

export type GenericFilterType = DatasetFilterDefinition['kind'];

/** A disease a disease filter selects (fish-health: PD, ISA …), sent as the object itself. */
export interface DiseaseValue {
  readonly code: string;
  readonly [key: string]: unknown;
}

/** One filter as the user has it: the definition's fields plus its state (spec 02 §3). */
export interface GenericFilter {
  readonly id: string;
  readonly active: boolean;
  readonly type: GenericFilterType;
  /** String and static filters: a value, or a list when `multiple`; disease: the diseases. */
  readonly value: unknown;
  readonly defaultValue: unknown;
  /** i18n key of its label. */
  readonly displayName: string;
  readonly queryKey: string;
  readonly excludeFromQuery: boolean;
  readonly multiple: boolean;
}

/** A filter as a dataset defines it, in its default state (inactive, default value). */
export function filterFromDefinition(definition: DatasetFilterDefinition): GenericFilter {
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

/** Adds a filter, or replaces the one with its id (filters can be added, spec 02 §4). */
export function addFilter(filters: readonly GenericFilter[], filter: GenericFilter) {
  const index = filters.findIndex((existing) => existing.id === filter.id);
  if (index < 0) return [...filters, filter];
  return filters.map((existing, i) => (i === index ? filter : existing));
}

function update(
  filters: readonly GenericFilter[],
  id: string,
  change: (filter: GenericFilter) => GenericFilter,
): GenericFilter[] {
  return filters.map((filter) => (filter.id === id ? change(filter) : filter));
}

/** The value a string filter returns to when cleared or disabled (spec 02 §4). */
function resetIfString(filter: GenericFilter): GenericFilter {
  return filter.type === 'string' ? { ...filter, value: filter.defaultValue } : filter;
}

/** Enables a filter, optionally with a new value. */
export function enableFilter(filters: readonly GenericFilter[], id: string, value?: unknown) {
  return update(filters, id, (filter) => ({
    ...filter,
    active: true,
    ...(value !== undefined ? { value } : {}),
  }));
}

/** Disables a filter; a string filter goes back to its default value. */
export function disableFilter(filters: readonly GenericFilter[], id: string) {
  return update(filters, id, (filter) => resetIfString({ ...filter, active: false }));
}

/** Sets a filter's value and keeps it active. */
export function setFilterValue(filters: readonly GenericFilter[], id: string, value: unknown) {
  return enableFilter(filters, id, value);
}

/**
 * Clears a filter: it stops filtering; a string filter's value goes back to its default,
 * other kinds keep their value for when the user enables them again.
 */
export function clearFilter(filters: readonly GenericFilter[], id: string) {
  return disableFilter(filters, id);
}

/** Every filter back to its default state, as a dataset reset does (spec 02 §4). */
export function resetFilters(filters: readonly GenericFilter[]): GenericFilter[] {
  return filters.map((filter) => ({ ...filter, active: false, value: filter.defaultValue }));
}

function asList(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** What one active filter contributes to the request body (spec 02 §7). */
function queryValue(filter: GenericFilter): unknown {
  switch (filter.type) {
    case 'boolean':
      return true;
    case 'disease':
      return asList(filter.value);
    case 'string':
    case 'static':
      return filter.multiple ? asList(filter.value) : filter.value;
  }
}

/**
 * The active-filter request body: keyed by each active filter's `queryKey`; boolean filters
 * give `true`, disease filters a list of disease objects, string and static filters a list
 * (when `multiple`) or a single value. Filters marked `excludeFromQuery` are left out.
 */
export function filterRequestBody(filters: readonly GenericFilter[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const filter of filters) {
    if (!filter.active || filter.excludeFromQuery) continue;
    body[filter.queryKey] = queryValue(filter);
  }
  return body;
}
