// Turns a dataset's client part into the map composer's descriptor: the composer derives ids
// and stacking; this adds what only the catalogue knows (tile zoom range, fetched data).
import { POLAR_BASEMAP_MAX_ZOOM } from '@havkart/dataset-basemap';
import type { CatalogueDataset } from '@havkart/datasets-core';
import type {
  DatasetClientPart,
  DatasetLayerContext,
  DatasetLayers,
} from '@havkart/datasets-core/client';
import type { MapTheme } from '@havkart/theme';
import type { SourceSpecification } from 'maplibre-gl';
import type { LayerDescriptor, MapDatasetDescriptor } from '../map/composer.js';
import { polarGeoJson, polarTileUrl, polarViewAtStart } from '../map/polar-projection.js';

/** Where a dataset's data is a tile template rather than a document to fetch. */
export function isTileTemplate(url: string): boolean {
  return url.includes('{z}');
}

/**
 * The dataset's sources with the catalogue's tile zoom range on its vector tiles (beyond the
 * last tiles the map over-zooms) and fetched data in place of its GeoJSON data URL. In polar
 * view (R27.24) vector tiles come from the polar tile path and GeoJSON is converted to where
 * the polar map draws it; only datasets that support polar are on the map then (R27.26).
 */
export function placeSources(
  dataset: CatalogueDataset,
  built: DatasetLayers,
  context: DatasetLayerContext,
  data: unknown,
  polar = false,
): Record<string, SourceSpecification> {
  const dataUrls = new Set([context.dataUrl, `${context.origin}${context.dataUrl}`]);
  const sources: Record<string, SourceSpecification> = {};
  for (const [key, source] of Object.entries(built.sources)) {
    // The style spec's and MapLibre's source types are the same JSON; only their names differ.
    let placed = source as SourceSpecification;
    if (placed.type === 'vector' && placed.tiles) {
      placed = {
        ...placed,
        minzoom: dataset.tileMinZoom ?? dataset.minZoom,
        maxzoom: dataset.tileMaxZoom ?? dataset.maxZoom,
      };
      if (polar) {
        placed = {
          ...placed,
          tiles: placed.tiles!.map(polarTileUrl),
          maxzoom: Math.min(placed.maxzoom ?? POLAR_BASEMAP_MAX_ZOOM, POLAR_BASEMAP_MAX_ZOOM),
        };
      }
    }
    if (placed.type === 'geojson' && typeof placed.data === 'string' && dataUrls.has(placed.data)) {
      placed = { ...placed, data: data as typeof placed.data };
    }
    if (polar && placed.type === 'geojson' && typeof placed.data !== 'string') {
      placed = { ...placed, data: polarGeoJson(placed.data) as typeof placed.data };
    }
    sources[key] = placed;
  }
  return sources;
}

/** The composer's descriptor for one active dataset. */
export function datasetDescriptor(
  dataset: CatalogueDataset,
  part: DatasetClientPart<unknown>,
  context: DatasetLayerContext,
  data: unknown,
  polar: boolean = polarViewAtStart,
): MapDatasetDescriptor {
  const built = part.layers(context);
  return {
    datasetId: dataset.datasetId,
    placement: dataset.baseMap ? { kind: 'base' } : { kind: 'dataset', order: dataset.mapZIndex },
    sources: placeSources(dataset, built, context, data, polar),
    layers: (theme: MapTheme): LayerDescriptor[] =>
      part.layers({ ...context, theme }).layers.map(
        ({ role, sourceKey, interactive, layer }) =>
          // Same JSON in both type sets (style spec and MapLibre); background has no source.
          ({
            ...layer,
            role,
            ...(layer.type === 'background' ? {} : { sourceRole: sourceKey }),
            ...(interactive ? { interactive } : {}),
          }) as LayerDescriptor,
      ),
  };
}
