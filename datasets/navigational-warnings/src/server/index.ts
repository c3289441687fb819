// Node entry: the server part. The demo warnings (in the feed's own format) by default; the
// Coastal Administration's feed when DATASET_COASTALWARNINGS_URL is set.
import { readFileSync } from 'node:fs';
import { startGeoJsonDataset, type DatasetServerPart } from '@havkart/datasets-core/server';
import { COASTAL_WARNINGS_REFRESH_MS, manifest } from '../manifest.js';
import { readKystverketWarnings, seriesOfUrl, skippedMessage } from './adapter.js';

export * from './adapter.js';
export { parseWkt, WktError } from './wkt.js';

/** The demo feed body shipped with the dataset (clearly marked DEMO in every text). */
export function demoFeed(): string {
  return readFileSync(new URL('../../data/coastal-demo.json', import.meta.url), 'utf8');
}

export const serverPart: DatasetServerPart = {
  datasetId: manifest.id,
  start: (context) => {
    const url = context.settings['URL'] ?? '';
    const read = (body: string, series: ReturnType<typeof seriesOfUrl>) => {
      const result = readKystverketWarnings(body, series);
      const total = result.collection.features.length + result.skipped.length;
      const message = skippedMessage(result, total);
      if (message) context.logger.warn(`Dataset ${manifest.id}: ${message}`, { url });
      return result.collection;
    };
    return startGeoJsonDataset(
      {
        manifest,
        demo: () => read(demoFeed(), 'coastal'),
        adapter: (body) => read(body, seriesOfUrl(url)),
        defaultRefreshMs: COASTAL_WARNINGS_REFRESH_MS,
      },
      context,
    );
  },
};
