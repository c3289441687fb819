import { expression } from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import {
  ICON_SIZES,
  MARK_PX,
  iconSize,
  vesselIconImageId,
  vesselMarkImageId,
} from '../icons/index.js';
import { vesselLayers } from './layers.js';
import {
  FULL_SIZE_ZOOM,
  SMALLEST_SCALE,
  VESSEL_ICON_IMAGE,
  VESSEL_ICON_SIZE,
  drawnSize,
  drawsMarks,
  vesselScale,
} from './symbol-scale.js';

describe('vessel sizes by zoom', () => {
  it("keeps the spec's icon sizes from zoom 10 (21 px points to 46 px platforms)", () => {
    for (const zoom of [FULL_SIZE_ZOOM, 12, 18]) expect(vesselScale(zoom)).toBe(1);
    expect(drawnSize('buoy', 10)).toBe(ICON_SIZES.point);
    expect(drawnSize('platform', 14)).toBe(ICON_SIZES.platform);
    expect(drawnSize('fishing', 11)).toBe(iconSize('fishing'));
  });

  it('shrinks icons below zoom 10, never growing as the map zooms out', () => {
    const zooms = [10, 9.5, 9, 8.5, 8, 7, 6, 4, 1];
    const scales = zooms.map(vesselScale);
    for (let i = 1; i < scales.length; i++) expect(scales[i]).toBeLessThanOrEqual(scales[i - 1]!);
    expect(vesselScale(7)).toBe(SMALLEST_SCALE);
    expect(vesselScale(3)).toBe(SMALLEST_SCALE);
  });

  it('draws direction marks of 10 px below zoom 8, icons from it', () => {
    expect(drawsMarks(7.9)).toBe(true);
    expect(drawsMarks(8)).toBe(false);
    expect(drawnSize('cargo', 5)).toBeCloseTo(MARK_PX);
    expect(drawnSize('platform', 5)).toBeCloseTo(MARK_PX);
    expect(drawnSize('cargo', 8)).toBeGreaterThan(MARK_PX);
    expect(drawnSize('cargo', 8)).toBeLessThan(iconSize('cargo'));
  });

  it('keeps an AIS-SART at its full size at every zoom', () => {
    for (const zoom of [3, 7, 9, 12]) expect(drawnSize('sart', zoom)).toBe(ICON_SIZES.point);
  });

  it('gives the symbol layer the same rule as expressions', () => {
    expect(VESSEL_ICON_IMAGE).toEqual(['step', ['zoom'], ['get', 'mark'], 8, ['get', 'icon']]);
    expect(VESSEL_ICON_SIZE.slice(0, 4)).toEqual(['interpolate', ['linear'], ['zoom'], 7]);
    expect(VESSEL_ICON_SIZE.slice(-2)).toEqual([FULL_SIZE_ZOOM, 1]);
  });
});

describe('the symbol layer (GeoJSON renderer) sizes vessels by the same rule', () => {
  const layer = vesselLayers({
    theme: themes.day,
    language: 'en-US',
    depthUnit: 'meters',
    options: {},
    dataUrl: '',
    origin: 'http://localhost',
  }).layers.find((l) => l.role === 'positions')!.layer as {
    layout: Record<string, unknown>;
  };
  const evaluate = (name: 'icon-size' | 'icon-image', zoom: number, kind: string) => {
    const compiled = expression.createExpression(layer.layout[name], {
      type: name === 'icon-size' ? 'number' : 'resolvedImage',
      'property-type': 'data-constant',
      expression: { interpolated: true, parameters: ['zoom', 'feature'] },
      transition: false,
    } as never);
    if (compiled.result !== 'success') throw new Error(JSON.stringify(compiled.value));
    const properties = {
      icon: vesselIconImageId(kind, false),
      mark: vesselMarkImageId(kind, false),
    };
    return compiled.value.evaluate({ zoom }, { type: 'Point', properties } as never);
  };

  it('draws marks below zoom 8 and icons from it', () => {
    expect(String(evaluate('icon-image', 5, 'cargo'))).toBe('ais-mark-cargo');
    expect(String(evaluate('icon-image', 8, 'cargo'))).toBe('ais-vessel-cargo');
    expect(String(evaluate('icon-image', 5, 'sart'))).toBe('ais-vessel-sart');
  });

  it('scales icons as the custom layer does, an AIS-SART never', () => {
    for (const zoom of [4, 7, 8, 9, 10, 13]) {
      expect(evaluate('icon-size', zoom, 'cargo')).toBeCloseTo(vesselScale(zoom));
      expect(evaluate('icon-size', zoom, 'sart')).toBe(1);
    }
  });
});
