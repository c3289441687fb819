import { readFileSync } from 'node:fs';
import { startGeoJsonDataset, type DatasetServerPart } from '@havkart/datasets-core/server';
import { seaNamesManifest, svalbardNamesManifest } from '../manifest.js';
import { seaNamesFromStedsnavn } from './sea-names.js';
import { svalbardNames } from './svalbard-names.js';

export { seaNamesFromStedsnavn, seaNameType } from './sea-names.js';
export { svalbardNames } from './svalbard-names.js';
export { DEMO_GEONAMES_PATH, loadGeoNamesIndex, type GeoNamesIndex } from './geonames-index.js';
export { placeLabels, type PlaceLabelProperties } from './place-labels.js';
export { placeLabelsServerPart } from './place-labels-part.js';

function demoFile(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8'));
}

const DAY_MS = 86_400_000;

/** Sea names: the demo file by default, `DATASET_SEANAMES_URL` (a `/navn` query) when set. */
export const seaNamesServerPart: DatasetServerPart = {
  datasetId: seaNamesManifest.id,
  start: (context) =>
    startGeoJsonDataset(
      {
        manifest: seaNamesManifest,
        demo: () => seaNamesFromStedsnavn(demoFile('sea-names-demo.json')),
        adapter: (body) => seaNamesFromStedsnavn(JSON.parse(body)),
        defaultRefreshMs: DAY_MS,
      },
      context,
    ),
};

/** Svalbard and Jan Mayen names: the demo file by default, `DATASET_SVALBARDNAMES_URL` when set. */
export const svalbardNamesServerPart: DatasetServerPart = {
  datasetId: svalbardNamesManifest.id,
  start: (context) =>
    startGeoJsonDataset(
      {
        manifest: svalbardNamesManifest,
        demo: () => svalbardNames(demoFile('svalbard-names-demo.json')),
        adapter: (body) => svalbardNames(JSON.parse(body)),
        defaultRefreshMs: DAY_MS,
      },
      context,
    ),
};
