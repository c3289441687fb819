// A raster base map: one raster source of 256-pixel tiles from our own server (R14.35), drawn
// under every dataset. At night the picture is dimmed, as the vector base maps darken.
import type { DatasetLayerContext, DatasetLayers } from '@havkart/datasets-core/client';
import { relativeLuminance } from '@havkart/theme';
import { RASTER_MAX_ZOOM, RASTER_TILE_SIZE } from '../manifest.js';

const DATA = 'raster';

export function rasterLayers(context: DatasetLayerContext): DatasetLayers {
  const url = /^https?:\/\//.test(context.dataUrl)
    ? context.dataUrl
    : `${context.origin}${context.dataUrl}`;
  const night = relativeLuminance(context.theme.water) < 0.1;
  return {
    sources: {
      [DATA]: {
        type: 'raster',
        tiles: [url],
        tileSize: RASTER_TILE_SIZE,
        maxzoom: RASTER_MAX_ZOOM,
      },
    },
    layers: [
      {
        role: 'raster',
        sourceKey: DATA,
        layer: {
          type: 'raster',
          paint: night ? { 'raster-brightness-max': 0.35, 'raster-saturation': -0.4 } : {},
        },
      },
    ],
  };
}
