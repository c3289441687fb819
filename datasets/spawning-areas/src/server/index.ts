// Node entry: spawning grounds, demo areas by default, Fiskeridirektoratet's ArcGIS layer
// when DATASET_SPAWNINGAREAS_URL is set (every page read by `arcGisPagedFetch`).
import {
  arcGisPagedFetch,
  startGeoJsonDataset,
  type DatasetServerPart,
} from '@havkart/datasets-core/server';
import { manifest } from '../manifest.js';
import { fieldsFrom, readSpawningAreas } from './adapter.js';
import { demoSpawningAreasBody } from './demo.js';

export * from './adapter.js';
export { demoSpawningAreasBody } from './demo.js';

/** The grounds are revised a few times a year: read once a day. */
const DEFAULT_REFRESH_MS = 24 * 3600 * 1000;

export const serverPart: DatasetServerPart = {
  datasetId: manifest.id,
  start: (context) => {
    const fields = fieldsFrom(context.settings);
    const read = (body: string) => {
      const { collection, skipped } = readSpawningAreas(body, fields);
      if (skipped > 0) {
        context.logger.warn(
          `Dataset ${manifest.id}: skipped ${skipped} records that did not parse`,
        );
      }
      return collection;
    };
    return startGeoJsonDataset(
      {
        manifest,
        demo: () => read(demoSpawningAreasBody()),
        adapter: read,
        defaultRefreshMs: DEFAULT_REFRESH_MS,
        wrapFetch: arcGisPagedFetch,
      },
      context,
    );
  },
};
