// Base stations on the map: a ringed dot per station, larger the more position reports it
// delivered, so a silent receiver stands out. Pure function of the theme.
import type { DatasetLayerContext, DatasetLayers } from '@havkart/datasets-core/client';
import { relativeLuminance, type MapTheme } from '@havkart/theme';

const DATA = 'basestations';

/** The station colour per look: a radio violet by day, a dimmer one at night. */
export function baseStationColour(theme: MapTheme): string {
  return relativeLuminance(theme.water) < 0.1 ? '#8a7ab0' : '#5f3dc4';
}

export function baseStationLayers(context: DatasetLayerContext): DatasetLayers {
  const colour = baseStationColour(context.theme);
  return {
    sources: { [DATA]: { type: 'geojson', data: context.dataUrl } },
    layers: [
      {
        role: 'station',
        sourceKey: DATA,
        interactive: true,
        layer: {
          type: 'circle',
          paint: {
            // 4 px for a silent station up to 10 px from 100,000 position reports.
            'circle-radius': [
              'interpolate',
              ['linear'],
              ['ln', ['+', 1, ['to-number', ['get', 'aisPositionMessageStatistics'], 0]]],
              0,
              4,
              11.5,
              10,
            ],
            'circle-color': colour,
            'circle-opacity': 0.8,
            'circle-stroke-color': context.theme.labelHalo,
            'circle-stroke-width': 1.5,
          },
        },
      },
    ],
  };
}
