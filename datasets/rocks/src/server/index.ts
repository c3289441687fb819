// Node entry: the server part, demo data by default, the upstream when DATASET_ROCKS_URL is
// set.
import { startGeoJsonDataset, type DatasetServerPart } from '@havkart/datasets-core/server';
import { manifest } from '../manifest.js';
import { readRocks } from './adapter.js';
import { demoRocks } from './demo.js';

export { readRocks } from './adapter.js';
export { demoRocks } from './demo.js';

/** Rocks change seldom: the upstream is read once a day unless a site says otherwise. */
const DEFAULT_REFRESH_MS = 24 * 60 * 60 * 1000;

export const serverPart: DatasetServerPart = {
  datasetId: manifest.id,
  start: (context) =>
    startGeoJsonDataset(
      {
        manifest,
        demo: demoRocks,
        adapter: (body) => {
          const { collection, skipped } = readRocks(body);
          if (skipped > 0) context.logger.warn('Rocks without id or point skipped', { skipped });
          return collection;
        },
        defaultRefreshMs: DEFAULT_REFRESH_MS,
      },
      context,
    ),
};
