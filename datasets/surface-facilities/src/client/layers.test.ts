import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { clientPart } from './index.js';
import { facilityColour } from './layers.js';
import { STRINGS } from './strings.js';

const context = (theme: 'day' | 'night' = 'day') =>
  layerContext(manifest.sources[0]!.dataUrl, { theme: themes[theme] });

describe('surface facility layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    expect(validateStyleMin(clientPartStyle(clientPart, context(theme)))).toEqual([]);
  });

  it('show the windmill for wind turbines and the platform for the rest, in the theme colour', () => {
    const layer = clientPart.layers(context()).layers[0]!.layer as {
      layout: Record<string, unknown>;
    };
    const c = facilityColour(themes.day).slice(1);
    expect(layer.layout['icon-image']).toEqual([
      'match',
      ['get', 'icon'],
      'windmill',
      `havkart-icon-windmill-${c}`,
      `havkart-icon-platform-${c}`,
    ]);
  });

  it('has every text in both languages', () => {
    expect(Object.keys(STRINGS['en-US']).sort()).toEqual(Object.keys(STRINGS['nb-NO']).sort());
  });
});
