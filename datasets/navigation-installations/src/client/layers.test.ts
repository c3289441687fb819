import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import {
  featureFilter,
  validateStyleMin,
  type FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { manifest, SEAMARK_MIN_ZOOM } from '../manifest.js';
import { clientPart } from './index.js';
import { LIGHT_FILTER, SECTOR_FILTER, lightPalette } from './layers.js';

const context = (overrides: Partial<DatasetLayerContext> = {}) =>
  layerContext(manifest.sources[0]!.dataUrl, overrides);

const styleOf = (ctx: DatasetLayerContext) => clientPartStyle(clientPart, ctx);

/** Whether a filter keeps a feature with these properties (evaluated as MapLibre does). */
function keeps(filter: FilterSpecification, properties: Record<string, unknown>, type: 1 | 2) {
  return featureFilter(filter, 'layers[0].filter').filter({ zoom: 10 }, {
    type,
    properties,
  } as never);
}

describe('navigation installation layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    const style = styleOf(context({ theme: themes[theme] }));
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('draw sectors under the lights, seamarks on top, all from zoom 9 (spec 02 §9)', () => {
    const { layers } = clientPart.layers(context());
    expect(layers.map((l) => l.role)).toEqual([
      'light-sector-casing',
      'light-sectors',
      'lights',
      'fixed-seamarks',
      'floating-seamarks',
    ]);
    for (const { layer } of layers) expect(layer.minzoom).toBe(SEAMARK_MIN_ZOOM);
  });

  it('read the GeoJSON document the manifest names, without tile source layers', () => {
    const { sources, layers } = clientPart.layers(context());
    expect(sources['installations']).toEqual({
      type: 'geojson',
      data: '/api/v1/datasets/navigationinstallations/geojson',
    });
    for (const { layer } of layers) expect('source-layer' in layer).toBe(false);
  });

  it('read vector tiles with the same layers where the source is a tile template', () => {
    const ctx = context({ dataUrl: '/tiles/navigationinstallations/{z}/{x}/{y}.pbf' });
    const { sources, layers } = clientPart.layers(ctx);
    expect(sources['installations']).toEqual({
      type: 'vector',
      tiles: ['http://localhost:8080/tiles/navigationinstallations/{z}/{x}/{y}.pbf'],
    });
    for (const { layer } of layers) {
      expect(layer).toMatchObject({ 'source-layer': 'navigationinstallations' });
    }
    expect(validateStyleMin(styleOf(ctx))).toEqual([]);
  });

  it('colour lights by code 1 white, 2 red, 3 yellow, 4 green, dimmer at night', () => {
    const day = lightPalette(themes.day);
    const night = lightPalette(themes.night);
    expect(Object.keys(day)).toEqual(['1', '2', '3', '4']);
    for (const code of [1, 2, 3, 4] as const) expect(night[code]).not.toBe(day[code]);
  });
});

describe('the light rule (spec 02 §5)', () => {
  it.each([
    ['white', { lightcolour: 1, lightclassification: 1 }, true],
    ['red', { lightcolour: 2, lightclassification: 1 }, true],
    ['yellow', { lightcolour: 3 }, true],
    ['green', { lightcolour: 4, lightclassification: 2 }, true],
    ['no colour', { lightclassification: 1 }, false],
    ['colour 0', { lightcolour: 0, lightclassification: 1 }, false],
    ['colour 5', { lightcolour: 5, lightclassification: 1 }, false],
    ['a floodlight', { lightcolour: 1, lightclassification: 4 }, false],
    ['extinguished, still marked', { lightcolour: 2, isextinguished: true }, true],
  ])('a light that is %s is drawn: %s', (_case, properties, drawn) => {
    expect(keeps(LIGHT_FILTER, { kind: 'lgt', shape: 'mark', ...properties }, 1)).toBe(drawn);
  });

  it.each([
    ['lit red sector', { lightcolour: 2, lightclassification: 1, isextinguished: false }, true],
    ['sector of an extinguished light', { lightcolour: 2, isextinguished: true }, false],
    ['sector of a floodlight', { lightcolour: 1, lightclassification: 4 }, false],
    ['sector without colour', { isextinguished: false }, false],
  ])('a %s is drawn: %s', (_case, properties, drawn) => {
    expect(keeps(SECTOR_FILTER, { kind: 'lgt', shape: 'sector', ...properties }, 2)).toBe(drawn);
  });

  it('keeps fixed and floating marks out of the light layer', () => {
    expect(keeps(LIGHT_FILTER, { kind: 'fxd', shape: 'mark', lightcolour: 1 }, 1)).toBe(false);
    expect(keeps(LIGHT_FILTER, { kind: 'flt', shape: 'mark', lightcolour: 1 }, 1)).toBe(false);
    // A sector line never gets light markers at its vertices.
    expect(keeps(LIGHT_FILTER, { kind: 'lgt', shape: 'sector', lightcolour: 1 }, 2)).toBe(false);
  });
});
