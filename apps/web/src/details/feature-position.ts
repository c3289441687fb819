// Where a `/{datasetId}/{featureId}` link takes the map for datasets without a locator of their
// own: the feature found by its key in the dataset's loaded data, looked for again each time
// the datasets' flags change (data arrives with activation).
import type { Geometry } from 'geojson';
import { findFeature } from '../datasets/feature-key.js';
import { useDatasetFlags } from '../datasets/flags.store.js';
import { useDatasetServices } from '../datasets/services.store.js';
import type { FeatureLocator } from '../map/position/index.js';

function loadedGeometry(datasetId: string, featureId: string): Geometry | null {
  const service = useDatasetServices.getState().services?.services.get(datasetId);
  const key = service?.dataset.featureKey;
  if (!service || !key) return null;
  return findFeature(key, service.data, featureId)?.geometry ?? null;
}

/** The default feature locator of the position module. */
export function loadedDataLocator(datasetId: string): FeatureLocator {
  return (featureId, signal) =>
    new Promise((resolve) => {
      const check = () => {
        const geometry = loadedGeometry(datasetId, featureId);
        if (geometry) finish(geometry);
      };
      const stops = [useDatasetFlags.subscribe(check), useDatasetServices.subscribe(check)];
      const finish = (geometry: Geometry | null) => {
        for (const stop of stops) stop();
        signal.removeEventListener('abort', aborted);
        resolve(geometry);
      };
      const aborted = () => finish(null);
      signal.addEventListener('abort', aborted);
      if (signal.aborted) finish(null);
      else check();
    });
}
