// Node entry: a server part per region dataset, demo data by default, the upstream when
// DATASET_{ID}_URL is set.
import type { DatasetManifest } from '@havkart/datasets-core';
import { startGeoJsonDataset, type DatasetServerPart } from '@havkart/datasets-core/server';
import { regionManifests } from '../manifest.js';
import { readRegions } from './adapters.js';
import { demoRegions } from './demo.js';

export { readRegions, REGION_READERS } from './adapters.js';
export { demoRegions } from './demo.js';

/** Boundaries change seldom: read once a day unless a site says otherwise. */
const DEFAULT_REFRESH_MS = 24 * 60 * 60 * 1000;

function part(manifest: DatasetManifest): DatasetServerPart {
  return {
    datasetId: manifest.id,
    start: (context) =>
      startGeoJsonDataset(
        {
          manifest,
          demo: () => demoRegions(manifest.id),
          adapter: (body) => {
            const { collection, skipped } = readRegions(manifest.id, body);
            if (skipped > 0) {
              context.logger.warn('Features without key or geometry skipped', { skipped });
            }
            return collection;
          },
          defaultRefreshMs: DEFAULT_REFRESH_MS,
        },
        context,
      ),
  };
}

/** In the order of `regionManifests`. */
export const regionServerParts: readonly DatasetServerPart[] = regionManifests.map(part);
