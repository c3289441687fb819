// Symbol layers of the aids: icons from zoom 5 and names from zoom 15 (spec 02 §9). The
// icon is picked on the map from typeOfAidsToNavigation, so records need no extra property.
import type { DatasetLayerContext, DatasetLayerDescriptor } from '@havkart/datasets-core/client';
import { ATON_ICON_PREFIX } from './aton-icons.js';
import { ATON_TYPES } from './aton-types.js';

/** Aid icons from zoom 5 (spec 02 §9). */
export const ATON_ICON_ZOOM = 5;
/** Aid labels from zoom 15 (spec 02 §9). */
export const ATON_LABEL_ZOOM = 15;

const FONT = 'Noto Sans Regular';

/** MapLibre expression: the icon image id of an aid by its type code. */
export function atonIconExpression(): unknown[] {
  const byIcon = new Map<string, number[]>();
  for (const type of ATON_TYPES)
    byIcon.set(type.icon, [...(byIcon.get(type.icon) ?? []), type.code]);
  const arms = [...byIcon].flatMap(([icon, codes]) => [codes, `${ATON_ICON_PREFIX}${icon}`]);
  return [
    'match',
    ['to-number', ['coalesce', ['get', 'typeOfAidsToNavigation'], 0]],
    ...arms,
    `${ATON_ICON_PREFIX}unspecified`,
  ];
}

/** The icon and label layers of the aids on `sourceKey`. */
export function atonSymbolLayers(
  context: DatasetLayerContext,
  sourceKey: string,
): DatasetLayerDescriptor[] {
  return [
    {
      role: 'aid-icons',
      sourceKey,
      interactive: true,
      layer: {
        type: 'symbol',
        minzoom: ATON_ICON_ZOOM,
        layout: {
          // The expression is built from the type table; the style spec checks it in tests.
          'icon-image': atonIconExpression() as unknown as string,
          'icon-allow-overlap': true,
          'icon-anchor': 'bottom',
        },
      },
    },
    {
      role: 'aid-labels',
      sourceKey,
      layer: {
        type: 'symbol',
        minzoom: ATON_LABEL_ZOOM,
        layout: {
          'text-field': ['coalesce', ['get', 'name'], ''],
          'text-font': [FONT],
          'text-size': 11,
          'text-offset': [0, 0.6],
          'text-anchor': 'top',
          'text-optional': true,
        },
        paint: {
          'text-color': context.theme.label,
          'text-halo-color': context.theme.labelHalo,
          'text-halo-width': 1.2,
        },
      },
    },
  ];
}
