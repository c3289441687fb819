import { create } from 'zustand';
import { readStored, writeStored } from '../app/storage.js';

const MANUAL_SECTION = 'manualOfflineMode';

export interface NetworkState {
  /** What the last connection test (or the browser's offline event) found. */
  readonly networkUp: boolean;
  /** The persisted manual offline mode (spec 01 §4). */
  readonly manualOffline: boolean;
  setNetworkUp(up: boolean): void;
  setManualOffline(on: boolean): void;
}

export const useNetwork = create<NetworkState>((set) => ({
  networkUp: true,
  manualOffline: readStored(MANUAL_SECTION, (value) => value === true) ?? false,
  setNetworkUp: (networkUp) => set({ networkUp }),
  setManualOffline: (manualOffline) => {
    writeStored(MANUAL_SECTION, manualOffline);
    set({ manualOffline });
  },
}));

/** Online only when the network is up and manual offline mode is off (spec 01 §4). */
export function isOnline(state: Pick<NetworkState, 'networkUp' | 'manualOffline'>): boolean {
  return state.networkUp && !state.manualOffline;
}

export function useOnline(): boolean {
  return useNetwork(isOnline);
}
