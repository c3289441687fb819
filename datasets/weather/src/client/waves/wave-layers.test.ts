import { ARROW_ICON_ID, type DatasetLayerContext } from '@havkart/datasets-core/client';
import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { DEFAULT_WEATHER_UNITS, WAVE_BANDS } from '@havkart/domain';
import {
  expression,
  validateStyleMin,
  type ExpressionSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { waveForecastManifest } from '../../manifest.js';
import { waveForecastClientPart as part } from './index.js';
import { blendOver, colourDistance } from './colour-distance.js';
import { WAVE_BAND_COLOURS, WAVE_FILL_OPACITY } from './wave-layers.js';

const context = (overrides: Partial<DatasetLayerContext> = {}) =>
  layerContext('/tiles/waveforecast/{z}/{x}/{y}.pbf?time=2026-11-27T12:00:00Z', overrides);

describe('wave-forecast layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    expect(validateStyleMin(clientPartStyle(part, context({ theme: themes[theme] })))).toEqual([]);
  });

  it('follow the selected forecast time through the tile URL', () => {
    expect(waveForecastManifest.sources[0]!.dataUrl).toContain('time={time}');
    expect(part.followsSelectedTime).toBe(true);
    const { sources } = part.layers(context());
    expect(sources.waveforecast).toMatchObject({
      type: 'vector',
      tiles: ['http://localhost:8080/tiles/waveforecast/{z}/{x}/{y}.pbf?time=2026-11-27T12:00:00Z'],
    });
  });

  it('colour every band of the 0–8 m scale, one colour each, the open top band last (R15.04)', () => {
    expect(WAVE_BAND_COLOURS).toHaveLength(WAVE_BANDS.length);
    expect(new Set(WAVE_BAND_COLOURS).size).toBe(WAVE_BANDS.length);
    const { layers } = part.layers(context());
    const fill = layers[0]!.layer as { paint: Record<string, unknown> };
    const stops = (fill.paint['fill-color'] as unknown[]).slice(2, -1);
    const bands = stops.filter((_, i) => i % 2 === 0);
    expect(bands).toEqual(WAVE_BANDS.map((_, i) => i));
    expect(WAVE_BANDS[0]!.min).toBe(0);
    expect(WAVE_BANDS.at(-2)!.max).toBe(8);
  });

  it.each(['day', 'night'] as const)(
    'stand out from the sea in the %s theme: every band, as drawn, at least ΔE 20 from it',
    (name) => {
      const { water, plainWater } = themes[name];
      for (const sea of [water, plainWater]) {
        const distances = WAVE_BAND_COLOURS.map((colour) =>
          colourDistance(blendOver(colour, WAVE_FILL_OPACITY, sea), sea),
        );
        expect(Math.min(...distances), `over ${sea}`).toBeGreaterThanOrEqual(20);
        // Neighbouring bands stay apart too, so the scale reads step by step.
        const steps = WAVE_BAND_COLOURS.slice(1).map((colour, i) =>
          colourDistance(
            blendOver(colour, WAVE_FILL_OPACITY, sea),
            blendOver(WAVE_BAND_COLOURS[i]!, WAVE_FILL_OPACITY, sea),
          ),
        );
        expect(Math.min(...steps), `steps over ${sea}`).toBeGreaterThanOrEqual(5);
      }
    },
  );

  it('draw the bands at the opacity the colour rule assumes', () => {
    const fill = part.layers(context()).layers[0]!.layer as { paint: Record<string, unknown> };
    expect(fill.paint['fill-opacity']).toBe(WAVE_FILL_OPACITY);
  });

  it('turn arrows to where the waves go, with the map', () => {
    const arrows = part.layers(context()).layers[1]!.layer as { layout: Record<string, unknown> };
    expect(arrows.layout['icon-image']).toBe(ARROW_ICON_ID);
    expect(arrows.layout['icon-rotate']).toEqual(['get', 'direction']);
    expect(arrows.layout['icon-rotation-alignment']).toBe('map');
  });

  it('write heights under the arrows only while "Show wave arrow labels" is on (R04.13)', () => {
    expect(part.layers(context()).layers.map((l) => l.role)).toEqual(['bands', 'arrows']);
    const on = part.layers(context({ waveArrowLabels: true }));
    expect(on.layers.map((l) => l.role)).toEqual(['bands', 'arrows', 'arrow-labels']);
    expect(validateStyleMin(clientPartStyle(part, context({ waveArrowLabels: true })))).toEqual([]);
  });

  it.each([
    ['m', 'en-US', 2.5, '2.5 m'],
    ['ft', 'nb-NO', 2.5, '8,2 ft'],
    ['m', 'nb-NO', 2, '2,0 m'],
  ] as const)('label heights in %s (%s): %s m reads %s', (unit, language, metres, expected) => {
    const layers = part.layers(
      context({
        waveArrowLabels: true,
        language,
        weatherUnits: { ...DEFAULT_WEATHER_UNITS, waveHeight: unit },
      }),
    ).layers;
    const label = layers[2]!.layer as { layout: { 'text-field': ExpressionSpecification } };
    const feature = { type: 'Feature', properties: { height: metres }, geometry: null };
    const compiled = expression.createExpression(
      label.layout['text-field'],
      'layers[2].layout.text-field',
      {
        type: 'string',
        'property-type': 'data-driven',
        expression: { interpolated: false, parameters: ['zoom', 'feature'] },
        transition: false,
      } as never,
    );
    if (compiled.result !== 'success') throw new Error('bad expression');
    const value = compiled.value.evaluate({ zoom: 8 }, feature as never);
    expect(value).toBe(expected);
  });
});
