import type { ReactNode } from 'react';
import { create } from 'zustand';

export interface ActiveModal {
  /** Unique among open modals; opening the same id again brings it to the top. */
  id: string;
  /** Accessible name of the dialog. */
  title: string;
  content: ReactNode;
}

export interface ModalsState {
  /** The list of active modals, bottom first (spec 01 §2). */
  modals: ActiveModal[];
  openModal(modal: ActiveModal): void;
  /** Closes one modal and leaves the others open. */
  closeModal(id: string): void;
  closeAll(): void;
}

export const useModals = create<ModalsState>((set) => ({
  modals: [],
  openModal: (modal) =>
    set((state) => ({ modals: [...state.modals.filter((m) => m.id !== modal.id), modal] })),
  closeModal: (id) => set((state) => ({ modals: state.modals.filter((m) => m.id !== id) })),
  closeAll: () => set({ modals: [] }),
}));
