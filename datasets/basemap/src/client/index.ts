// The base maps' client part: layers for the map composer, no views. Pure functions of the
// theme and the catalogue, so the server never loads it and tests validate its output.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import { manifest, simpleManifest } from '../manifest.js';
import { basemapLayers } from './layers.js';

export { basemapLayers, glyphsUrl, LABEL_FONT, type BasemapLook } from './layers.js';
export { SEA_NAMES } from './sea-names.js';

/**
 * Both base maps: "standard" with the detailed shoreline and every sea name, "simple" flat,
 * lighter land and water with the open seas' names only.
 */
export const clientParts: readonly DatasetClientPart<never>[] = [
  { datasetId: manifest.id, layers: basemapLayers({ coastline: true, plain: false }) },
  { datasetId: simpleManifest.id, layers: basemapLayers({ coastline: false, plain: true }) },
];
