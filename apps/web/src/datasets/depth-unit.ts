// The user's depth unit (spec 01 §9 setting `depthUnit`: m or fathom) as dataset layers take
// it, and the rule that depth datasets refresh when it changes (spec 02 §4).
import type { DatasetClientPart, DatasetLayerContext } from '@havkart/datasets-core/client';
import { onSettingChange, useSettings } from '../settings/settings.store.js';
import type { DatasetServices } from './dataset-services.js';

export type LayerDepthUnit = DatasetLayerContext['depthUnit'];

/** The setting's value in the layer context's words. */
export function layerDepthUnit(setting: unknown): LayerDepthUnit {
  return setting === 'fathom' ? 'fathoms' : 'meters';
}

export function currentDepthUnit(): LayerDepthUnit {
  return layerDepthUnit(useSettings.getState().values['depthUnit']);
}

/** Whether a dataset's layers differ by depth unit: what makes it a depth dataset here. */
export function dependsOnDepthUnit(
  part: Pick<DatasetClientPart<unknown>, 'layers'>,
  context: DatasetLayerContext,
): boolean {
  const inUnit = (depthUnit: LayerDepthUnit) =>
    JSON.stringify(part.layers({ ...context, depthUnit }));
  return inUnit('meters') !== inUnit('fathoms');
}

/** Refreshes every active depth dataset after each change of the depth unit setting. */
export function refreshOnDepthUnitChange(services: DatasetServices): () => void {
  return onSettingChange('depthUnit', () => {
    for (const service of services.services.values()) {
      if (service.flags.active && dependsOnDepthUnit(service.part, service.layerContext())) {
        void service.refresh().catch(() => undefined);
      }
    }
  });
}
