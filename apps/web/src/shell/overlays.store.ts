import { create } from 'zustand';

/**
 * Content for the shell's announcement places. Each is empty until the part of the app that
 * owns it (app configuration, events, roles) fills it; an empty place renders nothing and
 * loads no code.
 */
export interface OverlaysState {
  /** The desk notification banner from the app configuration (spec 01 §3). */
  deskNotification: { text: string; type: 'info' | 'warning' | 'error' } | null;
  /** The news item to show (spec 01 §3). */
  news: { headline: string; lead: string; body: string } | null;
  /** The getting-started cards (app configuration howtoCards). */
  howtoCards: { title: string; text: string }[] | null;
  /** The newest event for the notification popup. */
  eventNotification: { title: string; text: string } | null;
  /** Developer tools are for users with the developer role only (spec 01 §6). */
  developerToolsAllowed: boolean;
  set(change: Partial<Omit<OverlaysState, 'set'>>): void;
}

export const useOverlays = create<OverlaysState>((set) => ({
  deskNotification: null,
  news: null,
  howtoCards: null,
  eventNotification: null,
  developerToolsAllowed: false,
  set: (change) => set(change),
}));
