import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { baseMapLegendRows, baseMapLook } from './base-map-legend.js';

describe("the legend's base-map rows", () => {
  it.each(['day', 'night'] as const)(
    'show the simple base map its own flat land and sea, and no shoreline (%s)',
    (name) => {
      const theme = themes[name];
      expect(baseMapLegendRows(theme, baseMapLook('basemap-simple'))).toEqual([
        { labelKey: 'legend.water', colour: theme.plainWater, kind: 'area' },
        { labelKey: 'legend.land', colour: theme.plainLand, kind: 'area' },
      ]);
    },
  );

  it('show the standard base map its land, sea and shoreline', () => {
    const theme = themes.day;
    expect(baseMapLegendRows(theme, baseMapLook('basemap'))).toEqual([
      { labelKey: 'legend.water', colour: theme.water, kind: 'area' },
      { labelKey: 'legend.land', colour: theme.land, kind: 'area' },
      { labelKey: 'legend.coastline', colour: theme.coastline, kind: 'line' },
    ]);
    // The colours differ, so a swatch tells which map is on.
    expect(theme.plainLand).not.toBe(theme.land);
  });

  it('read an unknown or missing base map as the standard one', () => {
    expect(baseMapLook(undefined)).toEqual(baseMapLook('basemap'));
    expect(baseMapLook('a-site-map')).toEqual(baseMapLook('basemap'));
  });
});
