// Map layers of the vessels and the aids to navigation. Sources start empty: the live data
// path (../live) fills them by feature id, so the composer never fetches a data URL itself.
import type {
  DatasetLayerContext,
  DatasetLayerDescriptor,
  DatasetLayers,
} from '@havkart/datasets-core/client';
import { relativeLuminance } from '@havkart/theme';

/** Source keys within the datasets (the composer prefixes the dataset id). */
export const VESSEL_SOURCE = 'vessels';
export const ATON_SOURCE = 'aids';

/** Aid icons from zoom 5 (spec 02 §9). */
export const ATON_ICON_MIN_ZOOM = 5;

const EMPTY = { type: 'FeatureCollection', features: [] } as const;

function night(context: DatasetLayerContext): boolean {
  return relativeLuminance(context.theme.water) < 0.1;
}

/** A GeoJSON source whose features carry `mmsi` as their id, so updates go by id. */
function liveSource() {
  return { type: 'geojson', data: EMPTY, promoteId: 'mmsi' } as const;
}

export function vesselLayers(context: DatasetLayerContext): DatasetLayers {
  const isNight = night(context);
  const layers: DatasetLayerDescriptor[] = [
    {
      // Temporary marker until the vessel icons are registered with the map.
      role: 'positions',
      sourceKey: VESSEL_SOURCE,
      interactive: true,
      layer: {
        type: 'circle',
        paint: {
          'circle-radius': 5,
          'circle-color': isNight ? '#6aa6c8' : '#1d5f8a',
          'circle-stroke-color': isNight ? '#0b1620' : '#ffffff',
          'circle-stroke-width': 1,
          'circle-opacity': ['case', ['boolean', ['get', 'old'], false], 0.4, 1],
        },
      },
    },
  ];
  return { sources: { [VESSEL_SOURCE]: liveSource() }, layers };
}

export function atonLayers(context: DatasetLayerContext): DatasetLayers {
  const isNight = night(context);
  const layers: DatasetLayerDescriptor[] = [
    {
      role: 'aids',
      sourceKey: ATON_SOURCE,
      interactive: true,
      layer: {
        type: 'circle',
        minzoom: ATON_ICON_MIN_ZOOM,
        paint: {
          'circle-radius': 4,
          'circle-color': isNight ? '#b59a2a' : '#e0a800',
          'circle-stroke-color': isNight ? '#0b1620' : '#1b1b1b',
          'circle-stroke-width': 1,
        },
      },
    },
  ];
  return { sources: { [ATON_SOURCE]: liveSource() }, layers };
}
