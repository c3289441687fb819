import { create } from 'zustand';

export interface LngLat {
  lng: number;
  lat: number;
}

export interface PointerState {
  /** Ground under the mouse pointer; null when the pointer is off the map. */
  pointer: LngLat | null;
  /** Centre of the map view, where the touch pointer aims. */
  center: LngLat | null;
  /** The touch pointer (a cross-hair at the centre with its coordinates) is on. */
  touchPointerOn: boolean;
  /** The user's own position once they asked the map to show it. */
  ownPosition: LngLat | null;
  set(change: Partial<Omit<PointerState, 'set'>>): void;
}

export const usePointer = create<PointerState>((set) => ({
  pointer: null,
  center: null,
  touchPointerOn: false,
  ownPosition: null,
  set: (change) => set(change),
}));
