// Aquaculture sites as circles coloured by the option `theme`: disease (PD yellow, ISA
// purple, R25.01, R25.02) or lice (above the limit red, below blue, unreported grey,
// R25.03, R25.04). The colour reads the site's feature state (`disease`, `lice`), which the
// live part sets for the selected week: a week change recolours without new site data.
import type { DatasetLayerContext, DatasetLayers } from '@havkart/datasets-core/client';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { DiseaseTheme, LiceTheme } from '../manifest.js';

export const SITES_SOURCE = 'sites';

export type SiteTheme = 'disease' | 'lice';

export const DISEASE_COLOURS: Readonly<Record<DiseaseTheme, string>> = {
  pd: '#f5c400',
  isa: '#7b2fa8',
  none: '#ffffff',
};

export const LICE_COLOURS: Readonly<Record<LiceTheme, string>> = {
  aboveLimit: '#d62728',
  belowLimit: '#1f6fd1',
  unreported: '#9a9a9a',
};

/**
 * The theme in use: the filter pane's choice (active-filter body), else the dataset's saved
 * option `theme`; disease unless one says lice.
 */
export function siteTheme(
  options: Readonly<Record<string, unknown>>,
  filters?: Readonly<Record<string, unknown>>,
): SiteTheme {
  return (filters?.['theme'] ?? options['theme']) === 'lice' ? 'lice' : 'disease';
}

/** The circle colour of a theme: the site's class for the week, from its feature state. */
export function themeColour(theme: SiteTheme): ExpressionSpecification {
  const colours: Readonly<Record<string, string>> =
    theme === 'lice' ? LICE_COLOURS : DISEASE_COLOURS;
  const fallback = theme === 'lice' ? LICE_COLOURS.unreported : DISEASE_COLOURS.none;
  return [
    'match',
    ['coalesce', ['feature-state', theme], ''],
    ...Object.entries(colours).flat(),
    fallback,
  ] as unknown as ExpressionSpecification;
}

export function aquacultureLayers(context: DatasetLayerContext): DatasetLayers {
  const theme = siteTheme(context.options, context.filters);
  return {
    sources: {
      // The live part fills it once with the sites; the week's classes go in feature state.
      [SITES_SOURCE]: { type: 'geojson', data: context.dataUrl, promoteId: 'loknr' },
    },
    layers: [
      {
        role: 'sites',
        sourceKey: SITES_SOURCE,
        interactive: true,
        layer: {
          type: 'circle',
          paint: {
            'circle-color': themeColour(theme),
            'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 4, 10, 7, 14, 10],
            // The outline in the theme's label colour keeps a white (healthy) site visible on any sea.
            'circle-stroke-color': context.theme.label,
            'circle-stroke-width': 1.2,
          },
        },
      },
    ],
  };
}
