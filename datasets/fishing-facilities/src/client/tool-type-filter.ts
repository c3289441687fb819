// The tool-type filter (spec 02 §3, R24.25) as the web app keeps it: one multiple-choice
// filter whose active value lists the types shown; inactive shows every type. Pure, so the
// pane and its test share it.
import {
  shownChoices,
  toggleChoice,
  type DatasetFilterDefinition,
  type PaneFilter,
} from '@havkart/datasets-core/client';
import { TOOL_TYPES, type ToolType } from '@havkart/domain';
import { TOOL_TYPE_FILTER_KEY } from './layers.js';

export type { PaneFilter } from '@havkart/datasets-core/client';

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

/** The types the filters show: every type while the filter is off. */
export function shownToolTypes(filters: readonly PaneFilter[]): ToolType[] {
  return shownChoices(filters, 'tooltypes', TOOL_TYPES);
}

/** The filters with one type switched; all types shown again turns the filter off. */
export function toggleToolType<F extends PaneFilter>(filters: readonly F[], type: ToolType): F[] {
  return toggleChoice(filters, 'tooltypes', TOOL_TYPES, type);
}
