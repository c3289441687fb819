// Layers of the weather stations: a round symbol coloured by the station's class (buoy,
// plain wind, or a wind class), an arrow pointing where the wind goes, and names from zoom 9.
// Pure functions of the context, so tests validate them with the style spec.
import {
  ARROW_ICON_ID,
  type DatasetLayerContext,
  type DatasetLayerDescriptor,
  type DatasetLayers,
} from '@havkart/datasets-core/client';
import {
  isFutureTime,
  WEATHER_NAME_MIN_ZOOM,
  WIND_CLASSES,
  type StationSymbol,
} from '@havkart/domain';
import type {
  ExpressionSpecification,
  FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';

const DATA = 'stations';
const FONT = 'Noto Sans Regular';

/** Calm blue through green and yellow to storm red and hurricane purple. */
const WIND_CLASS_COLOURS = [
  '#9ecae1',
  '#6baed6',
  '#41b6c4',
  '#2ca25f',
  '#78c679',
  '#c2e699',
  '#fed976',
  '#feb24c',
  '#fd8d3c',
  '#f03b20',
  '#bd0026',
  '#800026',
  '#54278f',
] as const;

/** The colour of each symbol; buoys yellow with a dark ring, plain wind grey. */
export const SYMBOL_COLOURS: Readonly<Record<StationSymbol, string>> = {
  buoy: '#f2b705',
  wind: '#8a8f94',
  ...Object.fromEntries(WIND_CLASSES.map((c, i) => [c, WIND_CLASS_COLOURS[i]!])),
} as Record<StationSymbol, string>;

function colourBySymbol(): ExpressionSpecification {
  const pairs = Object.entries(SYMBOL_COLOURS).flat();
  // Built from the table, so the tuple type of `match` cannot be checked here.
  return [
    'match',
    ['get', 'symbol'],
    ...pairs,
    SYMBOL_COLOURS.wind,
  ] as unknown as ExpressionSpecification;
}

export function weatherStationLayers(context: DatasetLayerContext): DatasetLayers {
  const { theme } = context;
  const layers: DatasetLayerDescriptor[] = [
    {
      role: 'symbols',
      sourceKey: DATA,
      interactive: true,
      layer: {
        type: 'circle',
        paint: {
          'circle-radius': ['case', ['==', ['get', 'symbol'], 'buoy'], 6, 8],
          'circle-color': colourBySymbol(),
          'circle-stroke-color': theme.label,
          'circle-stroke-width': ['case', ['==', ['get', 'symbol'], 'buoy'], 3, 1.5],
        },
      },
    },
    {
      role: 'wind-arrows',
      sourceKey: DATA,
      interactive: true,
      layer: {
        type: 'symbol',
        filter: ['!=', ['get', 'arrowRotation'], null],
        layout: {
          // An arrow image, not text: the map's one font has no arrow glyph, and a distance
          // field stays a clean arrow at every size.
          'icon-image': ARROW_ICON_ID,
          'icon-size': ['interpolate', ['linear'], ['zoom'], 4, 0.7, 10, 1],
          // Rotated with the map, so the arrow keeps pointing at a compass bearing (R15.12).
          'icon-rotate': ['get', 'arrowRotation'],
          'icon-rotation-alignment': 'map',
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
        },
        paint: {
          'icon-color': theme.label,
          'icon-halo-color': theme.labelHalo,
          'icon-halo-width': 1.5,
        },
      },
    },
    {
      role: 'names',
      sourceKey: DATA,
      layer: {
        type: 'symbol',
        minzoom: WEATHER_NAME_MIN_ZOOM,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [FONT],
          'text-size': 12,
          'text-offset': [0, 1.4],
          'text-anchor': 'top',
        },
        paint: {
          'text-color': theme.label,
          'text-halo-color': theme.labelHalo,
          'text-halo-width': 1.5,
        },
      },
    },
  ];
  // Observations are hidden when the selected time lies ahead (spec 02 §4): the data asked
  // for that time holds the forecast's values at the stations, and until it has arrived the
  // observations still in the source are not drawn as if they were the future's.
  const ahead = isFutureTime(context.selectedTime ?? null, context.now ?? Date.now());
  return {
    sources: { [DATA]: { type: 'geojson', data: context.dataUrl } },
    layers: ahead ? layers.map(forecastOnly) : layers,
  };
}

const IS_FORECAST: ExpressionSpecification = ['==', ['get', 'forecast'], true];

function forecastOnly(descriptor: DatasetLayerDescriptor): DatasetLayerDescriptor {
  const { layer } = descriptor;
  if (layer.type !== 'circle' && layer.type !== 'symbol') return descriptor;
  // The layers' own filters are expressions (this file writes them), so `all` may join them.
  const own = layer.filter as ExpressionSpecification | undefined;
  const filter: FilterSpecification = own ? ['all', own, IS_FORECAST] : IS_FORECAST;
  return { ...descriptor, layer: { ...layer, filter } };
}
