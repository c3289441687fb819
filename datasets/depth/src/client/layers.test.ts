import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { createExpression, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { DEPTH_AREA_STEPS, depthInUnit, manifest } from '../manifest.js';
import { clientPart } from './index.js';
import { depthAreaColours, depthText, depthValue } from './layers.js';
import { STRINGS } from './strings.js';

const context = (overrides: Partial<DatasetLayerContext> = {}) =>
  layerContext(manifest.sources[0]!.dataUrl, overrides);

const styleOf = (ctx: DatasetLayerContext) => clientPartStyle(clientPart, ctx);

/** Evaluates a layer expression for a feature with `depth` (metres). */
function evaluate(expression: unknown, depth: number | string): unknown {
  const parsed = createExpression(expression, {
    type: 'string',
    'property-type': 'data-driven',
    expression: { interpolated: false, parameters: ['zoom', 'feature'] },
  } as never);
  if (parsed.result !== 'success') throw new Error(JSON.stringify(parsed.value));
  return parsed.value.evaluate({ zoom: 10 }, {
    type: 1,
    properties: { depth },
    geometry: [],
  } as never);
}

describe('depth layers', () => {
  it.each([
    ['day', 'meters'],
    ['night', 'meters'],
    ['day', 'fathoms'],
  ] as const)('are a valid MapLibre style (%s, %s)', (theme, depthUnit) => {
    expect(validateStyleMin(styleOf(context({ theme: themes[theme], depthUnit })))).toEqual([]);
  });

  it('draw curves from zoom 6 and depth numbers from zoom 9 (spec 02 §9), from the tiles', () => {
    const { layers, sources } = clientPart.layers(context());
    const minzoom = Object.fromEntries(layers.map((l) => [l.role, l.layer.minzoom]));
    expect(minzoom).toEqual({
      'depth-area': 6,
      'depth-curve': 6,
      'depth-curve-label': 9,
      'depth-number': 9,
    });
    expect(sources['depth']).toEqual({
      type: 'vector',
      tiles: ['http://localhost:8080/tiles/depth/{z}/{x}/{y}.pbf'],
    });
    for (const l of layers)
      expect((l.layer as { 'source-layer': string })['source-layer']).toBe('depth');
  });

  it.each([
    ['meters', 10, 10],
    ['fathoms', 10, 5.5],
    ['fathoms', 1.8288, 1],
    ['fathoms', 100, 54.7],
  ] as const)('in %s, %s m reads %s (fathoms: ÷ 1.8288, one decimal)', (unit, metres, shown) => {
    expect(evaluate(depthValue(unit), metres)).toBeCloseTo(shown, 10);
    expect(depthInUnit(metres, unit)).toBe(shown);
  });

  it('write depth numbers as the language writes them', () => {
    expect(evaluate(depthText(context({ depthUnit: 'fathoms' })), 10)).toBe('5,5');
    expect(evaluate(depthText(context({ depthUnit: 'fathoms', language: 'en-US' })), 10)).toBe(
      '5.5',
    );
    expect(evaluate(depthText(context()), '37.4')).toBe('37,4');
  });

  it('shade every area step, shallow darkest by day', () => {
    const day = depthAreaColours(themes.day);
    expect(day).toHaveLength(DEPTH_AREA_STEPS.length);
    expect(new Set(depthAreaColours(themes.night)).size).toBe(DEPTH_AREA_STEPS.length);
  });

  it('has every text in both languages', () => {
    expect(Object.keys(STRINGS['en-US']).sort()).toEqual(Object.keys(STRINGS['nb-NO']).sort());
  });
});
