// The icing forecast's client part: its layer follows the selected forecast time through the
// `{time}` of its tile URL.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { ICING_ID } from '../../manifest.js';
import { icingLayers } from './icing-layers.js';
import { ICING_STRINGS } from './strings.js';

export { icingLayers, ICING_BAND_COLOURS } from './icing-layers.js';

export const icingClientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: ICING_ID,
  layers: icingLayers,
  legend: () => import('./IcingLegend.js'),
  strings: ICING_STRINGS,
  followsSelectedTime: true,
};
