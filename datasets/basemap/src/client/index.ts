// The base maps' client part: layers for the map composer, no views. Pure functions of the
// theme and the catalogue, so the server never loads it and tests validate its output.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import { manifest, simpleManifest } from '../manifest.js';
import { basemapLayers, type BasemapLook } from './layers.js';

export {
  basemapColours,
  basemapLayers,
  glyphsUrl,
  LABEL_FONT,
  type BasemapLook,
} from './layers.js';
export { SEA_NAMES } from './sea-names.js';

/** What each base map draws, by dataset id; the map legend reads it to show the same. */
export const BASEMAP_LOOKS: Readonly<Record<string, BasemapLook>> = {
  [manifest.id]: { coastline: true, plain: false },
  [simpleManifest.id]: { coastline: false, plain: true },
};

/**
 * Both base maps: "standard" with the detailed shoreline and every sea name, "simple" flat,
 * lighter land and water with the open seas' names only.
 */
export const clientParts: readonly DatasetClientPart<never>[] = [
  { datasetId: manifest.id, layers: basemapLayers(BASEMAP_LOOKS[manifest.id]!) },
  { datasetId: simpleManifest.id, layers: basemapLayers(BASEMAP_LOOKS[simpleManifest.id]!) },
];
