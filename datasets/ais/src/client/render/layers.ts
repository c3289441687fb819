// Map layers of the vessels and the aids to navigation. Sources start empty: the live data
// path (../live) fills them by feature id (`promoteId: mmsi`), so the composer never fetches
// a data URL itself. Zoom rules of spec 02 §9 are the layers' zoom ranges.
import type {
  DatasetLayerContext,
  DatasetLayerDescriptor,
  DatasetLayers,
} from '@havkart/datasets-core/client';
import type { GeoJSONSourceSpecification } from '@maplibre/maplibre-gl-style-spec';
import { relativeLuminance, type MapTheme } from '@havkart/theme';
import { atonSymbolLayers } from '../aton/aton-layers.js';
import { VESSEL_ICON_IMAGE, VESSEL_ICON_SIZE } from './symbol-scale.js';

/** Source keys within the datasets (the composer prefixes the dataset id). */
export const VESSEL_SOURCE = 'vessels';
export const VECTOR_SOURCE = 'vectors';
export const HULL_SOURCE = 'hulls';
export const CIRCLE_SOURCE = 'circles';
export const ATON_SOURCE = 'aids';

/** Layer roles the live data path adjusts (label zoom, setting visibility). */
export const VESSEL_ROLES = {
  hullFill: 'hull-fill',
  hullLine: 'hull-line',
  vectors: 'vectors',
  circles: 'distance-circles',
  positions: 'positions',
  labels: 'labels',
} as const;

/** Vessel labels from this zoom (spec 02 §9) … */
export const VESSEL_LABEL_MIN_ZOOM = 14.25;
/** … or from this one with 'always show vessel labels' on. */
export const VESSEL_LABEL_MIN_ZOOM_ALWAYS = 1;
/** Bearing vectors from zoom 7 (spec 02 §9). */
export const BEARING_VECTOR_MIN_ZOOM = 7;
/** Hull outlines from where a hull is a few pixels long. */
export const HULL_MIN_ZOOM = 12;

/** The label threshold for the 'always show vessel labels' setting. */
export function vesselLabelMinZoom(alwaysShowLabels: boolean): number {
  return alwaysShowLabels ? VESSEL_LABEL_MIN_ZOOM_ALWAYS : VESSEL_LABEL_MIN_ZOOM;
}

const FONT = 'Noto Sans Regular';

/** Colours of the vessel lines (vectors, hull outlines) and hulls on a theme's water. */
export function vesselPalette(theme: Pick<MapTheme, 'water'>): { line: string; hull: string } {
  const night = relativeLuminance(theme.water) < 0.1;
  return night ? { line: '#8fb3c9', hull: '#3d5566' } : { line: '#1d3f5e', hull: '#7f9bb3' };
}

function palette(context: DatasetLayerContext) {
  return vesselPalette(context.theme);
}

/** A GeoJSON source keyed by `mmsi`, so updates go by feature id. */
function liveSource(): GeoJSONSourceSpecification {
  return { type: 'geojson', data: { type: 'FeatureCollection', features: [] }, promoteId: 'mmsi' };
}

export function vesselLayers(context: DatasetLayerContext): DatasetLayers {
  const colours = palette(context);
  const { theme } = context;
  const layers: DatasetLayerDescriptor[] = [
    {
      role: VESSEL_ROLES.hullFill,
      sourceKey: HULL_SOURCE,
      layer: {
        type: 'fill',
        minzoom: HULL_MIN_ZOOM,
        paint: {
          'fill-color': colours.hull,
          'fill-opacity': ['case', ['boolean', ['get', 'old'], false], 0.15, 0.35],
        },
      },
    },
    {
      role: VESSEL_ROLES.hullLine,
      sourceKey: HULL_SOURCE,
      layer: {
        type: 'line',
        minzoom: HULL_MIN_ZOOM,
        paint: { 'line-color': colours.line, 'line-width': 1 },
      },
    },
    {
      role: VESSEL_ROLES.circles,
      sourceKey: CIRCLE_SOURCE,
      layer: {
        type: 'line',
        paint: { 'line-color': colours.line, 'line-width': 1, 'line-dasharray': [4, 3] },
      },
    },
    {
      role: VESSEL_ROLES.vectors,
      sourceKey: VECTOR_SOURCE,
      layer: {
        type: 'line',
        minzoom: BEARING_VECTOR_MIN_ZOOM,
        layout: { 'line-cap': 'round' },
        paint: { 'line-color': colours.line, 'line-width': 1.5 },
      },
    },
    {
      role: VESSEL_ROLES.positions,
      sourceKey: VESSEL_SOURCE,
      interactive: true,
      layer: {
        type: 'symbol',
        layout: {
          // Marks below zoom 8, icons growing to the spec's sizes at zoom 10 (symbol-scale.ts).
          'icon-image': VESSEL_ICON_IMAGE,
          'icon-size': VESSEL_ICON_SIZE,
          'icon-rotate': ['get', 'rotation'],
          'icon-rotation-alignment': 'map',
          // Every vessel is drawn: hiding one under another would hide traffic.
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
          // Fresh positions over old ones.
          'symbol-sort-key': ['case', ['boolean', ['get', 'old'], false], 0, 1],
        },
      },
    },
    {
      role: VESSEL_ROLES.labels,
      sourceKey: VESSEL_SOURCE,
      layer: {
        type: 'symbol',
        minzoom: VESSEL_LABEL_MIN_ZOOM,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [FONT],
          'text-size': 12,
          'text-offset': [0, 1.4],
          'text-anchor': 'top',
          'text-optional': true,
        },
        paint: {
          'text-color': theme.label,
          'text-halo-color': theme.labelHalo,
          'text-halo-width': 1.2,
        },
      },
    },
  ];
  return {
    sources: {
      [HULL_SOURCE]: liveSource(),
      [CIRCLE_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
      [VECTOR_SOURCE]: liveSource(),
      [VESSEL_SOURCE]: liveSource(),
    },
    layers,
  };
}

/** The aids: icons by type from zoom 5, names from zoom 15 (aton/aton-layers.ts). */
export function atonLayers(context: DatasetLayerContext): DatasetLayers {
  return {
    sources: { [ATON_SOURCE]: liveSource() },
    layers: atonSymbolLayers(context, ATON_SOURCE),
  };
}
