import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { clientPart } from './index.js';
import { STRINGS, fairwayTypeText } from './strings.js';

const context = (overrides: Partial<DatasetLayerContext> = {}) =>
  layerContext(manifest.sources[0]!.dataUrl, overrides);

const styleOf = (ctx: DatasetLayerContext) => clientPartStyle(clientPart, ctx);

describe('fairway layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    expect(validateStyleMin(styleOf(context({ theme: themes[theme] })))).toEqual([]);
  });

  it('fill fairways at opacity 0.15 (spec 02 §9), coloured by fairway type', () => {
    const fill = clientPart.layers(context()).layers.find((l) => l.role === 'fairway-fill');
    expect(fill?.interactive).toBe(true);
    const paint = (fill?.layer as { paint: Record<string, unknown> }).paint;
    expect(paint['fill-opacity']).toBe(0.15);
    expect(paint['fill-color']).toEqual([
      'match',
      ['get', 'fairwaytype'],
      'Hovedled',
      expect.any(String),
      expect.any(String),
    ]);
  });

  it('outline main fairways solid and secondary ones dashed', () => {
    const layers = clientPart.layers(context()).layers;
    const paint = (role: string) =>
      (layers.find((l) => l.role === role)?.layer as { paint: Record<string, unknown> }).paint;
    expect(paint('main-fairway-outline')['line-dasharray']).toBeUndefined();
    expect(paint('secondary-fairway-outline')['line-dasharray']).toEqual([3, 2]);
  });

  it.each([
    ['nb-NO', 'Hovedled', 'Hovedled'],
    ['nb-NO', 'Biled', 'Biled'],
    ['en-US', 'Hovedled', 'Main fairway'],
    ['en-US', 'Biled', 'Secondary fairway'],
  ] as const)('in %s, %s reads "%s"', (language, type, words) => {
    expect(fairwayTypeText(language, type)).toBe(words);
  });

  it('has every text in both languages', () => {
    expect(Object.keys(STRINGS['en-US']).sort()).toEqual(Object.keys(STRINGS['nb-NO']).sort());
  });
});
