// Direction marks: how vessels are drawn below the zoom where their icons start
// (render/symbol-scale.ts). At the national view a thousand icons of 21–46 px would lie in one
// band along the coast over the sea names; a mark of a few pixels in the kind's colour still
// shows where traffic is and where it heads. Kinds that do not turn (platforms, points) are
// dots; an AIS-SART keeps its own icon at every zoom, since an emergency must not shrink.
import { OLD_ICON_OPACITY, iconRotates } from './drawings.js';
import { OLD_ICON_SUFFIX, vesselIconImageId } from './icon-choice.js';
import type { IconPalette } from './palette.js';

/** A mark's side in CSS pixels at the smallest scale (zoom 7 and below), as rasterised. */
export const MARK_PX = 10;

/**
 * The CSS size a mark image is registered with. Scaled like an icon (render/symbol-scale.ts,
 * whose smallest scale is MARK_PX / MARK_NOMINAL_PX), it is drawn at its rasterised size where
 * most marks are seen, so it stays crisp.
 */
export const MARK_NOMINAL_PX = 18;

/** Prefix of the mark image ids (the icons' prefix is `ais-vessel-`). */
export const VESSEL_MARK_PREFIX = 'ais-mark-';

/** Kinds drawn with their full icon instead of a mark. */
export const KINDS_WITHOUT_MARK: ReadonlySet<string> = new Set(['sart']);

/** Image id of a kind's mark, fresh or old; the icon's own id for kinds without a mark. */
export function vesselMarkImageId(kind: string, old: boolean): string {
  if (KINDS_WITHOUT_MARK.has(kind)) return vesselIconImageId(kind, old);
  return `${VESSEL_MARK_PREFIX}${kind}${old ? OLD_ICON_SUFFIX : ''}`;
}

/** A dart pointing up (the bow), in a 10-unit box; the map turns it by heading. */
const DART = 'M5 0.8L8.9 9.2L5 7.3L1.1 9.2Z';

/** The standalone SVG document of one mark, `pixels` device pixels square. */
export function markSvg(kind: string, palette: IconPalette, old: boolean, pixels: number): string {
  const fill = palette.fill[kind] ?? palette.fill['other']!;
  const body = iconRotates(kind)
    ? `<path d="${DART}" fill="${fill}" stroke="${palette.outline}" stroke-width="0.9" stroke-linejoin="round"/>`
    : `<circle cx="5" cy="5" r="3.3" fill="${fill}" stroke="${palette.outline}" stroke-width="0.9"/>`;
  const content = old ? `<g opacity="${OLD_ICON_OPACITY}">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 10 10">${content}</svg>`;
}
