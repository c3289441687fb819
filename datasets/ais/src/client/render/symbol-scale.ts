// How large vessels are drawn at each zoom, one rule for both renderers (the custom layer's
// uniforms and the symbol layer's expressions come from the same numbers). From zoom 10 the
// icons have the spec's sizes (21×21 points to 46×46 platform, spec 02 §3); below it they
// shrink, so a national view of a thousand vessels does not cover the coast and the sea
// names; below zoom 8 a vessel is a direction mark (icons/marks.ts) instead of its icon.
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { KINDS_WITHOUT_MARK, MARK_NOMINAL_PX, MARK_PX, iconSize } from '../icons/index.js';

/** Icons have the spec's sizes from this zoom. */
export const FULL_SIZE_ZOOM = 10;
/** Icons and marks have their smallest scale at and below this zoom. */
export const SMALLEST_SCALE_ZOOM = 7;
/** The smallest scale: icons of 12–26 px, marks of {@link MARK_PX}. */
export const SMALLEST_SCALE = MARK_PX / MARK_NOMINAL_PX;
/** Below this zoom vessels are drawn as marks. */
export const MARK_BELOW_ZOOM = 8;

/** Icon scale at a zoom: 1 from {@link FULL_SIZE_ZOOM}, linear down to the smallest. */
export function vesselScale(zoom: number): number {
  if (zoom >= FULL_SIZE_ZOOM) return 1;
  if (zoom <= SMALLEST_SCALE_ZOOM) return SMALLEST_SCALE;
  const t = (zoom - SMALLEST_SCALE_ZOOM) / (FULL_SIZE_ZOOM - SMALLEST_SCALE_ZOOM);
  return SMALLEST_SCALE + t * (1 - SMALLEST_SCALE);
}

/** Whether vessels are drawn as marks at a zoom. */
export function drawsMarks(zoom: number): boolean {
  return zoom < MARK_BELOW_ZOOM;
}

/** The side in CSS pixels a kind's icon or mark is drawn at, at a zoom (for picking). */
export function drawnSize(kind: string, zoom: number): number {
  if (KINDS_WITHOUT_MARK.has(kind)) return iconSize(kind);
  return (drawsMarks(zoom) ? MARK_NOMINAL_PX : iconSize(kind)) * vesselScale(zoom);
}

/**
 * The symbol layer's `icon-image`: the mark below {@link MARK_BELOW_ZOOM}, else the icon
 * (features carry both ids, features.ts).
 */
export const VESSEL_ICON_IMAGE: ExpressionSpecification = [
  'step',
  ['zoom'],
  ['get', 'mark'],
  MARK_BELOW_ZOOM,
  ['get', 'icon'],
];

/**
 * The symbol layer's `icon-size`: {@link vesselScale} as an expression. A vessel whose mark
 * is its icon (an AIS-SART) keeps its full size at every zoom.
 */
export const VESSEL_ICON_SIZE: ExpressionSpecification = [
  'interpolate',
  ['linear'],
  ['zoom'],
  SMALLEST_SCALE_ZOOM,
  ['case', ['==', ['get', 'mark'], ['get', 'icon']], 1, SMALLEST_SCALE],
  FULL_SIZE_ZOOM,
  1,
];
