import { create } from 'zustand';

export interface OfflineWorkerState {
  /** A new worker is installed and waiting: the app offers a reload (R26.22). */
  readonly needRefresh: boolean;
  /** Takes the new version: set by the registration once it exists. */
  readonly acceptUpdate: (() => void) | null;
}

export const useOfflineWorker = create<OfflineWorkerState>(() => ({
  needRefresh: false,
  acceptUpdate: null,
}));
