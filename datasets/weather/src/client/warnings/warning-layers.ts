// Weather warnings on the map: each area filled lightly and outlined in its severity's colour
// (R15.22), only the warnings in force around the selected time (R15.19–R15.20: effective
// at most 90 minutes after it, not expired before it), and, when the user filters by domain,
// only marine or only land warnings. Pure functions of the context, validated with the style
// spec in tests.
import type {
  DatasetLayerContext,
  DatasetLayerDescriptor,
  DatasetLayers,
} from '@havkart/datasets-core/client';
import { SEVERITY_COLOURS, WARNING_WINDOW_MS } from '@havkart/domain';
import type {
  ExpressionSpecification,
  FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';

const DATA = 'warnings';

/** Fill opacity of a warning area: the sea and what lies in it stay readable. */
export const WARNING_AREA_OPACITY = 0.3;

/** Colour of a severity the spec gives none (MetAlerts' `Minor`). */
export const OTHER_SEVERITY_COLOUR = '#8a8f94';

/** The marine/land filters: each one on keeps its domain's warnings; none on keeps all. */
export const DOMAIN_FILTERS = ['marine', 'land'] as const;

/** Severity colour by the warning's `severity`, from the domain rule's table. */
export function severityColourExpression(): ExpressionSpecification {
  return [
    'match',
    ['get', 'severity'],
    'Extreme',
    SEVERITY_COLOURS.Extreme,
    'Severe',
    SEVERITY_COLOURS.Severe,
    'Moderate',
    SEVERITY_COLOURS.Moderate,
    OTHER_SEVERITY_COLOUR,
  ];
}

/**
 * The map filter of the warning window at a selected time (epoch ms): the same rule as the
 * domain's `isWarningShown`, written as an expression on `effectiveMs` and `expiresMs`.
 */
export function warningWindowFilter(selectedMs: number): ExpressionSpecification {
  return [
    'all',
    [
      'any',
      ['!', ['has', 'effectiveMs']],
      ['<=', ['to-number', ['get', 'effectiveMs']], selectedMs + WARNING_WINDOW_MS],
    ],
    ['any', ['!', ['has', 'expiresMs']], ['>=', ['to-number', ['get', 'expiresMs']], selectedMs]],
  ];
}

/** The domains the user's filters keep (their `queryKey`s in the active-filter body). */
export function chosenDomains(
  filters: Readonly<Record<string, unknown>> = {},
): readonly ('marine' | 'land')[] {
  return DOMAIN_FILTERS.filter((domain) => filters[domain] === true);
}

/** The selected time in ms: the slider's, else the moment the layers are built for. */
function selectedMs(context: DatasetLayerContext): number {
  const selected = context.selectedTime ? Date.parse(context.selectedTime) : NaN;
  return Number.isNaN(selected) ? (context.now ?? Date.now()) : selected;
}

export function weatherWarningLayers(context: DatasetLayerContext): DatasetLayers {
  const domains = chosenDomains(context.filters);
  const inWindow = warningWindowFilter(selectedMs(context));
  const filter: FilterSpecification =
    domains.length > 0
      ? ['all', inWindow, ['in', ['get', 'domain'], ['literal', [...domains]]]]
      : inWindow;
  const colour = severityColourExpression();
  const layers: DatasetLayerDescriptor[] = [
    {
      role: 'warning-area',
      sourceKey: DATA,
      interactive: true,
      layer: {
        type: 'fill',
        filter,
        paint: { 'fill-color': colour, 'fill-opacity': WARNING_AREA_OPACITY },
      },
    },
    {
      role: 'warning-outline',
      sourceKey: DATA,
      layer: {
        type: 'line',
        filter,
        layout: { 'line-join': 'round' },
        paint: { 'line-color': colour, 'line-width': 2.5 },
      },
    },
  ];
  return { sources: { [DATA]: { type: 'geojson', data: context.dataUrl } }, layers };
}
