// Node entry: the server part, demo data by default, the upstream when DATASET_FAIRWAYS_URL
// is set.
import { startGeoJsonDataset, type DatasetServerPart } from '@havkart/datasets-core/server';
import { manifest } from '../manifest.js';
import { readFairways } from './adapter.js';
import { demoFairways } from './demo.js';
import { fairwayFeatures } from './fairways.js';

export { readFairways } from './adapter.js';
export { demoFairways } from './demo.js';
export * from './fairways.js';

/** Fairways change seldom: the upstream is read once a day unless a site says otherwise. */
const DEFAULT_REFRESH_MS = 24 * 60 * 60 * 1000;

export const serverPart: DatasetServerPart = {
  datasetId: manifest.id,
  start: (context) =>
    startGeoJsonDataset(
      {
        manifest,
        demo: () => fairwayFeatures(demoFairways()),
        adapter: (body) => readFairways(body),
        defaultRefreshMs: DEFAULT_REFRESH_MS,
      },
      context,
    ),
};
