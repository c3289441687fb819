import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.js';
import { cssVariables, themeStyleSheet } from './css-variables.js';
import { THEME_NAMES, themes } from './map-theme.js';
import { DATASET_Z_STEP, MAP_LAYER_BASE_Z, mapLayerSortKey, PANEL_Z_INDEX } from './stacking.js';
import { colourTokens } from './tokens.js';

describe('colour tokens', () => {
  // WCAG AA: 4.5 for body text, 3 for large text, icons and focus rings.
  it.each(THEME_NAMES)('keep text readable on every surface in the %s theme', (name) => {
    const colours = colourTokens[name];
    for (const surface of [colours.surface, colours.surfaceRaised, colours.surfaceHover]) {
      expect(contrastRatio(colours.text, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colours.textMuted, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colours.accentText, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colours.danger, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colours.focus, surface)).toBeGreaterThanOrEqual(3);
    }
    expect(contrastRatio(colours.onAccent, colours.accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives day and night the same token names', () => {
    expect(Object.keys(colourTokens.night).sort()).toEqual(Object.keys(colourTokens.day).sort());
    expect(Object.keys(themes.night).sort()).toEqual(Object.keys(themes.day).sort());
  });

  it('keeps the favourite colour of the spec', () => {
    expect(colourTokens.day.favourite).toBe('#00a5e0');
  });
});

describe('CSS custom properties', () => {
  it('name every token and switch colours for night', () => {
    const day = cssVariables('day');
    expect(day['--colour-surface']).toBe(colourTokens.day.surface);
    expect(day['--colour-text-muted']).toBe(colourTokens.day.textMuted);
    expect(day['--z-night-overlay']).toBe('100000');
    expect(cssVariables('night')['--colour-surface']).toBe(colourTokens.night.surface);
    expect(themeStyleSheet()).toContain(':root[data-theme="night"]{');
  });
});

describe('stacking (spec 01 §9)', () => {
  it('orders the panels map 1, details 50, menu 100, modal 10000, night overlay 100000', () => {
    expect(PANEL_Z_INDEX).toEqual({
      map: 1,
      details: 50,
      menu: 100,
      modal: 10000,
      nightOverlay: 100000,
    });
  });

  it('places dataset layers at 10000 + 100 × order, base maps below', () => {
    expect(MAP_LAYER_BASE_Z).toBe(10000);
    expect(DATASET_Z_STEP).toBe(100);
    expect(mapLayerSortKey({ kind: 'dataset', order: 3 }, 0)).toBe(10300);
    expect(mapLayerSortKey({ kind: 'dataset', order: 3 }, 2)).toBe(10302);
    expect(mapLayerSortKey({ kind: 'base' }, 3)).toBe(3);
    expect(mapLayerSortKey({ kind: 'base' }, 500)).toBeLessThan(MAP_LAYER_BASE_Z);
    // A dataset's own layers never reach into the next dataset's range.
    expect(mapLayerSortKey({ kind: 'dataset', order: 1 }, 250)).toBe(10199);
  });
});

describe('map colours', () => {
  // WCAG relative-luminance contrast: 1.5:1 keeps the coast readable on a dimmed night screen.
  it('keeps land and sea at least 1.5:1 apart at night, on both base maps', () => {
    expect(contrastRatio(themes.night.land, themes.night.water)).toBeGreaterThanOrEqual(1.5);
    expect(contrastRatio(themes.night.plainLand, themes.night.plainWater)).toBeGreaterThanOrEqual(
      1.5,
    );
  });

  it.each(THEME_NAMES)('gives the simple base map its own colours in the %s theme', (name) => {
    const theme = themes[name];
    expect(theme.plainWater).not.toBe(theme.water);
    expect(theme.plainLand).not.toBe(theme.land);
  });
});
