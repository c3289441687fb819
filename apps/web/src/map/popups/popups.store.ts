// The map's popups (spec 01 §3 map state "pinned popups"): the one a click opened, the one
// the mouse hovers, and the pinned ones, which stay until closed.
import { create } from 'zustand';
import { pin, popupId, unpin, type PinnedPopup, type PopupChoice } from './popup-rules.js';

export type ShownChoice = Exclude<PopupChoice, { kind: 'none' }>;

/** A popup on the map: what it shows and where. */
export interface MapPopupState {
  readonly id: string;
  readonly lngLat: { readonly lng: number; readonly lat: number };
  readonly choice: ShownChoice;
}

export interface PopupsState {
  /** The popup of the last click on features; replaced by the next click. */
  readonly clicked: MapPopupState | null;
  /** The popup under the mouse while hovering. */
  readonly hovered: MapPopupState | null;
  readonly pinned: readonly PinnedPopup[];
  openClicked(lngLat: MapPopupState['lngLat'], choice: ShownChoice): void;
  setHovered(lngLat: MapPopupState['lngLat'] | null, choice?: ShownChoice): void;
  /** Closes a popup, pinned or not. */
  close(id: string): void;
  /** Pins a popup: it stays, following the map, while other popups come and go. */
  pin(popup: MapPopupState): void;
  unpin(id: string): void;
  /** Moves a popup's anchor, pinned or not: its feature moved (a vessel's new position). */
  moveTo(id: string, lngLat: MapPopupState['lngLat']): void;
}

const placed = (lngLat: MapPopupState['lngLat'], choice: ShownChoice): MapPopupState => ({
  id: popupId(choice),
  lngLat,
  choice,
});

export const usePopups = create<PopupsState>((set, get) => ({
  clicked: null,
  hovered: null,
  pinned: [],
  openClicked: (lngLat, choice) => set({ clicked: placed(lngLat, choice), hovered: null }),
  setHovered: (lngLat, choice) => {
    const current = get().hovered;
    if (!lngLat || !choice) {
      if (current) set({ hovered: null });
      return;
    }
    const next = placed(lngLat, choice);
    // The same feature under a moving mouse keeps its popup where it first showed.
    if (current?.id === next.id) return;
    set({ hovered: next });
  },
  close: (id) =>
    set((state) => ({
      clicked: state.clicked?.id === id ? null : state.clicked,
      hovered: state.hovered?.id === id ? null : state.hovered,
      pinned: unpin(state.pinned, id),
    })),
  pin: (popup) =>
    set((state) => ({
      pinned: pin(state.pinned, popup),
      clicked: state.clicked?.id === popup.id ? null : state.clicked,
      hovered: state.hovered?.id === popup.id ? null : state.hovered,
    })),
  moveTo: (id, lngLat) =>
    set((state) => ({
      clicked: state.clicked?.id === id ? { ...state.clicked, lngLat } : state.clicked,
      pinned: state.pinned.map((popup) => (popup.id === id ? { ...popup, lngLat } : popup)),
    })),
  // Unpinned, it becomes the ordinary popup again: the next click replaces it.
  unpin: (id) =>
    set((state) => {
      const popup = state.pinned.find((other) => other.id === id);
      return { pinned: unpin(state.pinned, id), clicked: popup ?? state.clicked };
    }),
}));
