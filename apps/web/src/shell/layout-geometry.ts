import type { ViewportClass } from '@havkart/domain';
import type { MenuSide } from './appearance.store.js';
import { effectiveWidth, type SidePanelState } from './panels.store.js';

/** Height of the details pane's header when it is collapsed to a strip on a phone, px. */
export const COLLAPSED_STRIP_PX = 56;

export interface LayoutGeometry {
  /** Panel widths, % of the viewport; 0 when the panel is not on screen. */
  menuPercent: number;
  detailsPercent: number;
  /** What the side panels take from the map area, % of the viewport. */
  mapLeftPercent: number;
  mapRightPercent: number;
  /** What a collapsed details strip takes from the map's foot, px. */
  mapBottomPx: number;
}

/**
 * Where the panels and the map go. Beside the map on wider screens, so controls in the map's
 * corners stay visible; on a phone the panels are full width and cover the map instead.
 */
export function layoutGeometry(
  viewport: ViewportClass,
  menuSide: MenuSide,
  menu: SidePanelState,
  details: SidePanelState,
): LayoutGeometry {
  const menuOnScreen = menu.shown && menu.open;
  const detailsOnScreen = details.shown && details.open;
  const menuPercent = menuOnScreen ? effectiveWidth('menu', viewport, menu.widthPercent) : 0;
  const detailsPercent = detailsOnScreen
    ? effectiveWidth('details', viewport, details.widthPercent)
    : 0;
  if (viewport === 'mobile') {
    return {
      menuPercent,
      detailsPercent,
      mapLeftPercent: 0,
      mapRightPercent: 0,
      mapBottomPx: detailsOnScreen && !details.expanded ? COLLAPSED_STRIP_PX : 0,
    };
  }
  // A collapsed details pane is only its header, floating over the map's top.
  const detailsBeside = detailsOnScreen && details.expanded ? detailsPercent : 0;
  const [left, right] =
    menuSide === 'left' ? [menuPercent, detailsBeside] : [detailsBeside, menuPercent];
  return {
    menuPercent,
    detailsPercent,
    mapLeftPercent: left,
    mapRightPercent: right,
    mapBottomPx: 0,
  };
}
