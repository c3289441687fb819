// The weather warnings' client part: areas in their severity's colour, shown around the
// selected time, with a marine/land filter; views loaded when first shown.
import type { DatasetClientPart, DatasetFilterDefinition } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { WEATHER_WARNINGS_ID } from '../../manifest.js';
import { WARNING_STRINGS } from './strings.js';
import { DOMAIN_FILTERS, weatherWarningLayers } from './warning-layers.js';

export {
  weatherWarningLayers,
  warningWindowFilter,
  severityColourExpression,
  WARNING_AREA_OPACITY,
} from './warning-layers.js';
export { describeWarning } from './describe.js';

const filters: readonly DatasetFilterDefinition[] = DOMAIN_FILTERS.map((domain) => ({
  id: domain,
  kind: 'boolean',
  queryKey: domain,
  labelKey: `datasets.${WEATHER_WARNINGS_ID}.filter.${domain}`,
}));

export const weatherWarningsClientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: WEATHER_WARNINGS_ID,
  layers: weatherWarningLayers,
  popup: () => import('./WarningPopup.js'),
  listItem: () => import('./WarningListItem.js'),
  details: () => import('./WarningDetails.js'),
  legend: () => import('./WarningLegend.js'),
  strings: WARNING_STRINGS,
  filters,
  // Shown by the selected time's window (R15.19–R15.20): rebuilt when the time changes.
  followsSelectedTime: true,
};
