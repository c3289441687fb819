import { create } from 'zustand';

export interface MapStatusState {
  /** The map has drawn its first frame with the base map's style. */
  loaded: boolean;
  setLoaded(): void;
}

export const useMapStatus = create<MapStatusState>((set) => ({
  loaded: false,
  setLoaded: () => set({ loaded: true }),
}));
