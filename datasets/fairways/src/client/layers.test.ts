import { datasetLayerId } from '@havkart/datasets-core';
import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import {
  validateStyleMin,
  type LayerSpecification,
  type StyleSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { clientPart } from './index.js';
import { STRINGS, fairwayTypeText } from './strings.js';

function context(overrides: Partial<DatasetLayerContext> = {}): DatasetLayerContext {
  return {
    theme: themes.day,
    language: 'nb-NO',
    depthUnit: 'meters',
    options: {},
    dataUrl: manifest.sources[0]!.dataUrl,
    origin: 'http://localhost:8080',
    ...overrides,
  };
}

function styleOf(ctx: DatasetLayerContext): StyleSpecification {
  const { sources, layers } = clientPart.layers(ctx);
  const id = clientPart.datasetId;
  return {
    version: 8,
    sources: Object.fromEntries(
      Object.entries(sources).map(([key, source]) => [datasetLayerId(id, key), source]),
    ),
    layers: layers.map(
      ({ role, sourceKey, layer }) =>
        ({
          ...layer,
          id: datasetLayerId(id, role),
          source: datasetLayerId(id, sourceKey),
        }) as LayerSpecification,
    ),
  };
}

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
