import { VIEWPORT_CLASSES, type ViewportClass } from './viewport.js';

/** The panels whose width depends on the viewport class. */
export type SizedPanel = 'menu' | 'details' | 'legend';

/** A panel's width as a percentage of the viewport width. */
export interface PanelWidth {
  /** Width the panel opens at, % of the viewport width. */
  readonly default: number;
  /** Width resizing stops at, % of the viewport width. */
  readonly max: number;
}

type PerClass = readonly [number, number, number, number, number, number, number];

// Spec 01 §9, in the order of VIEWPORT_CLASSES: mobile, mobile landscape, tablet, desktop,
// FHD, QHD, UHD.
const MENU_DEFAULT: PerClass = [100, 30, 30, 25, 20, 13, 11];
const MENU_MAX: PerClass = [100, 50, 50, 35, 30, 25, 20];
const DETAILS_DEFAULT: PerClass = [100, 35, 35, 30, 25, 16, 14];
const DETAILS_MAX: PerClass = [100, 50, 50, 45, 40, 35, 30];
// The spec gives the legend one width per class and no maximum: it does not resize, so its
// maximum is its width.
const LEGEND: PerClass = [100, 100, 15, 15, 11, 10, 9];

/**
 * Smallest width a resized side panel keeps, CSS pixels: below this a details view's text
 * no longer fits a line. Together with {@link PANEL_MIN_PERCENT} (the larger one wins).
 */
export const PANEL_MIN_PX = 280;

/** Smallest width a resized side panel keeps, % of the viewport width. */
export const PANEL_MIN_PERCENT = 15;

function at(table: PerClass, viewport: ViewportClass): number {
  return table[VIEWPORT_CLASSES.indexOf(viewport)] as number;
}

/** Default and maximum width of a panel for a viewport class (spec 01 §9). */
export function panelWidth(panel: SizedPanel, viewport: ViewportClass): PanelWidth {
  switch (panel) {
    case 'menu':
      return { default: at(MENU_DEFAULT, viewport), max: at(MENU_MAX, viewport) };
    case 'details':
      return { default: at(DETAILS_DEFAULT, viewport), max: at(DETAILS_MAX, viewport) };
    case 'legend': {
      const width = at(LEGEND, viewport);
      return { default: width, max: width };
    }
  }
}

/**
 * The narrowest a side panel may be resized to, % of the viewport width: the larger of 15 %
 * and 280 px, never above the panel's maximum. On mobile panels are always full width.
 */
export function panelMinWidth(
  panel: SizedPanel,
  viewport: ViewportClass,
  viewportWidthPx: number,
): number {
  const { max } = panelWidth(panel, viewport);
  if (viewport === 'mobile') return max;
  const pixels = viewportWidthPx > 0 ? (PANEL_MIN_PX / viewportWidthPx) * 100 : max;
  return Math.min(max, Math.max(PANEL_MIN_PERCENT, pixels));
}

/** A requested width (%) held between the panel's minimum and maximum for this viewport. */
export function clampPanelWidth(
  panel: SizedPanel,
  viewport: ViewportClass,
  viewportWidthPx: number,
  requestedPercent: number,
): number {
  const { max, default: initial } = panelWidth(panel, viewport);
  if (!Number.isFinite(requestedPercent)) return initial;
  const min = panelMinWidth(panel, viewport, viewportWidthPx);
  return Math.min(max, Math.max(min, requestedPercent));
}

/** How the side panels start (spec 01 §2). */
export interface InitialPanels {
  readonly menuOpen: boolean;
  /** On screen at all (expanded or collapsed), or closed to its toggle. */
  readonly detailsOpen: boolean;
  readonly detailsExpanded: boolean;
}

/** Whether a viewport class is a phone, held upright or sideways. */
export function isPhoneClass(viewport: ViewportClass): boolean {
  return viewport === 'mobile' || viewport === 'mobileLandscape';
}

/**
 * The first view shows the map with at most one side panel beside it, so the map keeps most
 * of the screen at every width (at 768 px menu and details together left 260 px of map).
 *
 * - A phone, upright or sideways (spec 01 §2 "on mobile"): the menu closed and the details
 *   collapsed to their header.
 * - Wider: the details expanded (spec 01 §2). Starting on the home view, which only greets,
 *   they wait behind their toggle and the menu is open (not when embedded, where the menu is
 *   hidden and the details are the one panel); starting on a route with something to show
 *   (a vessel, a point, a page), the details are open and the menu waits behind its toggle.
 */
export function initialPanels(
  viewport: ViewportClass,
  embedded: boolean,
  startsOnDetails = false,
): InitialPanels {
  if (isPhoneClass(viewport)) return { menuOpen: false, detailsOpen: true, detailsExpanded: false };
  if (startsOnDetails) return { menuOpen: false, detailsOpen: true, detailsExpanded: true };
  return { menuOpen: !embedded, detailsOpen: embedded, detailsExpanded: true };
}
