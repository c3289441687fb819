// The tool-type filter (spec 02 §3, R24.25) as the web app keeps it: one multiple-choice
// filter whose active value lists the types shown; inactive shows every type. Pure, so the
// pane and its test share it.
import type { DatasetFilterDefinition } from '@havkart/datasets-core/client';
import { TOOL_TYPES, type ToolType } from '@havkart/domain';
import { TOOL_TYPE_FILTER_KEY } from './layers.js';

export const TOOL_TYPE_PANE = 'FishingGearFilterPane';

export const toolTypeFilters: readonly DatasetFilterDefinition[] = [
  {
    id: 'tooltypes',
    kind: 'static',
    queryKey: TOOL_TYPE_FILTER_KEY,
    multiple: true,
    defaultValue: [],
    labelKey: 'datasets.fishingfacility.filter.toolTypes',
    component: TOOL_TYPE_PANE,
  },
];

/** A filter as the web app hands the pane (its `GenericFilter`, by shape). */
export interface PaneFilter {
  readonly id: string;
  readonly active: boolean;
  readonly value: unknown;
  readonly defaultValue: unknown;
  readonly [field: string]: unknown;
}

/** The types the filters show: every type while the filter is off. */
export function shownToolTypes(filters: readonly PaneFilter[]): ToolType[] {
  const filter = filters.find((f) => f.id === 'tooltypes');
  if (!filter?.active || !Array.isArray(filter.value)) return [...TOOL_TYPES];
  return TOOL_TYPES.filter((t) => (filter.value as unknown[]).includes(t));
}

/** The filters with one type switched; all types shown again turns the filter off. */
export function toggleToolType<F extends PaneFilter>(filters: readonly F[], type: ToolType): F[] {
  const shown = new Set(shownToolTypes(filters));
  if (shown.has(type)) shown.delete(type);
  else shown.add(type);
  const value = TOOL_TYPES.filter((t) => shown.has(t));
  const all = value.length === TOOL_TYPES.length;
  return filters.map((f) =>
    f.id === 'tooltypes' ? { ...f, active: !all, value: all ? f.defaultValue : value } : f,
  );
}
