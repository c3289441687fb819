import type { ThemeName } from '@havkart/theme';
import { create } from 'zustand';
import { readStored, writeStored } from '../app/storage.js';

/** Which side the menu sits on; the details pane takes the other (checklist A07). */
export type MenuSide = 'left' | 'right';

/** Night-overlay opacity limits (spec 01 §5, §9). */
export const NIGHT_OVERLAY_MAX = 0.75;

export interface Appearance {
  menuSide: MenuSide;
  theme: ThemeName;
  /** 0 to 0.75: how much the night overlay dims the screen. */
  nightOverlayOpacity: number;
}

const SECTION = 'appearance';
const DEFAULTS: Appearance = { menuSide: 'left', theme: 'day', nightOverlayOpacity: 0 };

function parse(value: unknown): Appearance | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<Record<keyof Appearance, unknown>>;
  const opacity = Number(stored.nightOverlayOpacity);
  return {
    menuSide: stored.menuSide === 'right' ? 'right' : 'left',
    theme: stored.theme === 'night' ? 'night' : 'day',
    nightOverlayOpacity: Number.isFinite(opacity)
      ? Math.min(NIGHT_OVERLAY_MAX, Math.max(0, opacity))
      : 0,
  };
}

export interface AppearanceState extends Appearance {
  setMenuSide(side: MenuSide): void;
  setTheme(theme: ThemeName): void;
  /**
   * Shows a theme for this visit only (a share link's night mode): it is never saved, not
   * even when another appearance setting is saved later in the visit.
   */
  showThemeForVisit(theme: ThemeName): void;
  setNightOverlayOpacity(opacity: number): void;
}

/** Layout and look settings, kept in local storage under the app's prefix. */
export const useAppearance = create<AppearanceState>((set, get) => {
  const stored = readStored(SECTION, parse) ?? DEFAULTS;
  /** The theme the user chose, which is what is saved whatever this visit shows. */
  let chosenTheme = stored.theme;
  const save = (change: Partial<Appearance>) => {
    set(change);
    if (change.theme) chosenTheme = change.theme;
    const { menuSide, nightOverlayOpacity } = get();
    writeStored(SECTION, { menuSide, theme: chosenTheme, nightOverlayOpacity });
  };
  return {
    ...stored,
    setMenuSide: (menuSide) => save({ menuSide }),
    setTheme: (theme) => save({ theme }),
    showThemeForVisit: (theme) => set({ theme }),
    setNightOverlayOpacity: (opacity) =>
      save({ nightOverlayOpacity: Math.min(NIGHT_OVERLAY_MAX, Math.max(0, opacity)) }),
  };
});
