import {
  clampPanelWidth,
  initialPanels,
  isPhoneClass,
  panelWidth,
  type SizedPanel,
  type ViewportClass,
} from '@havkart/domain';
import { create } from 'zustand';

/** The two side panels whose width the user can change. */
export type SidePanel = Extract<SizedPanel, 'menu' | 'details'>;

export interface SidePanelState {
  /** Rendered at all; the embed layout hides the menu. */
  shown: boolean;
  /** Open, or closed to its toggle button. */
  open: boolean;
  /** Expanded, or collapsed to its header (on a phone: a strip over the map's foot). */
  expanded: boolean;
  /** Width the user chose, % of the viewport; `null` keeps the default of the class. */
  widthPercent: number | null;
}

export interface PanelsState {
  menu: SidePanelState;
  details: SidePanelState;
  legendOpen: boolean;
  show(panel: SidePanel): void;
  hide(panel: SidePanel): void;
  open(panel: SidePanel): void;
  close(panel: SidePanel): void;
  toggle(panel: SidePanel): void;
  expand(panel: SidePanel): void;
  collapse(panel: SidePanel): void;
  /** Sets a width, held between the panel's minimum and the class's maximum (spec 01 §9). */
  resize(
    panel: SidePanel,
    viewport: ViewportClass,
    viewportWidthPx: number,
    requestedPercent: number,
  ): void;
  setLegendOpen(open: boolean): void;
  /**
   * The start layout of a device class (spec 01 §2); also used when the class changes.
   * `startsOnDetails`: the route has a details view to show (not the home view).
   */
  reset(viewport: ViewportClass, embedded: boolean, startsOnDetails?: boolean): void;
  /** A route with a details view was opened: the details come on screen (spec 01 §2). */
  showDetailsOf(viewport: ViewportClass): void;
}

function startLayout(viewport: ViewportClass, embedded: boolean, startsOnDetails = false) {
  const start = initialPanels(viewport, embedded, startsOnDetails);
  return {
    menu: { shown: !embedded, open: start.menuOpen, expanded: true, widthPercent: null },
    details: {
      shown: true,
      open: start.detailsOpen,
      expanded: start.detailsExpanded,
      widthPercent: null,
    },
    legendOpen: false,
  };
}

export const usePanels = create<PanelsState>((set) => {
  const patch = (panel: SidePanel, change: Partial<SidePanelState>) =>
    set((state) => ({ [panel]: { ...state[panel], ...change } }));
  return {
    ...startLayout('desktop', false),
    show: (panel) => patch(panel, { shown: true }),
    hide: (panel) => patch(panel, { shown: false }),
    open: (panel) => patch(panel, { open: true }),
    close: (panel) => patch(panel, { open: false }),
    toggle: (panel) => set((state) => ({ [panel]: { ...state[panel], open: !state[panel].open } })),
    expand: (panel) => patch(panel, { expanded: true, open: true }),
    collapse: (panel) => patch(panel, { expanded: false }),
    resize: (panel, viewport, viewportWidthPx, requestedPercent) =>
      patch(panel, {
        widthPercent: clampPanelWidth(panel, viewport, viewportWidthPx, requestedPercent),
      }),
    setLegendOpen: (legendOpen) => set({ legendOpen }),
    reset: (viewport, embedded, startsOnDetails) =>
      set(startLayout(viewport, embedded, startsOnDetails)),
    // On a phone the details stay as they are (a header strip until the user expands it).
    showDetailsOf: (viewport) =>
      set((state) => ({
        details: {
          ...state.details,
          open: true,
          expanded: isPhoneClass(viewport) ? state.details.expanded : true,
        },
      })),
  };
});

/** A panel's width in % of the viewport: the user's choice, else the class default. */
export function effectiveWidth(
  panel: SizedPanel,
  viewport: ViewportClass,
  chosen: number | null,
): number {
  return chosen ?? panelWidth(panel, viewport).default;
}
