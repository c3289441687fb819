import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { rasterManifests } from '../manifest.js';
import { clientParts } from './index.js';
import { STRINGS } from './strings.js';

describe('raster base maps', () => {
  it.each(['day', 'night'] as const)('are valid MapLibre styles in the %s theme', (theme) => {
    for (const part of clientParts) {
      const m = rasterManifests.find((x) => x.id === part.datasetId)!;
      const context = layerContext(m.sources[0]!.dataUrl, { theme: themes[theme] });
      expect(validateStyleMin(clientPartStyle(part, context))).toEqual([]);
    }
  });

  it('draw 256-pixel tiles from our own server (R14.35), without the API key (R14.36)', () => {
    const part = clientParts.find((p) => p.datasetId === 'nauticalchart')!;
    const { sources } = part.layers(layerContext('/tiles/nauticalchart/{z}/{x}/{y}.png'));
    expect(sources['raster']).toEqual({
      type: 'raster',
      tiles: ['http://localhost:8080/tiles/nauticalchart/{z}/{x}/{y}.png'],
      tileSize: 256,
      maxzoom: 18,
    });
    for (const m of rasterManifests) {
      expect(m.needsApiKey, m.id).toBe(false);
      expect(m.baseMap, m.id).toBe(true);
    }
  });

  it('fetch a token for aerial imagery only (R14.37)', () => {
    expect(Object.fromEntries(clientParts.map((p) => [p.datasetId, p.tileToken ?? null]))).toEqual({
      nationalmap: null,
      nauticalchart: null,
      aerial: '/api/v1/proxy/token',
    });
  });

  it('has every text in both languages', () => {
    expect(Object.keys(STRINGS['en-US']).sort()).toEqual(Object.keys(STRINGS['nb-NO']).sort());
  });
});
