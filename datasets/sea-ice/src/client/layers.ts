// Ice on the map: each class filled in its WMO colour at 0.7 opacity (R15.28) and outlined;
// `other` (Ice Free and unlisted classes) is outlined only. Pure, validated with the style
// spec in tests.
import type { DatasetLayerContext, DatasetLayers } from '@havkart/datasets-core/client';
import type {
  ExpressionSpecification,
  FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { SEA_ICE_CLASSES, type SeaIceClass } from '../manifest.js';

const DATA = 'ice';

/** Fill opacity of ice areas (spec 02 §9). */
export const SEA_ICE_FILL_OPACITY = 0.7;

/**
 * Colours of the WMO Ice Chart Colour Code Standard (JCOMM Technical Report No. 24,
 * WMO/TD-No. 1215, 2004) for total concentration; `other` takes its Ice Free blue.
 */
export const SEA_ICE_COLOURS: Readonly<Record<SeaIceClass, string>> = {
  'fast-ice': '#969696',
  'very-close-drift-ice': '#ff0000',
  'close-drift-ice': '#ff7d07',
  'open-drift-ice': '#ffff00',
  'very-open-drift-ice': '#8cffa0',
  'open-water': '#96c8ff',
  other: '#0064ff',
};

/** The colour of a feature's class; `other` for a class this build does not know. */
const CLASS_COLOUR: ExpressionSpecification = [
  'match',
  ['get', 'class'],
  ...SEA_ICE_CLASSES.filter((c) => c !== 'other').flatMap((c) => [c, SEA_ICE_COLOURS[c]]),
  SEA_ICE_COLOURS.other,
] as unknown as ExpressionSpecification;

/** Areas that are filled: every class but `other`. */
export const FILLED_FILTER: FilterSpecification = [
  'in',
  ['get', 'class'],
  ['literal', SEA_ICE_CLASSES.filter((c) => c !== 'other')],
];

export function seaIceLayers(context: DatasetLayerContext): DatasetLayers {
  return {
    sources: { [DATA]: { type: 'geojson', data: context.dataUrl } },
    layers: [
      {
        role: 'ice-area',
        sourceKey: DATA,
        interactive: true,
        layer: {
          type: 'fill',
          filter: FILLED_FILTER,
          paint: { 'fill-color': CLASS_COLOUR, 'fill-opacity': SEA_ICE_FILL_OPACITY },
        },
      },
      {
        role: 'ice-outline',
        sourceKey: DATA,
        // Ice Free areas have no fill: their outline is what a click finds.
        interactive: true,
        layer: {
          type: 'line',
          paint: { 'line-color': CLASS_COLOUR, 'line-width': 1.5 },
        },
      },
    ],
  };
}
