// Node entry: the server part, demo data by default, the upstream when
// DATASET_NAVIGATIONINSTALLATIONS_URL is set.
import { startGeoJsonDataset, type DatasetServerPart } from '@havkart/datasets-core/server';
import { manifest } from '../manifest.js';
import { readInstallations } from './adapter.js';
import { demoInstallations } from './demo.js';
import { installationTileFeatures } from './installations.js';

export { readInstallations } from './adapter.js';
export { demoInstallations } from './demo.js';
export * from './installations.js';

/** Installations change seldom: the upstream is read once a day unless a site says otherwise. */
const DEFAULT_REFRESH_MS = 24 * 60 * 60 * 1000;

export const serverPart: DatasetServerPart = {
  datasetId: manifest.id,
  start: (context) =>
    startGeoJsonDataset(
      {
        manifest,
        demo: () => installationTileFeatures(demoInstallations()),
        adapter: (body) => readInstallations(body),
        defaultRefreshMs: DEFAULT_REFRESH_MS,
      },
      context,
    ),
};
