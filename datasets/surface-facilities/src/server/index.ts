// Node entry: demo facilities by default; with DATASET_SURFACEFACILITIES_URL (a FactMaps
// query URL with f=geojson) every page of the layer, read by `resultOffset`.
import {
  arcGisPagedFetch,
  startGeoJsonDataset,
  type DatasetServerPart,
} from '@havkart/datasets-core/server';
import { manifest } from '../manifest.js';
import { readFacilities } from './adapter.js';
import { demoFacilities } from './demo.js';

export { readFacilities } from './adapter.js';
export { demoFacilities } from './demo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const serverPart: DatasetServerPart = {
  datasetId: manifest.id,
  start: (context) =>
    startGeoJsonDataset(
      {
        manifest,
        demo: demoFacilities,
        adapter: (body) => {
          const { collection, skipped } = readFacilities(body);
          if (skipped > 0) context.logger.warn('Facilities left out', { skipped });
          return collection;
        },
        defaultRefreshMs: DAY_MS,
        wrapFetch: arcGisPagedFetch,
      },
      context,
    ),
};
