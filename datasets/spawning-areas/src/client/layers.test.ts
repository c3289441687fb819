import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { clientPart } from './index.js';
import { SPECIES_COLOURS } from './layers.js';

describe('spawning-area layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    const context = layerContext(manifest.sources[0]!.dataUrl, { theme: themes[theme] });
    expect(validateStyleMin(clientPartStyle(clientPart, context))).toEqual([]);
  });

  it('colour each mapped species apart', () => {
    expect(new Set(Object.values(SPECIES_COLOURS)).size).toBe(Object.keys(SPECIES_COLOURS).length);
  });
});
