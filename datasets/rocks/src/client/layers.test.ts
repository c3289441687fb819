import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { clientPart } from './index.js';
import { STRINGS, kindText } from './strings.js';

const context = (overrides: Partial<DatasetLayerContext> = {}) =>
  layerContext(manifest.sources[0]!.dataUrl, overrides);

describe('rock layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    const style = clientPartStyle(clientPart, context({ theme: themes[theme] }));
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('draw symbols from zoom 10 and labels from zoom 13 (spec 02 §9)', () => {
    const layers = clientPart.layers(context()).layers;
    const minzoom = (role: string) =>
      (layers.find((l) => l.role === role)?.layer as { minzoom?: number }).minzoom;
    expect(minzoom('rock-symbol')).toBe(10);
    expect(minzoom('obstruction-symbol')).toBe(10);
    expect(minzoom('rock-label')).toBe(13);
  });

  it('draw the obstruction symbol only for rocks the rule marks', () => {
    const layer = clientPart.layers(context()).layers.find((l) => l.role === 'obstruction-symbol');
    expect((layer?.layer as { filter: unknown }).filter).toEqual([
      '==',
      ['get', 'obstruction'],
      true,
    ]);
  });

  it('differ by day and night', () => {
    const day = JSON.stringify(clientPart.layers(context({ theme: themes.day })));
    const night = JSON.stringify(clientPart.layers(context({ theme: themes.night })));
    expect(day).not.toBe(night);
  });

  it.each([
    ['nb-NO', 'awash', 'Skvalpeskjær'],
    ['en-US', 'underwater', 'Underwater rock'],
    ['en-US', 'something', 'Unknown kind'],
  ] as const)('in %s, %s reads "%s"', (language, kind, words) => {
    expect(kindText(language, kind)).toBe(words);
  });

  it('has every text in both languages', () => {
    expect(Object.keys(STRINGS['en-US']).sort()).toEqual(Object.keys(STRINGS['nb-NO']).sort());
  });
});
