import { create } from 'zustand';
import { INITIAL_FLAGS, type DatasetFlags } from './dataset-service.js';

/** Every dataset's flags, for the menu's toggles and spinners. */
export interface DatasetFlagsState {
  flags: Record<string, DatasetFlags>;
  set(id: string, flags: DatasetFlags): void;
}

export const useDatasetFlags = create<DatasetFlagsState>((set) => ({
  flags: {},
  set: (id, flags) => set((state) => ({ flags: { ...state.flags, [id]: flags } })),
}));

export function flagsOf(state: DatasetFlagsState, id: string): DatasetFlags {
  return state.flags[id] ?? INITIAL_FLAGS;
}
