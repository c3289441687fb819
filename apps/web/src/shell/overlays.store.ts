import { create } from 'zustand';

/** A news item as shown: texts, and an image and link that passed `safeWebUrl`. */
export interface NewsContent {
  headline: string;
  lead: string;
  body: string;
  /** An http(s) address, or absent: no image. */
  image?: string | null;
  /** An http(s) address and the words that lead there, or absent: no link. */
  link?: { href: string; text: string } | null;
}

/** A getting-started card as shown. */
export interface HowtoCardContent {
  /** Stable per card, so editing one card's title does not rebuild the list. */
  id?: string;
  title: string;
  text: string;
  /** An http(s) address, or absent: no illustration. */
  image?: string | null;
}

/**
 * Content for the shell's announcement places. Each is empty until the part of the app that
 * owns it (app configuration, events, roles) fills it; an empty place renders nothing and
 * loads no code.
 */
export interface OverlaysState {
  /** The desk notification banner from the app configuration (spec 01 §3). */
  deskNotification: { text: string; type: 'info' | 'warning' | 'error' } | null;
  /** The news item to show (spec 01 §3). */
  news: NewsContent | null;
  /** The getting-started cards (app configuration howtoCards). */
  howtoCards: HowtoCardContent[] | null;
  /** The newest event for the notification popup; `path` is the route it opens (a vessel). */
  eventNotification: { title: string; text: string; path?: string } | null;
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
