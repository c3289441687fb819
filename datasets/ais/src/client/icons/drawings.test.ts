import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { ICON_KINDS, OLD_ICON_OPACITY, iconSvg } from './drawings.js';
import { iconPalette } from './palette.js';
import { MARK_NOMINAL_PX, MARK_PX } from './marks.js';
import { vesselIconImages } from './register.js';

describe('vessel icon drawings', () => {
  it('each kind is a square SVG document of its size, scaled by the pixel ratio', () => {
    const palette = iconPalette('day');
    for (const kind of ICON_KINDS) {
      const svg = iconSvg(kind, palette, false, 2);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="(\d+)" height="\1"/);
    }
    expect(iconSvg('platform', palette, false, 2)).toContain('width="92" height="92"');
  });

  it('the old variant is the same drawing made transparent', () => {
    const palette = iconPalette('day');
    const fresh = iconSvg('cargo', palette);
    const old = iconSvg('cargo', palette, true);
    expect(fresh).not.toContain('opacity');
    expect(old).toContain(`<g opacity="${OLD_ICON_OPACITY}">`);
    expect(
      old.replace(`<g opacity="${OLD_ICON_OPACITY}">`, '').replace('</g></svg>', '</svg>'),
    ).toBe(fresh);
  });

  it('night icons are darker fills with a light outline, chosen from the map theme too', () => {
    const day = iconPalette('day');
    const night = iconPalette(themes.night);
    expect(iconPalette(themes.day)).toBe(day);
    expect(night).toBe(iconPalette('night'));
    expect(night.fill['cargo']).not.toBe(day.fill['cargo']);
    expect(iconSvg('cargo', night)).toContain(night.outline);
  });

  it('registration covers every kind fresh and old, at whole device pixels', () => {
    const images = vesselIconImages('day', 2);
    // Icons of every kind, and marks of every kind but the AIS-SART (it keeps its icon).
    expect(images).toHaveLength(ICON_KINDS.length * 2 + (ICON_KINDS.length - 1) * 2);
    expect(new Set(images.map((image) => image.id)).size).toBe(images.length);
    expect(images.find((image) => image.id === 'ais-vessel-platform')?.pixels).toBe(92);
    expect(images.find((image) => image.id === 'ais-vessel-buoy-old')?.pixels).toBe(42);
    expect(vesselIconImages('day', 1.25).find((i) => i.id === 'ais-vessel-buoy')?.pixels).toBe(21);
  });

  it('marks are rasterised at 10 px per CSS pixel and registered at their nominal size', () => {
    const mark = vesselIconImages('day', 2).find((image) => image.id === 'ais-mark-cargo');
    expect(mark?.pixels).toBe(MARK_PX * 2);
    expect(mark!.pixels / mark!.pixelRatio).toBe(MARK_NOMINAL_PX);
    expect(mark?.svg).toContain('<path');
    // Kinds that do not turn are dots, not darts.
    expect(vesselIconImages('day', 1).find((i) => i.id === 'ais-mark-buoy')?.svg).toContain(
      '<circle',
    );
    expect(vesselIconImages('day', 1).some((i) => i.id === 'ais-mark-sart')).toBe(false);
  });
});
