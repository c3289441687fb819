// The client parts of the region datasets: layers per dataset, shared views, a legend each.
// The firing-range danger zone has no key (spec 02 §2), so no popup or details.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { FIRING_RANGE_ID, regionManifests } from '../manifest.js';
import type { legends } from './Legend.js';
import { regionLayers } from './layers.js';
import { STRINGS } from './strings.js';

export { firingRangeColours, regionColour, regionLayers, REGION_FILL_OPACITY } from './layers.js';
export { describeRegion } from './describe.js';

function part(datasetId: string): DatasetClientPart<ComponentType<never>> {
  const legend = () =>
    import('./Legend.js').then((m) => ({ default: m.legends[datasetId as keyof typeof legends] }));
  if (datasetId === FIRING_RANGE_ID) {
    return { datasetId, layers: regionLayers(datasetId), legend, strings: STRINGS };
  }
  return {
    datasetId,
    layers: regionLayers(datasetId),
    popup: () => import('./Popup.js'),
    listItem: () => import('./ListItem.js'),
    details: () => import('./Details.js'),
    legend,
    strings: STRINGS,
  };
}

export const clientParts: readonly DatasetClientPart<ComponentType<never>>[] = regionManifests.map(
  (m) => part(m.id),
);
