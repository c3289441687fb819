import { dataUrlFollowsTime } from '@havkart/domain';
import type { AreaSource } from './area-download.js';

/** The catalogue fields that decide whether a dataset can be kept offline. */
export interface SourceCandidate {
  readonly datasetId: string;
  readonly baseMap: boolean;
  readonly updateMode: string;
  readonly sources: readonly { readonly dataUrl: string }[];
}

const VECTOR_TILES = /\/\{z\}\/\{x\}\/\{y\}\.pbf$/;
const GEOJSON = /^\/api\/v1\/datasets\/[^/?]+\/geojson$/;

/**
 * What an offline area downloads (spec 02 §7): the base map in use, always, and each other
 * enabled dataset whose data is vector tiles or GeoJSON of our server, neither following the
 * time nor raster nor live. `candidates` are the enabled datasets; the data URL is the last
 * source (spec 02 §6). URLs are made absolute on `origin` by hand: URL() would escape `{z}`.
 */
export function areaSources(candidates: readonly SourceCandidate[], origin: string): AreaSource[] {
  const result: AreaSource[] = [];
  const baseMaps = candidates.filter((dataset) => dataset.baseMap);
  const seenTemplates = new Set<string>();
  for (const dataset of [...baseMaps.slice(0, 1), ...candidates.filter((d) => !d.baseMap)]) {
    const dataUrl = dataset.sources.at(-1)?.dataUrl;
    if (!dataUrl || dataset.updateMode === 'live' || dataUrlFollowsTime(dataUrl)) continue;
    if (!dataUrl.startsWith('/')) continue;
    if (VECTOR_TILES.test(dataUrl)) {
      if (seenTemplates.has(dataUrl)) continue;
      seenTemplates.add(dataUrl);
      result.push({
        datasetId: dataset.datasetId,
        sourceType: 'vectortiles',
        location: `${origin}${dataUrl}`,
      });
    } else if (GEOJSON.test(dataUrl)) {
      result.push({
        datasetId: dataset.datasetId,
        sourceType: 'geojson',
        location: `${origin}${dataUrl}`,
      });
    }
  }
  return result;
}
