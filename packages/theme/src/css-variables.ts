import type { ThemeName } from './map-theme.js';
import { PANEL_Z_INDEX } from './stacking.js';
import {
  colourTokens,
  FONT_FAMILY,
  RADII,
  SHADOWS,
  SPACING,
  TYPE_SCALE,
  type ColourTokens,
} from './tokens.js';

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The tokens of one theme as CSS custom properties (`--colour-surface`, `--space-4`,
 * `--text-body-size`, `--z-menu` …), so style sheets never hold a literal colour.
 */
export function cssVariables(theme: ThemeName): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(colourTokens[theme]) as [
    keyof ColourTokens,
    string,
  ][]) {
    variables[`--colour-${kebab(name)}`] = value;
  }
  for (const [step, rem] of Object.entries(SPACING)) variables[`--space-${step}`] = `${rem}rem`;
  for (const [role, { size, lineHeight }] of Object.entries(TYPE_SCALE)) {
    variables[`--text-${kebab(role)}-size`] = `${size}rem`;
    variables[`--text-${kebab(role)}-line`] = `${lineHeight}rem`;
  }
  for (const [name, rem] of Object.entries(RADII)) variables[`--radius-${name}`] = `${rem}rem`;
  for (const [name, shadow] of Object.entries(SHADOWS[theme])) {
    variables[`--shadow-${name}`] = shadow;
  }
  for (const [panel, z] of Object.entries(PANEL_Z_INDEX)) {
    variables[`--z-${kebab(panel)}`] = String(z);
  }
  variables['--font-family'] = FONT_FAMILY;
  variables['color-scheme'] = theme === 'night' ? 'dark' : 'light';
  return variables;
}

/** A style sheet with the day tokens on `:root` and the night ones under `[data-theme=night]`. */
export function themeStyleSheet(): string {
  const block = (selector: string, theme: ThemeName) =>
    `${selector}{${Object.entries(cssVariables(theme))
      .map(([name, value]) => `${name}:${value}`)
      .join(';')}}`;
  return `${block(':root', 'day')}\n${block(':root[data-theme="night"]', 'night')}`;
}
