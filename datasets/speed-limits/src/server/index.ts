// Node entry: both server parts, demo data by default, the upstream when
// DATASET_SPEEDLIMITCOMMERCIALVESSELS_URL or DATASET_SPEEDLIMITRECREATIONALVESSELS_URL is set.
import {
  startGeoJsonDataset,
  type DatasetServerContext,
  type DatasetServerPart,
} from '@havkart/datasets-core/server';
import type { FeatureCollection } from 'geojson';
import type { DatasetManifest } from '@havkart/datasets-core';
import { commercialManifest, recreationalManifest } from '../manifest.js';
import { readSpeedLimits } from './adapter.js';
import { demoCommercialSpeedLimits, demoRecreationalSpeedLimits } from './demo.js';

export { readSpeedLimits } from './adapter.js';
export { demoCommercialSpeedLimits, demoRecreationalSpeedLimits } from './demo.js';

/** Regulations change seldom: read once a day unless a site says otherwise. */
const DEFAULT_REFRESH_MS = 24 * 60 * 60 * 1000;

function part(manifest: DatasetManifest, demo: () => FeatureCollection): DatasetServerPart {
  return {
    datasetId: manifest.id,
    start: (context: DatasetServerContext) =>
      startGeoJsonDataset(
        {
          manifest,
          demo,
          adapter: (body) => {
            const { collection, skipped } = readSpeedLimits(body);
            if (skipped > 0) {
              context.logger.warn('Speed-limit areas without id or polygon skipped', { skipped });
            }
            return collection;
          },
          defaultRefreshMs: DEFAULT_REFRESH_MS,
        },
        context,
      ),
  };
}

export const commercialServerPart = part(commercialManifest, demoCommercialSpeedLimits);
export const recreationalServerPart = part(recreationalManifest, demoRecreationalSpeedLimits);
