// Surface facilities: the windmill icon for offshore wind turbines, the platform icon for the
// rest (R14.08), names from zoom 9. Icons are drawn by the web app from their ids.
import {
  markerIconId,
  type DatasetLayerContext,
  type DatasetLayers,
} from '@havkart/datasets-core/client';
import { relativeLuminance, type MapTheme } from '@havkart/theme';

const DATA = 'facilities';
const FONT = 'Noto Sans Regular';

/** Icon colour per look: dark grey by day, a pale one at night. */
export function facilityColour(theme: MapTheme): string {
  return relativeLuminance(theme.water) < 0.1 ? '#c9c3ad' : '#343a40';
}

export function facilityLayers(context: DatasetLayerContext): DatasetLayers {
  const colour = facilityColour(context.theme);
  return {
    sources: { [DATA]: { type: 'geojson', data: context.dataUrl } },
    layers: [
      {
        role: 'facility-icon',
        sourceKey: DATA,
        interactive: true,
        layer: {
          type: 'symbol',
          layout: {
            'icon-image': [
              'match',
              ['get', 'icon'],
              'windmill',
              markerIconId('windmill', colour),
              markerIconId('platform', colour),
            ],
            'icon-allow-overlap': true,
            'text-field': ['coalesce', ['get', 'name'], ''],
            'text-font': [FONT],
            'text-size': 11,
            'text-offset': [0, 1.4],
            'text-anchor': 'top',
            'text-optional': true,
          },
          paint: {
            'text-color': context.theme.label,
            'text-halo-color': context.theme.labelHalo,
            'text-halo-width': 1,
            'text-opacity': ['step', ['zoom'], 0, 9, 1],
          },
        },
      },
    ],
  };
}
