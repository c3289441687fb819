// The aid filter of spec 02 §3 (`atonTypeIds`) in the framework's shape. It goes into the
// request body, so a change restarts the aid stream (spec 02 §4: any filter change); the
// live API does not filter aids by type yet, so the browser applies it too (`atonMatches`).
import type { DatasetFilterDefinition } from '@havkart/datasets-core/client';

/** Name of the aid filter pane in the client part's `filterPanes`. */
export const ATON_FILTER_PANE = 'atonFilterPane';

export const atonFilters: readonly DatasetFilterDefinition[] = [
  {
    id: 'atonTypeIds',
    kind: 'static',
    queryKey: 'atonTypeIds',
    multiple: true,
    defaultValue: [],
    labelKey: 'datasets.aton.filter.atonTypeIds',
    component: ATON_FILTER_PANE,
  },
];

/** A filter as the framework keeps it; only these fields are read. */
interface FilterState {
  readonly id: string;
  readonly active: boolean;
  readonly value: unknown;
  readonly [field: string]: unknown;
}

/** The chosen type codes; empty when the filter is off (every type shown). */
export function atonTypeIdsOf(filters: readonly FilterState[]): number[] {
  const filter = filters.find((f) => f.id === 'atonTypeIds');
  if (!filter?.active || !Array.isArray(filter.value)) return [];
  return filter.value.filter((id): id is number => Number.isInteger(id) && id >= 0 && id <= 31);
}

/** The filters with a new type selection; an empty one clears the filter. */
export function withAtonTypeIds(filters: readonly FilterState[], ids: readonly number[]) {
  const definition = atonFilters[0]!;
  const present = filters.some((f) => f.id === definition.id);
  const base: FilterState[] = present
    ? [...filters]
    : [
        ...filters,
        {
          id: definition.id,
          active: false,
          type: definition.kind,
          value: [],
          defaultValue: [],
          displayName: definition.labelKey,
          queryKey: definition.queryKey,
          excludeFromQuery: false,
          multiple: true,
        },
      ];
  return base.map((f) =>
    f.id === definition.id
      ? { ...f, active: ids.length > 0, value: ids.length > 0 ? [...ids] : [] }
      : f,
  );
}

/** Whether an aid passes the type filter. */
export function atonMatches(
  record: { readonly typeOfAidsToNavigation?: number | null },
  typeIds: readonly number[],
): boolean {
  if (typeIds.length === 0) return true;
  const code = record.typeOfAidsToNavigation ?? 0;
  return typeIds.includes(code);
}
