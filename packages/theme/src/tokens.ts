import type { ThemeName } from './map-theme.js';

/** Interface colours by meaning; every foreground is paired with the background it sits on. */
export interface ColourTokens {
  /** The page behind everything, seen where no panel or map covers it. */
  canvas: string;
  /** Panels: menu, details pane, legend. */
  surface: string;
  /** Raised things on a panel: cards, inputs, map control buttons. */
  surfaceRaised: string;
  /** A hovered or pressed control. */
  surfaceHover: string;
  /** Body text. */
  text: string;
  /** Secondary text: captions, hints, units. */
  textMuted: string;
  /** Hairlines between parts of a panel. */
  border: string;
  /** The one accent: primary buttons, selected tabs, switches that are on. */
  accent: string;
  /** Text and icons on the accent colour. */
  onAccent: string;
  /** Links and accent-coloured text on a surface. */
  accentText: string;
  /** The focus ring; must stand out on every surface. */
  focus: string;
  /** Errors and destructive actions. */
  danger: string;
  /** Warnings that need attention but are not errors. */
  warning: string;
  /** Success and confirmation. */
  success: string;
  /** Behind a modal dialog. */
  scrim: string;
  /** Favourites on the map and in lists (spec 01 §9). */
  favourite: string;
}

/** Spacing scale, rem; 1 rem is 16 CSS px by default. Index is the step name. */
export const SPACING = { 0: 0, 1: 0.25, 2: 0.5, 3: 0.75, 4: 1, 5: 1.5, 6: 2, 7: 3 } as const;

/** Type scale: size and line height in rem, named by role. */
export const TYPE_SCALE = {
  caption: { size: 0.75, lineHeight: 1 },
  body: { size: 0.875, lineHeight: 1.25 },
  bodyLarge: { size: 1, lineHeight: 1.5 },
  title: { size: 1.125, lineHeight: 1.5 },
  headline: { size: 1.5, lineHeight: 2 },
} as const;

export const FONT_FAMILY = "'Noto Sans', system-ui, -apple-system, 'Segoe UI', sans-serif";

/** Corner radii, rem. */
export const RADII = { small: 0.25, medium: 0.5, large: 0.75, round: 999 } as const;

/** Shadows for raised panels and floating controls. */
export const SHADOWS = {
  day: {
    panel: '0 0 0 1px rgb(11 57 84 / 8%), 0 4px 16px rgb(11 57 84 / 14%)',
    control: '0 1px 2px rgb(11 57 84 / 20%), 0 2px 6px rgb(11 57 84 / 12%)',
  },
  night: {
    panel: '0 0 0 1px rgb(0 0 0 / 40%), 0 4px 16px rgb(0 0 0 / 50%)',
    control: '0 1px 2px rgb(0 0 0 / 50%), 0 2px 6px rgb(0 0 0 / 40%)',
  },
} as const satisfies Record<ThemeName, Record<string, string>>;

/** Day: deep sea blue on white, after the colours of paper charts. */
const day: ColourTokens = {
  canvas: '#e9eef2',
  surface: '#ffffff',
  surfaceRaised: '#f4f7f9',
  surfaceHover: '#e3ebf1',
  text: '#14232e',
  textMuted: '#4a5b68',
  border: '#cdd7df',
  accent: '#0b5f8a',
  onAccent: '#ffffff',
  accentText: '#0b5f8a',
  focus: '#d9480f',
  danger: '#b3261e',
  warning: '#8a5a00',
  success: '#1e6b3a',
  scrim: 'rgb(10 20 30 / 45%)',
  favourite: '#00a5e0',
};

/** Night: dim surfaces and warm, low-blue text, so the screen does not spoil night vision. */
const night: ColourTokens = {
  canvas: '#0a1016',
  surface: '#121a21',
  surfaceRaised: '#1b252e',
  surfaceHover: '#26323c',
  text: '#d9d4c7',
  textMuted: '#a49e90',
  border: '#2f3b45',
  accent: '#c9a96b',
  onAccent: '#14110a',
  accentText: '#d8bc82',
  focus: '#f0a35e',
  danger: '#f08a80',
  warning: '#e3b75c',
  success: '#8cc79c',
  scrim: 'rgb(0 0 0 / 60%)',
  favourite: '#00a5e0',
};

export const colourTokens: Record<ThemeName, ColourTokens> = { day, night };
