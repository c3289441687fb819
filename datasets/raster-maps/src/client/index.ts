// The client parts of the raster base maps; aerial tiles carry the token (R14.37).
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { AERIAL_ID, AERIAL_TOKEN_PATH, rasterManifests } from '../manifest.js';
import { rasterLayers } from './layers.js';
import type { legends } from './Legend.js';
import { STRINGS } from './strings.js';

export { rasterLayers } from './layers.js';

export const clientParts: readonly DatasetClientPart<ComponentType<never>>[] = rasterManifests.map(
  (m) => ({
    datasetId: m.id,
    layers: rasterLayers,
    legend: () =>
      import('./Legend.js').then((module) => ({
        default: module.legends[m.id as keyof typeof legends],
      })),
    strings: STRINGS,
    ...(m.id === AERIAL_ID ? { tileToken: AERIAL_TOKEN_PATH } : {}),
  }),
);
